/**
 * The scholarship award's shared rules: the surety rules (spec 5) at their boundaries, measured on
 * 1 August and 1 June of the award year, and the request schemas the browser and the API share.
 */
import { ageOn, awardYear, suretyRuleProblems, type SuretyFacts } from '../src/surety-rules';
import { acceptUndertakingSchema, scholarshipOfferReplySchema, suretyConfirmationSchema, suretyDetailsSchema } from '../src/schemas/scholarship/award';
import { linkOpeningSchema } from '../src/schemas/link-token';
import { sameName } from '../src/surety-rules';
import { MESSAGES } from '../src/messages';
import { ELIGIBLE_SURETY } from './scholarship-award-sample';
import MESSAGES_ZH_HANS from '../src/messages.zh-Hans';
import { SCHOLARSHIP_AWARD_MESSAGES } from '../src/messages/scholarship-award';
import { validate } from '../src/validation';
import type { AnySchema } from 'yup';

const YEAR = 2027;
const eligible: SuretyFacts = { dateOfBirth: '15/03/1980', immediateFamily: false, employed: true, employmentLetterDate: '01/06/2027', bankrupt: false, existingAgreement: false };
const codesOf = (facts: Partial<SuretyFacts>, options: Partial<Parameters<typeof suretyRuleProblems>[1]> = {}) =>
  suretyRuleProblems({ ...eligible, ...facts }, { awardYear: YEAR, ...options }).map((problem) => [problem.field, problem.code]);
const errorsOf = (schema: AnySchema, input: unknown, context?: object) => {
  const result = validate(schema, input, context);
  return result.ok ? [] : result.errors.map((error) => [error.field, error.code]);
};

describe('surety rules', () => {
  it('counts whole years, a birthday on the day included', () => {
    expect(ageOn('2006-08-01', '2027-08-01')).toBe(21);
    expect(ageOn('2006-08-02', '2027-08-01')).toBe(20);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(awardYear('2027/2028')).toBe(2027);
  });

  it.each([
    ['02/08/2006', 20, false],
    ['01/08/2006', 21, true],
    ['02/08/1977', 49, true],
    ['01/08/1977', 50, false],
  ])('a surety born %s is %i on 1 August 2027: eligible %s', (dateOfBirth, _age, ok) => {
    expect(codesOf({ dateOfBirth })).toEqual(ok ? [] : [['dateOfBirth', 'SURETY_AGE_OUT_OF_RANGE']]);
  });

  it.each([
    ['01/08/2006', 21, false],
    ['01/08/2005', 22, true],
    ['02/08/1962', 64, true],
    ['01/08/1962', 65, false],
  ])('for the government tuition grant, a surety born %s (%i on 1 August) is eligible %s: over 21 and under 65', (dateOfBirth, _age, ok) => {
    expect(codesOf({ dateOfBirth }, { variant: 'TUITION_GRANT' })).toEqual(ok ? [] : [['dateOfBirth', 'SURETY_GRANT_AGE_OUT_OF_RANGE']]);
  });

  it('needs employment, with a letter dated 1 June of the award year or later', () => {
    expect(codesOf({ employmentLetterDate: '31/05/2027' })).toEqual([['employmentLetterDate', 'SURETY_EMPLOYMENT_LETTER_TOO_OLD']]);
    expect(codesOf({ employmentLetterDate: '01/06/2027' })).toEqual([]);
    expect(codesOf({ employmentLetterDate: '15/01/2028' })).toEqual([]);
    expect(codesOf({ employed: false, employmentLetterDate: '' })).toEqual([['employed', 'SURETY_NOT_EMPLOYED']]);
    expect(suretyRuleProblems({ ...eligible, employmentLetterDate: '31/05/2027' }, { awardYear: YEAR })[0]!.params).toEqual([2027]);
  });

  it('allows at most one immediate family member of the two', () => {
    expect(codesOf({ immediateFamily: true }, { other: { ...eligible, immediateFamily: false } })).toEqual([]);
    expect(codesOf({ immediateFamily: true }, { other: { ...eligible, immediateFamily: true } })).toEqual([['immediateFamily', 'SURETY_FAMILY_LIMIT']]);
    expect(codesOf({ immediateFamily: true })).toEqual([]);
  });

  it('refuses a bankrupt and a party to an existing scholarship, loan or grant agreement', () => {
    expect(codesOf({ bankrupt: true, existingAgreement: true })).toEqual([
      ['bankrupt', 'SURETY_BANKRUPT'],
      ['existingAgreement', 'SURETY_EXISTING_AGREEMENT'],
    ]);
  });

  it('words every code in English and Chinese, with the spec\'s lapse message', () => {
    for (const code of Object.keys(SCHOLARSHIP_AWARD_MESSAGES)) {
      expect((MESSAGES as Record<string, string>)[code]).toBeTruthy();
      expect((MESSAGES_ZH_HANS as Record<string, string>)[code]).toMatch(/\p{Script=Han}/u);
    }
    expect(MESSAGES.SCHOLARSHIP_OFFER_LAPSED).toBe('Offer has lapsed. Please contact the Scholarships Office for further assistance.');
  });
});

