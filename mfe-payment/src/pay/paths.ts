/**
 * The payment remote's pages, relative to where the shell mounts it (/applicant/payment): the remote's
 * router has that as its basename, so these are what its Links take.
 */

export const payPaths = {
  details: '/',
  fee: (feeId: string) => `/fees/${feeId}`,
  payment: (paymentId: string) => `/payments/${paymentId}`,
};
