/** A surety who meets every rule for the 2026/2027 award (46 on 1 August 2026, letter dated 1 June 2026): the contract and API tests share it. */
export const ELIGIBLE_SURETY = {
  fullName: 'TAN AH KOW',
  idType: 'NRIC',
  idNumber: 'S8012345A',
  dateOfBirth: '15/03/1980',
  relationship: 'FATHER',
  immediateFamily: true,
  email: 'tan.ahkow@example.com',
  mobile: '91234567',
  employed: true,
  employer: 'Acme Engineering Pte Ltd',
  occupation: 'Engineer',
  employmentLetterDate: '01/06/2026',
  bankrupt: false,
  existingAgreement: false,
};
