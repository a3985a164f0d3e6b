import * as yup from 'yup';
import { DIGITS_PATTERN, LIMITS } from '../limits';
import { emailField, subCategoryField, systemField, text, tooLong } from './common';

/** Sign-in with application number + PIN. The PIN format is not checked here: a wrong format is just a failed sign-in. */
export const pinLoginSchema = yup
  .object({
    applicationNumber: text()
      .trim()
      .required('ENTER_APPLICATION_NUMBER')
      .max(LIMITS.applicationNumber, tooLong(LIMITS.applicationNumber))
      .matches(DIGITS_PATTERN, 'INVALID_APPLICATION_NUMBER'),
    pin: text().required('ENTER_PIN').max(LIMITS.pin, tooLong(LIMITS.pin)),
    system: systemField(),
    subCategory: subCategoryField(),
  })
  .noUnknown('UNKNOWN_FIELD');
export type PinLogin = yup.InferType<typeof pinLoginSchema>;

/** Sign-in with an e-mail login account + password. */
export const emailLoginSchema = yup
  .object({
    email: emailField('ENTER_YOUR_EMAIL'),
    password: text().required('ENTER_PASSWORD').max(LIMITS.passwordMax, tooLong(LIMITS.passwordMax)),
    system: systemField(),
    subCategory: subCategoryField(),
  })
  .noUnknown('UNKNOWN_FIELD');
export type EmailLogin = yup.InferType<typeof emailLoginSchema>;
