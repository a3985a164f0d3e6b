import * as yup from 'yup';
import { LIMITS } from '../limits';
import { SYSTEM_IDS } from '../systems';

/**
 * Schema messages are catalogue codes (messages.ts); `params` carry values for `{0}`.
 * The API turns a failed validation into the JSON error list; the forms show the catalogue text.
 */
export const tooLong = (max: number) => ({ code: 'TOO_LONG', params: [max] });

export const emailField = () =>
  yup.string().trim().required('REQUIRED').max(LIMITS.email, tooLong(LIMITS.email)).email('INVALID_EMAIL');

export const systemField = () => yup.string().oneOf([...SYSTEM_IDS], 'INVALID_SYSTEM').default('ADM');

export const subCategoryField = () => yup.string().trim().max(20, tooLong(20)).matches(/^[A-Z0-9_]*$/, 'INVALID_SYSTEM');
