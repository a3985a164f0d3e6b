/** The finance console's API paths (the shared client adds /api) and its own URLs (relative to /office/payment). */
export const financeApi = {
  fees: '/office/payment/fees',
  fee: (feeId: string) => `/office/payment/fees/${feeId}`,
  anomalies: '/office/payment/anomalies',
};

export const financePaths = {
  fee: (feeId: string) => `/fees/${feeId}`,
  anomalies: '/anomalies',
};

/** How the fee's page learns, after a redirect from a form, what was just done (router state). */
export type FeeActionDone = { done: 'received' | 'waived' };
