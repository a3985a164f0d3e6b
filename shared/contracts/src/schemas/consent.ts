/** A declaration's tick boxes: what must be agreed to (truth, privacy), and consents that may be left unticked. */
import * as yup from 'yup';

export const mustAgree = () =>
  yup.boolean().typeError('INVALID_VALUE').nonNullable('INVALID_VALUE').required('DECLARATION_REQUIRED').oneOf([true], 'DECLARATION_REQUIRED');
export const optionalConsent = () => yup.boolean().typeError('INVALID_VALUE').nonNullable('INVALID_VALUE').default(false);
