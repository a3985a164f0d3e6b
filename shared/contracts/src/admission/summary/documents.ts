/** Document upload: the files, one row per kind of document (kinds worded like the documents page). */
import type { DocumentSummary } from '../../forms';
import type { Language } from '../../languages';
import { ADMISSION_DOCUMENT_TYPES } from '../documents';
import { rows, row } from '../../summary/answers';
import { sectionTitle } from './titles';
import type { SummarySection } from './types';
import { bilingual, COMMON_WORDS, type Words } from '../../summary/words';

export const DOCUMENTS_WORDS = bilingual(
  {
    documents: 'Documents',
    types: {
      IDENTITY_NRIC: 'NRIC (both sides)',
      IDENTITY_11B: '11B (Singapore Armed Forces identity card)',
      IDENTITY_BIRTH_CERTIFICATE: 'Birth certificate',
      IDENTITY_OTHER: 'Other identity document showing your address',
      RESULTS: 'Examination results or certificates',
      PORTFOLIO: 'Audition portfolio',
      OTHER: 'Other supporting document',
    },
  },
  {
    documents: '文件',
    types: {
      IDENTITY_NRIC: '身份证（正反两面）',
      IDENTITY_11B: '11B 证件（新加坡武装部队身份证）',
      IDENTITY_BIRTH_CERTIFICATE: '出生证明',
      IDENTITY_OTHER: '其他显示您地址的身份证明文件',
      RESULTS: '考试成绩单或证书',
      PORTFOLIO: '试演作品集',
      OTHER: '其他证明文件',
    },
  },
);
export type DocumentsWords = Words<(typeof DOCUMENTS_WORDS)['en-GB']>;

export function summariseDocuments(documents: readonly DocumentSummary[], language: Language, words: DocumentsWords = DOCUMENTS_WORDS[language]): SummarySection {
  const kinds = ADMISSION_DOCUMENT_TYPES.map((type) => ({
    label: words.types[type],
    files: documents.filter((document) => document.documentType === type).map((document) => document.fileName),
  }));
  // Kinds this form does not know (older uploads) still appear, under "Other supporting document".
  const known: readonly string[] = ADMISSION_DOCUMENT_TYPES;
  const others = documents.filter((document) => !known.includes(document.documentType)).map((document) => document.fileName);
  const other = kinds.find((kind) => kind.label === words.types.OTHER);
  if (other) other.files.push(...others);
  const found = rows(...kinds.map((kind) => row(kind.label, kind.files)));
  return {
    id: 'documents',
    title: sectionTitle('documents', language),
    rows: found.length ? found : rows(row(words.documents, COMMON_WORDS[language].none)),
  };
}
