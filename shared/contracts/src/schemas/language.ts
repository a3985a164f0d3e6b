import * as yup from 'yup';
import { LANGUAGES, type Language } from '../languages';
import { ALWAYS_SENT, text } from './common';

/** PUT /api/auth/language: the signed-in applicant's choice, remembered for e-mails and later visits. */
export const languageChoiceSchema = yup
  .object({
    language: text().required(ALWAYS_SENT).oneOf([...LANGUAGES], 'INVALID_VALUE'),
  })
  .noUnknown('UNKNOWN_FIELD');
export type LanguageChoice = { language: Language };
