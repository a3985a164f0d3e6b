/**
 * Message codes of the scholarship award (outcome, reply, Letter of Acceptance & Undertaking,
 * sureties), in English and Simplified Chinese. Spread into the catalogue (messages.ts and
 * messages.zh-Hans.ts) so the API and the browser word them like every other code.
 */
export const SCHOLARSHIP_AWARD_MESSAGES = {
  // The Scholarships Office records and releases outcomes
  SCHOLARSHIP_RESULT_REQUIRED: 'Choose the outcome: offered or unsuccessful',
  SCHOLARSHIP_OFFERED_REQUIRED: 'Choose the scholarship offered',
  SCHOLARSHIP_NOT_IN_YEAR: "Choose a scholarship of this application's academic year",
  SCHOLARSHIP_APPLICATION_NOT_SUBMITTED: 'An outcome can be recorded only for a submitted scholarship application',
  SCHOLARSHIP_OUTCOME_ALREADY_RELEASED: 'This scholarship outcome has been released to the applicant and can no longer be changed',
  // The applicant's reply to a scholarship offer
  SCHOLARSHIP_DECISION_REQUIRED: 'Choose whether you accept or decline the scholarship offer',
  SCHOLARSHIP_DECLINE_REASON_REQUIRED: 'Enter your reason for declining the scholarship offer',
  NO_SCHOLARSHIP_OFFER: 'There is no scholarship offer to reply to for this application',
  SCHOLARSHIP_OFFER_ALREADY_REPLIED: 'You have already replied to this scholarship offer. Your reply is final.',
  SCHOLARSHIP_OFFER_LAPSED: 'Offer has lapsed. Please contact the Scholarships Office for further assistance.',
  // Letter of Acceptance & Undertaking
  UNDERTAKING_NOT_AVAILABLE: 'The Letter of Acceptance & Undertaking is available once you have accepted the scholarship offer',
  UNDERTAKING_ALREADY_ACCEPTED: 'You have already accepted the Letter of Acceptance & Undertaking',
  UNDERTAKING_NAME_MISMATCH: 'Type your full name exactly as it appears in your application',
  UNDERTAKING_DECLARATION_REQUIRED: 'Confirm this declaration to accept the undertaking',
  GUARDIAN_ENDORSEMENT_REQUIRED: 'As you are under 18, your parent or legal guardian must endorse the undertaking',
  // Sureties
  SURETIES_NOT_AVAILABLE: 'Sureties can be nominated once you have accepted the Letter of Acceptance & Undertaking',
  SURETY_ALREADY_CONFIRMED: 'This surety has confirmed the undertaking; their details can no longer be changed',
  SURETY_DETAILS_REQUIRED: "Save this surety's details before sending the invitation",
  SURETY_AGE_OUT_OF_RANGE: 'A surety must be aged 21 to 49 on 1 August {0}',
  SURETY_GRANT_AGE_OUT_OF_RANGE: 'A surety for the tuition grant must be over 21 and under 65 on 1 August {0}',
  SURETY_NOT_EMPLOYED: 'A surety must be in employment',
  SURETY_EMPLOYMENT_LETTER_TOO_OLD: 'The employment letter must be dated 1 June {0} or later',
  SURETY_EMPLOYMENT_LETTER_IN_FUTURE: 'The date of the employment letter must be today or in the past',
  SURETY_FAMILY_LIMIT: 'At most one of your two sureties may be an immediate family member',
  SURETY_BANKRUPT: 'A surety must not be a bankrupt',
  SURETY_EXISTING_AGREEMENT: 'A surety must not be party to an existing scholarship, loan or grant agreement',
  SURETY_IDENTIFICATION_REQUIRED: "Upload the surety's identification document",
  SURETY_EMPLOYMENT_LETTER_REQUIRED: "Upload the surety's employment letter",
  SURETY_LINK_INVALID: 'This link cannot be used. It may already have been used. Please ask the applicant to send you a new link.',
  SURETY_LINK_EXPIRED: 'This link has expired. Please ask the applicant to send you a new link.',
  SURETY_SIGNATURE_MISMATCH: 'Type your full name exactly as the applicant gave it',
  SURETY_DECLARATION_REQUIRED: 'Confirm the declaration to stand as surety',
} as const;

