/**
 * Message codes of personal data retention (issue 38): the office administrator's retention reports,
 * in English and Simplified Chinese. Spread into the catalogue (messages.ts and messages.zh-Hans.ts).
 */
export const RETENTION_MESSAGES = {
  RETENTION_CONFIRM_REQUIRED: 'Confirm that the records listed may be removed for good',
  ENTER_RETENTION_DECLINE_REASON: 'Enter why you are declining the report',
  RETENTION_REPORT_AWAITING_DECISION: 'A report is already waiting for a decision, or being carried out. Approve or decline it first.',
  RETENTION_REPORT_NOT_AWAITING: 'This report is no longer waiting for a decision',
  RETENTION_REPORT_EXPIRED: 'This report has expired: the data has moved on since it was prepared. Prepare a new report.',
};

export const RETENTION_MESSAGES_ZH_HANS: Record<keyof typeof RETENTION_MESSAGES, string> = {
  RETENTION_CONFIRM_REQUIRED: '确认可永久删除所列记录',
  ENTER_RETENTION_DECLINE_REASON: '输入您拒绝此报告的原因',
  RETENTION_REPORT_AWAITING_DECISION: '已有一份报告正在等待决定或正在执行。请先批准或拒绝该报告。',
  RETENTION_REPORT_NOT_AWAITING: '此报告已不再等待决定',
  RETENTION_REPORT_EXPIRED: '此报告已失效：报告编制以来资料已有变化。请重新编制报告。',
};
