import type { Translation } from '@portal/i18n/namespace';
import type en from '../en-GB/national-service';
import { NATIONAL_SERVICE_WORDS } from '@portal/contracts/admission/summary/national-service';
// Option names come from the answers summary, so this page, Check your answers and the PDF name a choice alike.

const zhHans: Translation<typeof en> = {
  status: '您的国民服役状况是什么？',
  statuses: NATIONAL_SERVICE_WORDS['zh-Hans'].statuses,
  statusHints: {
    NOT_ENLISTED: '须服国民服役，但尚未应召入伍。',
    NOT_APPLICABLE: '例如女性，以及无须服役的永久居民。',
  },
  enlistmentDate: '入伍日期',
  ordDate: '退役日期（ORD）',
  ordDateServingHint: '请填写所属单位告知的预计退役日期。',
  dateHint: '例如 05/01/2026。',
  rnsHeading: '服役后回校国民服役人员',
  rnsNote:
    '您将以服役后回校国民服役人员（RNS）身份申请。如获录取，您须在收到录取通知后确认入学安排：入学、延期、申请中断学业或不入学。您须在退役后方可开始学业。',
};
export default zhHans;