describe('scholarship award schemas', () => {
  it('needs a reason to decline an offer, not to accept it', () => {
    expect(errorsOf(scholarshipOfferReplySchema, { decision: 'ACCEPT' })).toEqual([]);
    expect(errorsOf(scholarshipOfferReplySchema, { decision: 'DECLINE' })).toEqual([['declineReason', 'SCHOLARSHIP_DECLINE_REASON_REQUIRED']]);
    expect(errorsOf(scholarshipOfferReplySchema, { decision: 'DECLINE', declineReason: 'x'.repeat(501) })).toEqual([['declineReason', 'TOO_LONG']]);
  });

  const declarations = { readLetter: true, acceptObligations: true, bond: true, liquidatedDamages: true };
  const guardian = { name: 'TAN AH KOW', relationship: 'FATHER', email: 'tan.ahkow@example.com', endorsement: true };

  it('needs every declaration, and a guardian only under 18', () => {
    expect(errorsOf(acceptUndertakingSchema, { acceptedName: 'TAN MEI LING', declarations }, { guardianRequired: false })).toEqual([]);
    expect(errorsOf(acceptUndertakingSchema, { acceptedName: 'TAN MEI LING', declarations: { ...declarations, bond: false } }, { guardianRequired: false })).toEqual([
      ['declarations.bond', 'UNDERTAKING_DECLARATION_REQUIRED'],
    ]);
    expect(errorsOf(acceptUndertakingSchema, { acceptedName: 'TAN MEI LING', declarations }, { guardianRequired: true })).toEqual([['guardian', 'GUARDIAN_ENDORSEMENT_REQUIRED']]);
    expect(errorsOf(acceptUndertakingSchema, { acceptedName: 'TAN MEI LING', declarations, guardian: { ...guardian, endorsement: false } }, { guardianRequired: true })).toEqual([
      ['guardian.endorsement', 'GUARDIAN_ENDORSEMENT_REQUIRED'],
    ]);
    expect(errorsOf(acceptUndertakingSchema, { acceptedName: 'TAN MEI LING', declarations, guardian }, { guardianRequired: true })).toEqual([]);
  });

  it("checks a surety's details: employer, occupation and letter date when employed", () => {
    const details = ELIGIBLE_SURETY;
    expect(errorsOf(suretyDetailsSchema, details, { today: '2026-07-01' })).toEqual([]);
    expect(errorsOf(suretyDetailsSchema, { ...details, employer: '', occupation: '', employmentLetterDate: '' })).toEqual([
      ['employer', 'ENTER_SURETY_EMPLOYER'],
      ['occupation', 'ENTER_SURETY_OCCUPATION'],
      ['employmentLetterDate', 'ENTER_EMPLOYMENT_LETTER_DATE'],
    ]);
    // A letter dated after today cannot be right (today in Singapore, the portal's clock on the server).
    expect(errorsOf(suretyDetailsSchema, { ...details, employmentLetterDate: '02/07/2026' }, { today: '2026-07-01' })).toEqual([['employmentLetterDate', 'SURETY_EMPLOYMENT_LETTER_IN_FUTURE']]);
    expect(errorsOf(suretyDetailsSchema, { ...details, employmentLetterDate: '01/07/2026' }, { today: '2026-07-01' })).toEqual([]);
    expect(errorsOf(suretyDetailsSchema, { ...details, dateOfBirth: '31/02/1980', idType: 'LICENCE' })).toEqual([
      ['idType', 'INVALID_VALUE'],
      ['dateOfBirth', 'INVALID_DATE'],
    ]);
  });

  it('compares typed names case and spaces aside', () => {
    expect(sameName('  tan   mei ling ', 'TAN MEI LING')).toBe(true);
    expect(sameName('TAN MEI', 'TAN MEI LING')).toBe(false);
    expect(errorsOf(suretyConfirmationSchema, { token: 'a'.repeat(43), declaration: false, signatureName: '' })).toEqual([
      ['declaration', 'SURETY_DECLARATION_REQUIRED'],
      ['signatureName', 'ENTER_YOUR_FULL_NAME'],
    ]);
  });

  it("takes the surety's link token in the body, bounded", () => {
    expect(errorsOf(linkOpeningSchema, { token: 'a'.repeat(43) })).toEqual([]);
    expect(errorsOf(linkOpeningSchema, {})).toEqual([['token', 'REQUIRED']]);
    expect(errorsOf(suretyConfirmationSchema, { token: 'a'.repeat(201), declaration: true, signatureName: 'TAN AH KOW' })).toEqual([['token', 'TOO_LONG']]);
  });
});
