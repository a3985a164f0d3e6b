/** Staff sign-in and the office administrator's staff accounts (issue 10). */
import * as yup from 'yup';
import { LIMITS } from '../limits';
import { STAFF_ROLES } from '../office/staff';
import { ALWAYS_SENT, emailField, nameField, text, tooLong } from './common';
import { passwordField } from './public';

export const staffLoginSchema = yup
  .object({
    email: emailField('ENTER_STAFF_EMAIL'),
    password: text().required('ENTER_PASSWORD').max(LIMITS.passwordMax, tooLong(LIMITS.passwordMax)),
  })
  .noUnknown('UNKNOWN_FIELD');
export type StaffLogin = yup.InferType<typeof staffLoginSchema>;

const roleField = () => text().required('SELECT_STAFF_ROLE').oneOf(['', ...STAFF_ROLES], 'INVALID_VALUE');

/** A new staff account: its first password follows the applicants' password rules (NIST SP 800-63B). */
export const newStaffSchema = yup
  .object({
    email: emailField('ENTER_NEW_STAFF_EMAIL'),
    fullName: nameField('ENTER_NEW_STAFF_NAME'),
    role: roleField(),
    password: passwordField('ENTER_NEW_STAFF_PASSWORD'),
  })
  .noUnknown('UNKNOWN_FIELD');
export type NewStaff = yup.InferType<typeof newStaffSchema>;

/** What the administrator changes on an account: its role, or whether it may sign in. */
export const staffUpdateSchema = yup
  .object({
    role: roleField().optional().default(undefined),
    active: yup.boolean().typeError('INVALID_VALUE').optional(),
  })
  .noUnknown('UNKNOWN_FIELD');
export type StaffUpdate = yup.InferType<typeof staffUpdateSchema>;

/** A code from an authenticator app: six digits (spaces a person may type are taken out first). */
export const staffTotpCodeSchema = yup
  .object({
    code: text()
      .required('ENTER_TOTP_CODE')
      .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value))
      .matches(/^\d{6}$/, 'TOTP_CODE_FORMAT'),
  })
  .noUnknown('UNKNOWN_FIELD');
export type StaffTotpCode = yup.InferType<typeof staffTotpCodeSchema>;

/** A recovery code as shown at enrolment (xxxxx-xxxxx); case, spaces and the dash are forgiven. */
export const staffRecoveryCodeSchema = yup
  .object({
    code: text()
      .required('ENTER_RECOVERY_CODE')
      .transform((value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]+/g, '').toLowerCase() : value))
      .matches(/^[a-z2-9]{10}$/, 'RECOVERY_CODE_FORMAT'),
  })
  .noUnknown('UNKNOWN_FIELD');
export type StaffRecoveryCode = yup.InferType<typeof staffRecoveryCodeSchema>;

const CREDENTIAL_ID_MAX = 1024;
const credentialId = () =>
  text()
    .required(ALWAYS_SENT)
    .max(CREDENTIAL_ID_MAX, tooLong(CREDENTIAL_ID_MAX))
    .matches(/^[A-Za-z0-9_-]+$/, 'INVALID_VALUE');

/**
 * A passkey's answer as the browser library sends it (registration or sign-in): its outer form is
 * checked here; what the authenticator signed is checked by the API's WebAuthn library.
 */
export const passkeyAnswerSchema = yup
  .object({
    response: yup
      .object({
        id: credentialId(),
        rawId: credentialId(),
        type: text().required(ALWAYS_SENT).oneOf(['public-key'], 'INVALID_VALUE'),
        response: yup.object().required(ALWAYS_SENT).typeError('INVALID_VALUE'),
      })
      .required(ALWAYS_SENT)
      .typeError('INVALID_VALUE'),
  })
  .noUnknown('UNKNOWN_FIELD');
export type PasskeyAnswer = yup.InferType<typeof passkeyAnswerSchema>;
