/** The payment remote's pages (under /applicant/payment). */
export const payPaths = {
  details: '/applicant/payment',
  fee: (feeId: string) => `/applicant/payment/fees/${feeId}`,
  payment: (paymentId: string) => `/applicant/payment/payments/${paymentId}`,
};
