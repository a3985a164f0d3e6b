/**
 * What the scholarships console's list of applications can export (@portal/contracts/office/export):
 * its columns, headed in the officer's language, and the words of the award's outcome. The reply
 * to an award is worded by the consoles' one set (office/export's offerReplies).
 */
import { exportedOutcomeWords, referencedApplicationColumns } from '../office/export';
import { wordedSet } from '../worded-set';

export const scholarshipExportColumns = wordedSet({
  ...referencedApplicationColumns,
  firstChoice: { 'en-GB': 'First choice', 'zh-Hans': '第一志愿奖学金' },
  otherChoices: { 'en-GB': 'Other choices (in order)', 'zh-Hans': '其他志愿奖学金（按顺序）' },
  outcome: { 'en-GB': 'Outcome', 'zh-Hans': '评选结果' },
  scholarshipAwarded: { 'en-GB': 'Scholarship awarded', 'zh-Hans': '获颁奖学金' },
  awardReply: { 'en-GB': 'Reply to the award', 'zh-Hans': '对奖学金的答复' },
});
export type ScholarshipExportColumn = (typeof scholarshipExportColumns.values)[number];

/** An award's outcome as the office reads it: released to the applicant or not yet. */
export const exportedScholarshipOutcomes = exportedOutcomeWords({ 'en-GB': 'Awarded', 'zh-Hans': '已获颁' }, { 'en-GB': 'Unsuccessful', 'zh-Hans': '未获颁' });
