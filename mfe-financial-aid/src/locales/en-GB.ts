/** The financial aid remote's strings in English (namespace 'financialAid'). Chinese: ./zh-Hans.ts. */
export default {
  status: {
    caption: 'Financial aid',
    title: 'Financial aid application status',
    loadingWhat: 'your financial aid applications',
    noApplications: 'You have no financial aid applications. Financial aid applications open on 15 January.',
    tableCaption: 'Your financial aid applications',
    academicYear: 'Academic year',
    submitted: 'Submitted',
    notSubmitted: 'Not submitted',
    status: 'Status',
  },
  // The status codes of a financial aid application.
  statuses: {
    DRAFT: 'Draft',
    SUBMITTED: 'Submitted',
    ADDITIONAL_DOCUMENTS_REQUIRED: 'Documents required',
    UNSUCCESSFUL: 'Unsuccessful',
    APPEAL: 'Under appeal',
    WITHDRAWN: 'Withdrawn',
    AWARDED: 'Awarded',
  },
  calculator: {
    caption: 'Financial aid',
    title: 'Financial aid calculator',
    intro:
      'Estimate which financial aid you may receive. Include everyone living in your household and their total gross monthly income in Singapore dollars.',
    citizenship: 'Citizenship',
    selectCitizenship: 'Select citizenship',
    citizen: 'Singapore citizen',
    permanentResident: 'Singapore permanent resident',
    international: 'International',
    householdSize: 'Number of people in your household',
    monthlyIncome: 'Gross monthly household income (SGD)',
    monthlyIncomeHint: 'For example, 4500.00',
    calculate: 'Calculate',
    errors: {
      citizenshipRequired: 'Select your citizenship',
      householdSizeRequired: 'Enter the number of people in your household',
      householdSizeWholeNumber: 'Enter the number of people as a whole number, like 4',
      householdSizeRange: 'Household size must be between 1 and 20',
      monthlyIncomeRequired: 'Enter the gross monthly household income',
      monthlyIncomeFormat: 'Enter an amount of at most 12 digits including 2 decimals, like 4500.00',
    },
  },
  estimate: {
    perCapitaIncome: 'Per capita income: {amount} a month',
    loans: 'Tuition fee loan up to 90% of the subsidised fee; study loan up to 10% of the subsidised fee.',
    disclaimer: 'This is an estimate. The actual package is decided on your full application.',
    // The office's published bands (aid-estimate.ts): a name and the bursary each band may receive.
    bands: {
      band1: { name: 'Band 1', bursary: 'Bursaries covering most of the subsidised tuition fee, plus a living allowance.' },
      band2: { name: 'Band 2', bursary: 'Bursaries covering a large part of the subsidised tuition fee.' },
      band3: { name: 'Band 3', bursary: 'Bursaries covering part of the subsidised tuition fee.' },
      band4: { name: 'Band 4', bursary: 'A smaller bursary towards the subsidised tuition fee.' },
      aboveBands: { name: 'Above the bursary bands', bursary: 'No means-tested bursary; tuition fee and study loans remain available.' },
    },
    notes: {
      international:
        'International students without a tuition grant are not eligible for most financial aid. Bursaries for citizens only are excluded.',
      permanentResident: 'Some bursaries are for citizens only; permanent residents are considered for the others.',
    },
  },
} as const;
