/**
 * The states of a scholarship application, written once (worded-set.ts): the type, the list (the
 * office's filter, the API's JSON enums, the database's CHECK on scholarship_applications.status) and
 * their words in both languages (the scholarship remote's `statuses`).
 * DRAFT → SUBMITTED → SHORTLISTED (optional) → AWARDED or UNSUCCESSFUL.
 */
import { wordedSet, type ValueOf } from './worded-set';

export const scholarshipStatuses = wordedSet({
  DRAFT: { 'en-GB': 'Draft', 'zh-Hans': '草稿' },
  SUBMITTED: { 'en-GB': 'Submitted', 'zh-Hans': '已提交' },
  SHORTLISTED: { 'en-GB': 'Shortlisted', 'zh-Hans': '已入围' },
  AWARDED: { 'en-GB': 'Awarded', 'zh-Hans': '已获颁' },
  UNSUCCESSFUL: { 'en-GB': 'Unsuccessful', 'zh-Hans': '未获颁' },
});

export type ScholarshipStatus = ValueOf<typeof scholarshipStatuses>;

export const SCHOLARSHIP_STATUSES = scholarshipStatuses.values;
