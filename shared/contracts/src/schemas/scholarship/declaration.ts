/** Consent & Declaration: truth, consent and privacy must be agreed; marketing is optional (spec 5). */
import * as yup from 'yup';
import { mustAgree, optionalConsent } from '../consent';

export const scholarshipDeclarationSchema = yup
  .object({
    truth: mustAgree(),
    consent: mustAgree(),
    privacy: mustAgree(),
    marketing: optionalConsent(),
  })
  .noUnknown('UNKNOWN_FIELD');
export type ScholarshipDeclaration = yup.InferType<typeof scholarshipDeclarationSchema>;
