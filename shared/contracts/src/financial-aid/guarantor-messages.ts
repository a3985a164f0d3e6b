/**
 * Message codes of financial aid — the loan guarantor (branch fa-guarantor) — in English and Simplified Chinese. Spread into the
 * catalogue (messages.ts and messages.zh-Hans.ts) so the API and the browser word them like every other code.
 */
export const FINANCIAL_AID_GUARANTOR_MESSAGES = {} as const;

export const FINANCIAL_AID_GUARANTOR_MESSAGES_ZH_HANS: Record<keyof typeof FINANCIAL_AID_GUARANTOR_MESSAGES, string> = {};
