/**
 * Message codes of financial aid — the loan guarantor (branch fa-guarantor) — in English and Simplified Chinese. Spread into the
 * catalogue (messages.ts and messages.zh-Hans.ts) so the API and the browser word them like every other code.
 */
export const FINANCIAL_AID_GUARANTOR_MESSAGES = {
  GUARANTOR_PERSONAL_EMAIL:
    "A guarantor's e-mail must be a personal address (for example Gmail, Outlook, Yahoo or iCloud), not a company or institutional address",
  GUARANTOR_TOO_YOUNG: 'A guarantor must be aged {0} or older',
  GUARANTOR_NOT_BANKRUPT_REQUIRED: 'Confirm that the guarantor is not an undischarged bankrupt',
  GUARANTOR_NOT_AVAILABLE: 'Guarantor information is needed only after you have accepted a financial aid package with a loan',
  GUARANTOR_ALREADY_CONFIRMED: 'Your guarantor has already confirmed. Please contact the Office of Financial Aid to change your guarantor.',
  GUARANTOR_LINK_INVALID: 'This link cannot be used. The applicant may have changed the guarantor details and a new link been sent. Please use the latest e-mail.',
  GUARANTOR_LINK_EXPIRED: 'This link has expired. Please ask the applicant to send you a new link.',
  GUARANTOR_LINK_USED: 'This link has already been used: you have confirmed as guarantor. No further action is needed.',
  GUARANTOR_SIGNATURE_MISMATCH: 'Type your full name exactly as the applicant gave it',
  GUARANTOR_DECLARATION_REQUIRED: 'Confirm every declaration to stand as guarantor',
} as const;

export const FINANCIAL_AID_GUARANTOR_MESSAGES_ZH_HANS: Record<keyof typeof FINANCIAL_AID_GUARANTOR_MESSAGES, string> = {
  GUARANTOR_PERSONAL_EMAIL: '担保人的电子邮箱必须是个人邮箱（例如 Gmail、Outlook、Yahoo 或 iCloud），不能是公司或机构邮箱',
  GUARANTOR_TOO_YOUNG: '担保人必须年满 {0} 岁',
  GUARANTOR_NOT_BANKRUPT_REQUIRED: '请确认担保人并非未解除破产者',
  GUARANTOR_NOT_AVAILABLE: '您须先接受含贷款的经济资助配套，才需填写担保人资料',
  GUARANTOR_ALREADY_CONFIRMED: '您的担保人已确认。如需更换担保人，请联系经济资助办公室。',
  GUARANTOR_LINK_INVALID: '此链接无法使用。申请人可能已更改担保人资料并发送了新链接，请使用最新的电子邮件。',
  GUARANTOR_LINK_EXPIRED: '此链接已过期。请联系申请人为您发送新链接。',
  GUARANTOR_LINK_USED: '此链接已使用：您已确认担任担保人，无需再采取任何行动。',
  GUARANTOR_SIGNATURE_MISMATCH: '请按申请人提供的资料完整填写您的姓名',
  GUARANTOR_DECLARATION_REQUIRED: '请确认所有声明以担任担保人',
};
