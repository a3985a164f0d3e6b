import * as yup from 'yup';
import { ALWAYS_SENT, text, type RequiredCode } from './common';

/**
 * The text fields sent with an uploaded document (multipart, before the file). Both name entries of
 * the form's own lists (a section such as "documents", a type such as IDENTITY_ADDRESS), never free
 * text, so they are plain identifiers.
 */
const identifier = (requiredCode: RequiredCode) =>
  text()
    .trim()
    .required(requiredCode)
    .matches(/^[A-Za-z0-9_-]{1,64}$/, 'INVALID_VALUE');

export const documentUploadFieldsSchema = yup
  .object({
    section: identifier(ALWAYS_SENT),
    documentType: identifier('SELECT_DOCUMENT_TYPE'),
  })
  .noUnknown('UNKNOWN_FIELD');

export type DocumentUploadFields = yup.InferType<typeof documentUploadFieldsSchema>;
