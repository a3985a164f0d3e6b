/** Staff sign-in and the office administrator's staff accounts (issue 10). */
import * as yup from 'yup';
import { LIMITS } from '../limits';
import { STAFF_ROLES } from '../office/staff';
import { emailField, nameField, text, tooLong } from './common';
import { passwordField } from './public';

export const staffLoginSchema = yup
  .object({
    email: emailField(),
    password: text().required('REQUIRED').max(LIMITS.passwordMax, tooLong(LIMITS.passwordMax)),
  })
  .noUnknown('UNKNOWN_FIELD');
export type StaffLogin = yup.InferType<typeof staffLoginSchema>;

const roleField = () => text().required('REQUIRED').oneOf([...STAFF_ROLES], 'INVALID_VALUE');

/** A new staff account: its first password follows the applicants' password rules (NIST SP 800-63B). */
export const newStaffSchema = yup
  .object({
    email: emailField(),
    fullName: nameField(),
    role: roleField(),
    password: passwordField(),
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
