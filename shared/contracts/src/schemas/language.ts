import * as yup from 'yup';
import { LANGUAGES, type Language } from '../languages';
import { text } from './common';

/** PUT /api/auth/language: the signed-in applicant's choice, remembered for e-mails and later visits. */
export const languageChoiceSchema = yup
  .object({
    language: text().required('REQUIRED').oneOf([...LANGUAGES], 'INVALID_VALUE'),
  })
  .noUnknown('UNKNOWN_FIELD');
export type LanguageChoice = { language: Language };
