/** Personal Statement: the statement as written (line breaks kept). */
import type { SectionData } from '../../forms';
import type { Language } from '../../languages';
import { isRecord, rows, row } from '../../summary/answers';
import { sectionTitle } from './titles';
import type { SummarySection } from './types';
import { bilingual, type Words } from '../../summary/words';

export const PERSONAL_STATEMENT_WORDS = bilingual({ statement: 'Personal statement' }, { statement: '个人陈述' });
export type PersonalStatementWords = Words<(typeof PERSONAL_STATEMENT_WORDS)['en-GB']>;

export function summarisePersonalStatement(
  data: SectionData | null,
  language: Language,
  words: PersonalStatementWords = PERSONAL_STATEMENT_WORDS[language],
): SummarySection {
  // Not trimmed inside: the office reads the paragraphs as the applicant laid them out.
  const statement = isRecord(data) && typeof data.statement === 'string' ? data.statement.trim() : '';
  return { id: 'personalStatement', title: sectionTitle('personalStatement', language), rows: rows(row(words.statement, statement)) };
}
