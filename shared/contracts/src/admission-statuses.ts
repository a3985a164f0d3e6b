/**
 * The states of an admission application, written once (worded-set.ts): the type, the list (the API's
 * JSON enums, the database's CHECK on applications.status through api/src/db/closed-sets.ts) and their
 * words in both languages (the admission remote's `statuses`, the shell's list of applications).
 */
import { wordedSet, type ValueOf } from './worded-set';

export const admissionStatuses = wordedSet({
  DRAFT: { 'en-GB': 'Draft', 'zh-Hans': '草稿' },
  SUBMITTED: { 'en-GB': 'Submitted', 'zh-Hans': '已提交' },
  UNDER_REVIEW: { 'en-GB': 'Under review', 'zh-Hans': '审核中' },
  OFFERED: { 'en-GB': 'Offered', 'zh-Hans': '已录取' },
  UNSUCCESSFUL: { 'en-GB': 'Unsuccessful', 'zh-Hans': '未获录取' },
  WITHDRAWN: { 'en-GB': 'Withdrawn', 'zh-Hans': '已撤回' },
});

export type AdmissionStatus = ValueOf<typeof admissionStatuses>;

export const ADMISSION_STATUSES = admissionStatuses.values;
