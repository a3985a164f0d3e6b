/** The finance console's API paths (the shared client adds /api) and its own URLs (relative to /office/payment). */
export const financeApi = {
  fees: '/office/payment/fees',
  fee: (feeId: string) => `/office/payment/fees/${feeId}`,
};

export const financePaths = {
  fee: (feeId: string) => `/fees/${feeId}`,
};

/** How the fee's page learns, after a redirect from a form, what was just done (router state). */
export type FeeActionDone = { done: 'received' | 'waived' };