export const SCHOLARSHIP_AWARD_MESSAGES_ZH_HANS: Record<keyof typeof SCHOLARSHIP_AWARD_MESSAGES, string> = {
  // 奖学金办公室登记并发布结果
  SCHOLARSHIP_RESULT_REQUIRED: '请选择结果：获颁或未获颁',
  SCHOLARSHIP_OFFERED_REQUIRED: '请选择颁发的奖学金',
  SCHOLARSHIP_NOT_IN_YEAR: '请选择本申请所属学年的奖学金',
  SCHOLARSHIP_APPLICATION_NOT_SUBMITTED: '只能为已提交的奖学金申请登记结果',
  SCHOLARSHIP_OUTCOME_ALREADY_RELEASED: '此奖学金结果已向申请人发布，不能再更改',
  // 申请人答复奖学金颁发通知
  SCHOLARSHIP_DECISION_REQUIRED: '请选择接受或拒绝奖学金',
  SCHOLARSHIP_DECLINE_REASON_REQUIRED: '请填写您拒绝奖学金的原因',
  NO_SCHOLARSHIP_OFFER: '此申请没有可答复的奖学金颁发通知',
  SCHOLARSHIP_OFFER_ALREADY_REPLIED: '您已答复此奖学金颁发通知。此答复为最终决定。',
  SCHOLARSHIP_OFFER_LAPSED: '此奖学金颁发通知已失效。如需协助，请联系奖学金办公室。',
  // 接受与承诺书
  UNDERTAKING_NOT_AVAILABLE: '您接受奖学金后，方可查阅并接受《接受与承诺书》',
  UNDERTAKING_ALREADY_ACCEPTED: '您已接受《接受与承诺书》',
  UNDERTAKING_NAME_MISMATCH: '请按申请表上的姓名完整填写您的姓名',
  UNDERTAKING_DECLARATION_REQUIRED: '请确认此声明以接受承诺书',
  GUARDIAN_ENDORSEMENT_REQUIRED: '由于您未满 18 岁，承诺书须由您的父母或法定监护人签署认可',
  // 担保人
  SURETIES_NOT_AVAILABLE: '您接受《接受与承诺书》后，方可提名担保人',
  SURETY_ALREADY_CONFIRMED: '此担保人已确认承诺书，其资料不能再更改',
  SURETY_DETAILS_REQUIRED: '请先保存此担保人的资料，再发送邀请',
  SURETY_AGE_OUT_OF_RANGE: '担保人于 {0} 年 8 月 1 日须年满 21 岁且不超过 49 岁',
  SURETY_GRANT_AGE_OUT_OF_RANGE: '学费津贴的担保人于 {0} 年 8 月 1 日须年龄超过 21 岁且未满 65 岁',
  SURETY_NOT_EMPLOYED: '担保人须在职',
  SURETY_EMPLOYMENT_LETTER_TOO_OLD: '雇佣证明信的日期须为 {0} 年 6 月 1 日或之后',
  SURETY_EMPLOYMENT_LETTER_IN_FUTURE: '雇佣证明信的日期不能晚于今天',
  SURETY_FAMILY_LIMIT: '两名担保人中最多只能有一名是您的直系亲属',
  SURETY_BANKRUPT: '担保人不得为破产人',
  SURETY_EXISTING_AGREEMENT: '担保人不得是现有奖学金、贷款或助学金协议的当事人',
  SURETY_IDENTIFICATION_REQUIRED: '请上传担保人的身份证明文件',
  SURETY_EMPLOYMENT_LETTER_REQUIRED: '请上传担保人的雇佣证明信',
  SURETY_LINK_INVALID: '此链接无法使用，可能已被使用。请联系申请人为您发送新链接。',
  SURETY_LINK_EXPIRED: '此链接已过期。请联系申请人为您发送新链接。',
  SURETY_SIGNATURE_MISMATCH: '请按申请人提供的资料完整填写您的姓名',
  SURETY_DECLARATION_REQUIRED: '请确认声明以担任担保人',
};
