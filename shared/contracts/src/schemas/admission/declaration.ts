/**
 * Declaration: truth, privacy and consent are mandatory; marketing consents optional (spec 5). An
 * applicant under 18 on the day of submission needs a parent's or guardian's endorsement.
 */
import * as yup from 'yup';
import { text, tooLong } from '../common';
import { mustAgree, optionalConsent } from '../consent';
import { admissionContext, ageOn } from './context';


/** Whether the applicant is under 18 today (the endorsement is needed). Unknown date of birth: no. */
export function needsParentEndorsement(dateOfBirth: string | null | undefined, today: string): boolean {
  return !!dateOfBirth && ageOn(dateOfBirth, today) < 18;
}

export const declarationSchema = yup
  .object({
    truth: mustAgree(),
    privacy: mustAgree(),
    consent: mustAgree(),
    marketingEmail: optionalConsent(),
    marketingSms: optionalConsent(),
    parentName: text()
      .trim()
      .max(200, tooLong(200))
      .test('endorsement', 'PARENT_ENDORSEMENT_REQUIRED', function (value) {
        const context = admissionContext(this.options);
        return !!value || !context || !needsParentEndorsement(context.dateOfBirth, context.today);
      }),
    parentEndorses: yup
      .boolean()
      .typeError('INVALID_VALUE')
      .default(false)
      .test('endorsement', 'PARENT_ENDORSEMENT_REQUIRED', function (value) {
        const context = admissionContext(this.options);
        return value === true || !context || !needsParentEndorsement(context.dateOfBirth, context.today);
      }),
  })
  .noUnknown('UNKNOWN_FIELD');
export type Declaration = yup.InferType<typeof declarationSchema>;
