/**
 * Message codes of financial aid — the Office of Financial Aid console (branch fa-office) — in English and Simplified Chinese. Spread into the
 * catalogue (messages.ts and messages.zh-Hans.ts) so the API and the browser word them like every other code.
 */
export const FINANCIAL_AID_OFFICE_MESSAGES = {} as const;

export const FINANCIAL_AID_OFFICE_MESSAGES_ZH_HANS: Record<keyof typeof FINANCIAL_AID_OFFICE_MESSAGES, string> = {};
