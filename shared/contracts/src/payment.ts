/**
 * Paying fees (issue 11; spec: Payment Details, Application Fee Payment, Entrance Exam Payment;
 * states submitted, already received, waived, unsuccessful). Shared by the API, the payment remote
 * and the finance office's console.
 */
import type { FeeStatus } from './api';
import type { FeeKind } from './fee-kinds';

/** Spec: "Payment unsuccessful: try again in 15 minutes." */
export const PAYMENT_RETRY_MINUTES = 15;

/**
 * One attempt to pay a fee.
 *   OPEN          a hosted checkout page is open; nothing paid yet
 *   SUBMITTED     the applicant finished the page; the gateway has not confirmed the money yet
 *   RECEIVED      the gateway confirmed it (or the finance office recorded an offline payment)
 *   UNSUCCESSFUL  the gateway refused it
 *   EXPIRED       the page closed (timed out or withdrawn) without payment
 */
export const PAYMENT_STATUSES = ['OPEN', 'SUBMITTED', 'RECEIVED', 'UNSUCCESSFUL', 'EXPIRED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** GATEWAY: paid online through the hosted checkout; OFFLINE: recorded by the finance office (e.g. bank transfer). */
export type PaymentMethod = 'GATEWAY' | 'OFFLINE';

/** GST on a fee, in cents, at the configured percentage (rounded half up, as on a tax invoice). */
export function gstCents(amountCents: number, gstPercent: number): number {
  return Math.round((amountCents * gstPercent) / 100);
}

export interface PaymentView {
  id: string;
  feeId: string;
  /** The portal's payment reference, on the receipt. */
  reference: string;
  amountCents: number;
  gstCents: number;
  totalCents: number;
  currency: 'SGD';
  status: PaymentStatus;
  method: PaymentMethod;
  createdAt: string;
  /** When the money was confirmed; null until then. */
  receivedAt: string | null;
  /** When the gateway refused it; Pay is offered again PAYMENT_RETRY_MINUTES later. */
  failedAt: string | null;
}

/**
 * Why Pay is not offered for a fee now (null: it is).
 *   WAIVED / RECEIVED   nothing to pay
 *   BEING_CONFIRMED     a payment is waiting for the gateway's confirmation (up to one working day)
 *   RETRY_LATER         the last payment was unsuccessful less than 15 minutes ago (see retryAfter)
 *   NOTHING_DUE         the amount is zero
 */
export type PayBlock = 'WAIVED' | 'RECEIVED' | 'BEING_CONFIRMED' | 'RETRY_LATER' | 'NOTHING_DUE';

/** One fee as the payment pages show it: what is due, with GST, and whether it can be paid now. */
export interface FeeDetail {
  id: string;
  kind: FeeKind;
  description: string;
  applicationNumber: string | null;
  amountCents: number;
  gstPercent: number;
  gstCents: number;
  totalCents: number;
  currency: 'SGD';
  status: FeeStatus;
  dueDate: string | null;
  payBlock: PayBlock | null;
  /** When Pay is offered again after an unsuccessful payment (ISO time); null when not waiting. */
  retryAfter: string | null;
  /** Newest first. */
  payments: PaymentView[];
}

/** The answer to "pay": the hosted checkout page to send the browser to. */
export interface CheckoutStart {
  paymentId: string;
  checkoutUrl: string;
}

/** A fee as the office's appeal and waiver screens show it. */
export interface OfficeFee {
  id: string;
  amountCents: number;
  status: 'UNPAID' | 'SUBMITTED' | 'RECEIVED' | 'WAIVED' | 'UNSUCCESSFUL';
  waivedReason: string | null;
  waivedAt: string | null;
}
