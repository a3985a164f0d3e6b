/**
 * The states of a financial aid application, written once (worded-set.ts): the type, the list (the
 * office's filter, the API's JSON enums, the database's CHECK on financial_aid_applications.status)
 * and their words in both languages (the financial aid remote's `statuses`). Their life is told in
 * financial-aid/model.ts.
 */
import { wordedSet, type ValueOf } from './worded-set';

export const aidApplicationStatuses = wordedSet({
  DRAFT: { 'en-GB': 'Draft', 'zh-Hans': '草稿' },
  SUBMITTED: { 'en-GB': 'Submitted', 'zh-Hans': '已提交' },
  ADDITIONAL_DOCUMENTS_REQUIRED: { 'en-GB': 'Documents required', 'zh-Hans': '需补交文件' },
  UNSUCCESSFUL: { 'en-GB': 'Unsuccessful', 'zh-Hans': '未获批' },
  APPEAL: { 'en-GB': 'Under appeal', 'zh-Hans': '申诉中' },
  WITHDRAWN: { 'en-GB': 'Withdrawn', 'zh-Hans': '已撤回' },
  AWARDED: { 'en-GB': 'Awarded', 'zh-Hans': '已获批' },
});

export type AidApplicationStatus = ValueOf<typeof aidApplicationStatuses>;

export const AID_APPLICATION_STATUSES = aidApplicationStatuses.values;
