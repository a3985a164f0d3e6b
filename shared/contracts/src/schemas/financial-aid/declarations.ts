/** Declarations: the applicant must agree to all four (spec 2) before submitting. */
import * as yup from 'yup';
import { mustAgree } from '../consent';

export const AID_DECLARATIONS = ['truthful', 'consentToVerify', 'privacyNotice', 'falseDeclarationUnderstood'] as const;

export const aidDeclarationsSchema = yup
  .object({
    truthful: mustAgree(),
    consentToVerify: mustAgree(),
    privacyNotice: mustAgree(),
    falseDeclarationUnderstood: mustAgree(),
  })
  .noUnknown('UNKNOWN_FIELD');
export type AidDeclarations = yup.InferType<typeof aidDeclarationsSchema>;
