/**
 * Message codes of financial aid — the application form: start, sections, submit (branch fa-form-api) — in English and Simplified Chinese. Spread into the
 * catalogue (messages.ts and messages.zh-Hans.ts) so the API and the browser word them like every other code.
 */
export const FINANCIAL_AID_FORM_MESSAGES = {
  // Starting an application
  AID_ALREADY_APPLIED: 'You already have a financial aid application for this academic year. Continue it from your list of financial aid applications.',
  AID_WITHDRAWN_NO_REAPPLY:
    'Your financial aid application for this academic year was withdrawn. A withdrawal is final: you cannot apply again this academic year. Please contact the Office of Financial Aid for further assistance.',
  AID_APPLICATIONS_CLOSED: 'Financial aid applications for this academic year are not open. Please check the application period on this page.',
  AID_NOT_ELIGIBLE: 'Based on the citizenship and tuition grant choice in your admission application, none of this academic year\u2019s financial aid schemes is open to you.',
  AID_ADMISSION_NOT_SUBMITTED: 'Submit your admission application for this academic year before you apply for financial aid.',
  // Sections
  AID_SOUGHT_REQUIRED: 'Choose at least one type of financial aid',
  AID_SOUGHT_NOT_AVAILABLE: 'This type of financial aid is not open to you this academic year',
  AID_AGE_RANGE: 'Enter an age from {0} to {1} in whole years',
  TOO_MANY_FAMILY_MEMBERS: 'You can list up to {0} family members (a household of up to 20 people, including you)',
  AID_MEDICAL_CONDITION_REQUIRED: 'Add at least one medical condition, or answer No',
  AID_TOO_MANY_BURSARIES: 'You can list up to {0} bursaries',
  AID_TOO_MANY_LOANS: 'You can list up to {0} loans',
  AID_TOO_MANY_ACTIVITIES: 'You can list up to {0} co-curricular activities',
  AID_DATE_FORMAT: 'Enter a real date, like 2027-08-01',
  AID_YEAR_FORMAT: 'Enter the year as 4 digits, like 2026',
  AID_END_YEAR_BEFORE_START: 'The end year must be the same as or after the start year',
  AID_INCOME_PROOF_REQUIRED: 'Upload proof of income for the members of your household who have an income',
  AID_MEDICAL_BILL_REQUIRED: 'Upload a recent medical bill for the medical conditions you listed',
  AID_INHERITANCE_PROOF_REQUIRED: 'Upload a document showing the inheritance you received',
  // Submitting
  AID_APPLICATION_INCOMPLETE: 'Complete every section before you submit your financial aid application',
} as const;

export const FINANCIAL_AID_FORM_MESSAGES_ZH_HANS: Record<keyof typeof FINANCIAL_AID_FORM_MESSAGES, string> = {
  AID_ALREADY_APPLIED: '您已有本学年的经济资助申请。请从您的经济资助申请列表继续填写。',
  AID_WITHDRAWN_NO_REAPPLY: '您本学年的经济资助申请已撤回。撤回后不可恢复，本学年不能再次申请。如需进一步协助，请联系经济资助办公室。',
  AID_APPLICATIONS_CLOSED: '本学年的经济资助申请目前未开放。请查看本页所示的申请期限。',
  AID_NOT_ELIGIBLE: '根据您入学申请中的公民身份及政府学费津贴选择，本学年没有适用于您的经济资助计划。',
  AID_ADMISSION_NOT_SUBMITTED: '请先提交本学年的入学申请，再申请经济资助。',
  AID_SOUGHT_REQUIRED: '请至少选择一种经济资助',
  AID_SOUGHT_NOT_AVAILABLE: '本学年您不能申请此类经济资助',
  AID_AGE_RANGE: '请输入 {0} 至 {1} 之间的整数年龄',
  TOO_MANY_FAMILY_MEMBERS: '您最多可填写 {0} 名家庭成员（连同您本人，家庭人数最多 20 人）',
  AID_MEDICAL_CONDITION_REQUIRED: '请至少填写一项疾病或残障情况，或选择“否”',
  AID_TOO_MANY_BURSARIES: '您最多可填写 {0} 项助学金',
  AID_TOO_MANY_LOANS: '您最多可填写 {0} 项贷款',
  AID_TOO_MANY_ACTIVITIES: '您最多可填写 {0} 项课外活动',
  AID_DATE_FORMAT: '请输入有效日期，例如 2027-08-01',
  AID_YEAR_FORMAT: '请以 4 位数字输入年份，例如 2026',
  AID_END_YEAR_BEFORE_START: '结束年份不得早于开始年份',
  AID_INCOME_PROOF_REQUIRED: '请上传家庭中有收入成员的收入证明',
  AID_MEDICAL_BILL_REQUIRED: '请上传您所填写疾病或残障情况的近期医疗账单',
  AID_INHERITANCE_PROOF_REQUIRED: '请上传您所获遗产的证明文件',
  AID_APPLICATION_INCOMPLETE: '请先填写完所有部分，再提交经济资助申请',
};
