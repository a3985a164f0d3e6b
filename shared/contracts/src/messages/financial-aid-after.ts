/**
 * Message codes of financial aid — after submission: package, appeal or review, update, requested documents, withdrawal (branch fa-after) — in English and Simplified Chinese. Spread into the
 * catalogue (messages.ts and messages.zh-Hans.ts) so the API and the browser word them like every other code.
 */
export const FINANCIAL_AID_AFTER_MESSAGES = {
  AID_APPLICATION_NOT_SUBMITTED: 'This financial aid application has not been submitted yet. You can delete a draft instead.',
  AID_APPLICATION_WITHDRAWN: 'This financial aid application has been withdrawn. A withdrawal is final.',
  // The package
  AID_NO_PACKAGE: 'There is no financial aid package to reply to for this application',
  AID_PACKAGE_ALREADY_ACCEPTED: 'You have accepted this financial aid package. An acceptance cannot be reversed.',
  AID_PACKAGE_ALREADY_REJECTED: 'You have rejected this financial aid package. Your reply is final.',
  AID_OFFER_LAPSED: 'Offer has lapsed. Please contact Office of Financial Aid for further assistance.',
  AID_SELECTION_REQUIRED: 'Choose at least one bursary or loan of the package',
  AID_SELECTION_UNKNOWN_ITEM: 'Choose only bursaries and loans of the package offered to you',
  AID_LOAN_PERCENT_REQUIRED: 'Enter the percentage of the fee you wish to borrow',
  // Names its loan's field ({field}, the label): one package may offer several loans.
  AID_LOAN_PERCENT_RANGE: '{field} must be a whole number from 1 to {0}',
  // The shared schema's check, before the package (and so each loan's maximum) is known.
  AID_LOAN_PERCENT_WHOLE: 'Enter the percentage of the fee you wish to borrow as a whole number, from 1 up to the loan’s maximum',
  AID_REJECT_REASON_REQUIRED: 'Choose at least one reason for rejecting the package',
  AID_REJECT_COMMENTS_REQUIRED: 'Enter your other reason in the comments',
  // Appeal or request for review
  AID_APPEAL_KIND_REQUIRED: 'Choose whether you are appealing or requesting a review',
  AID_APPEAL_REASON_REQUIRED: 'Enter the reasons for your appeal or request for review',
  AID_APPEAL_NO_OUTCOME: 'You can appeal or request a review once your financial aid application has an outcome',
  AID_APPEAL_CLOSED: 'The period for appeals and requests for review closed on {0}',
  AID_APPEAL_PENDING: 'You have already submitted an appeal or request for review this academic year, and it is being processed. Only one is allowed each academic year.',
  AID_APPEAL_PROCESSED: 'You cannot submit another appeal as your current appeal has been processed.',
  // Update of circumstances
  AID_UPDATE_NOT_ALLOWED: 'You can update your financial aid application once it has been processed',
  AID_UPDATE_PENDING: 'Your previous update is being processed. You can send another once it has been processed.',
  AID_CHANGE_KIND_REQUIRED: 'Choose at least one change in your circumstances',
  AID_UPDATE_DESCRIPTION_REQUIRED: 'Describe the changes in your circumstances',
  AID_HOUSEHOLD_SIZE_RANGE: 'Enter a household size from 1 to 20',
  AID_HOUSEHOLD_BOTH: 'Enter both the household size and the gross monthly household income, or neither',
  // Requested documents
  AID_NO_DOCUMENT_REQUEST: 'The Office of Financial Aid has not asked you for any documents',
  AID_DOCUMENTS_NONE: 'Upload at least one document before you send them',
  // Withdrawal
  AID_WITHDRAW_CONFIRM_REQUIRED: 'Confirm that you understand a withdrawal is final',
  AID_GUARANTOR_NOT_NEEDED: 'A guarantor is needed only when you have accepted a loan',
} as const;

export const FINANCIAL_AID_AFTER_MESSAGES_ZH_HANS: Record<keyof typeof FINANCIAL_AID_AFTER_MESSAGES, string> = {
  AID_APPLICATION_NOT_SUBMITTED: '此经济资助申请尚未提交。您可以删除草稿。',
  AID_APPLICATION_WITHDRAWN: '此经济资助申请已撤回。撤回为最终决定。',
  AID_NO_PACKAGE: '此申请没有可答复的经济资助配套',
  AID_PACKAGE_ALREADY_ACCEPTED: '您已接受此经济资助配套。接受后不可撤销。',
  AID_PACKAGE_ALREADY_REJECTED: '您已拒绝此经济资助配套。此答复为最终决定。',
  AID_OFFER_LAPSED: '此资助已失效。如需协助，请联系经济资助办公室。',
  AID_SELECTION_REQUIRED: '请至少选择配套中的一项助学金或贷款',
  AID_SELECTION_UNKNOWN_ITEM: '请只选择向您提供的配套中的助学金和贷款',
  AID_LOAN_PERCENT_REQUIRED: '请输入您希望贷款的学费百分比',
  AID_LOAN_PERCENT_RANGE: '{field}须为 1 至 {0} 之间的整数',
  AID_LOAN_PERCENT_WHOLE: '请以整数输入您希望贷款的学费百分比，最少为 1，最多为该贷款的上限',
  AID_REJECT_REASON_REQUIRED: '请至少选择一个拒绝配套的原因',
  AID_REJECT_COMMENTS_REQUIRED: '请在备注中填写您的其他原因',
  AID_APPEAL_KIND_REQUIRED: '请选择您是提出申诉还是申请复核',
  AID_APPEAL_REASON_REQUIRED: '请填写您申诉或申请复核的理由',
  AID_APPEAL_NO_OUTCOME: '您的经济资助申请有结果后，方可提出申诉或申请复核',
  AID_APPEAL_CLOSED: '申诉及申请复核的期限已于 {0} 截止',
  AID_APPEAL_PENDING: '您本学年已提交申诉或复核申请，目前正在处理中。每学年只可提交一次。',
  AID_APPEAL_PROCESSED: '您的申诉已处理完毕，不可再次提交申诉。',
  AID_UPDATE_NOT_ALLOWED: '您的经济资助申请处理完毕后，方可更新申请',
  AID_UPDATE_PENDING: '您之前提交的更新正在处理中。处理完毕后方可再次提交。',
  AID_CHANGE_KIND_REQUIRED: '请至少选择一项情况变化',
  AID_UPDATE_DESCRIPTION_REQUIRED: '请说明您的情况变化',
  AID_HOUSEHOLD_SIZE_RANGE: '请输入 1 至 20 之间的家庭人数',
  AID_HOUSEHOLD_BOTH: '请同时填写家庭人数和家庭每月总收入，或两者都不填',
  AID_NO_DOCUMENT_REQUEST: '经济资助办公室没有要求您提交任何文件',
  AID_DOCUMENTS_NONE: '请至少上传一份文件后再提交',
  AID_WITHDRAW_CONFIRM_REQUIRED: '请确认您明白撤回为最终决定',
  AID_GUARANTOR_NOT_NEEDED: '只有在您接受贷款后才需要担保人',
};
