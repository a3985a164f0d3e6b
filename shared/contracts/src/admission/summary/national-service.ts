/** National Service: the status, and the enlistment and ORD dates only for those serving or done. */
import type { SectionData } from '../../forms';
import type { Language } from '../../languages';
import { nationalServiceDatesApply } from '../../schemas/admission/national-service';
import { optionWord, rows, row, textOf } from '../../summary/answers';
import { sectionTitle } from './titles';
import type { SummarySection } from './types';
import { bilingual, type Words } from '../../summary/words';

export const NATIONAL_SERVICE_WORDS = bilingual(
  {
    status: 'National service status',
    statuses: {
      COMPLETED: 'Completed full-time national service',
      SERVING: 'Serving full-time national service now',
      EXEMPTED: 'Exempted',
      NOT_ENLISTED: 'Not yet enlisted',
      NOT_APPLICABLE: 'Not applicable',
    },
    enlistmentDate: 'Enlistment date',
    ordDate: 'ORD (operationally ready date)',
  },
  {
    status: '国民服役状况',
    statuses: {
      COMPLETED: '已完成全职国民服役',
      SERVING: '目前正在服全职国民服役',
      EXEMPTED: '获豁免',
      NOT_ENLISTED: '尚未入伍',
      NOT_APPLICABLE: '不适用',
    },
    enlistmentDate: '入伍日期',
    ordDate: '退役日期（ORD）',
  },
);
export type NationalServiceWords = Words<(typeof NATIONAL_SERVICE_WORDS)['en-GB']>;

export function summariseNationalService(data: SectionData | null, language: Language, words: NationalServiceWords = NATIONAL_SERVICE_WORDS[language]): SummarySection {
  const status = textOf(data, 'status');
  const dates = nationalServiceDatesApply(status);
  return {
    id: 'nationalService',
    title: sectionTitle('nationalService', language),
    rows: rows(
      row(words.status, optionWord(words.statuses, status)),
      dates && row(words.enlistmentDate, textOf(data, 'enlistmentDate')),
      dates && row(words.ordDate, textOf(data, 'ordDate')),
    ),
  };
}
