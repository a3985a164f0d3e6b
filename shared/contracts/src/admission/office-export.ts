/**
 * What the admissions console's list of applications can export (@portal/contracts/office/export):
 * its columns, headed in the officer's language, and the words of the cells that are codes.
 */
import { exportedOutcomeWords } from '../office/export';
import { wordedSet } from '../worded-set';

export const admissionExportColumns = wordedSet({
  applicationNumber: { 'en-GB': 'Application number', 'zh-Hans': '申请编号' },
  applicantName: { 'en-GB': 'Applicant', 'zh-Hans': '申请人' },
  email: { 'en-GB': 'E-mail address', 'zh-Hans': '电子邮箱地址' },
  system: { 'en-GB': 'Programme system', 'zh-Hans': '申请系统' },
  category: { 'en-GB': 'Category', 'zh-Hans': '申请类别' },
  academicYear: { 'en-GB': 'Academic year', 'zh-Hans': '学年' },
  status: { 'en-GB': 'Status', 'zh-Hans': '状态' },
  feeStatus: { 'en-GB': 'Application fee', 'zh-Hans': '申请费' },
  submittedAt: { 'en-GB': 'Submitted (Singapore time)', 'zh-Hans': '提交时间（新加坡时间）' },
  firstChoice: { 'en-GB': 'First choice', 'zh-Hans': '第一志愿' },
  otherChoices: { 'en-GB': 'Other choices (in order)', 'zh-Hans': '其他志愿（按顺序）' },
  outcome: { 'en-GB': 'Outcome', 'zh-Hans': '录取结果' },
  offeredProgramme: { 'en-GB': 'Programme offered', 'zh-Hans': '录取课程' },
  offerReply: { 'en-GB': 'Reply to the offer', 'zh-Hans': '对录取通知的答复' },
});
export type AdmissionExportColumn = (typeof admissionExportColumns.values)[number];

/** An outcome as the office reads it: released to the applicant or not yet. */
export const exportedOutcomes = exportedOutcomeWords({ 'en-GB': 'Offered', 'zh-Hans': '已录取' }, { 'en-GB': 'Unsuccessful', 'zh-Hans': '未获录取' });
