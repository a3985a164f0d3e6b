/**
 * The finance office's console (issue 11): fees with their payments, searched and filtered, one
 * fee's full record, and the office's two actions on a fee (waive it, record it received offline).
 * GET/POST /api/office/payment/… ; the forms' schemas are in ../schemas/office-payment.ts.
 */
import type { FeeStatus } from '../api';
import type { FeeKind } from '../fee-kinds';
import type { Language } from '../languages';
import type { PaymentMethod, PaymentStatus } from '../payment';
import type { OfficeTimelineEvent } from './timeline';


/** The timeline events about fees and payments (form_events kinds), as the fee's page lists them. */
export const FEE_TIMELINE_KINDS = ['PAYMENT_RECEIVED', 'PAYMENT_UNSUCCESSFUL', 'PAYMENT_REFUND_DUE', 'FEE_WAIVED', 'FEE_RECEIVED_OFFLINE'] as const;

export const FINANCE_PAGE_SIZE = 25;

/** What an offline payment's note and bank reference may hold (the form shows the counts). */
export const OFFLINE_PAYMENT_LIMITS = { bankReference: 100, note: 1000 } as const;
/** The reason the office gives for waiving a fee, shown to the applicant. */
export const FEE_WAIVER_REASON_MAX = 1000;

export interface OfficeFeeRow {
  id: string;
  kind: FeeKind;
  description: string;
  applicationNumber: string | null;
  applicantName: string;
  amountCents: number;
  status: FeeStatus;
  dueDate: string | null;
  createdAt: string;
  /** The newest payment's reference (of any attempt), to recognise the fee by what the applicant quotes. */
  latestReference: string | null;
}

export interface OfficeFeePage {
  items: OfficeFeeRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** One attempt to pay, as the finance office sees it: every attempt, including pages closed unpaid. */
export interface OfficePaymentView {
  id: string;
  reference: string;
  method: PaymentMethod;
  status: PaymentStatus;
  amountCents: number;
  gstCents: number;
  totalCents: number;
  createdAt: string;
  submittedAt: string | null;
  receivedAt: string | null;
  /** The day the money arrived (an offline payment: as the officer recorded it), yyyy-mm-dd. */
  receivedOn: string | null;
  failedAt: string | null;
  /** The gateway's reference for the money, or the bank's for an offline payment. */
  gatewayReference: string | null;
  note: string | null;
  /** The officer who recorded an offline payment. */
  recordedBy: string | null;
}

export interface OfficeFeeView {
  id: string;
  kind: FeeKind;
  description: string;
  applicationNumber: string | null;
  /** language: the one the applicant chose for the portal and its e-mails (null: never chosen). */
  applicant: { fullName: string; email: string; language: Language | null };
  amountCents: number;
  gstPercent: number;
  gstCents: number;
  totalCents: number;
  status: FeeStatus;
  dueDate: string | null;
  waived: { reason: string; at: string; by: string | null } | null;
  /** Newest first. */
  payments: OfficePaymentView[];
  /** Oldest first, naming the officer behind each office event. */
  timeline: OfficeTimelineEvent[];
  /** Whether the office may still waive it or record it received (UNPAID or UNSUCCESSFUL, nothing being confirmed). */
  actionable: boolean;
}

/**
 * What the gateway reported that did not match what the portal asked for when it opened the checkout
 * (issue 31): the checkout session id, the payment it names, the amount or the currency, or a
 * reference the portal never made. Such a report settles nothing; the finance console lists it.
 */
export const PAYMENT_ANOMALY_KINDS = ['SESSION', 'REFERENCE', 'AMOUNT', 'CURRENCY', 'UNKNOWN_REFERENCE'] as const;
export type PaymentAnomalyKind = (typeof PAYMENT_ANOMALY_KINDS)[number];
/** Where the report came from: the gateway's signed webhook, or the portal asking it (return page, reconciliation). */
export const PAYMENT_ANOMALY_SOURCES = ['WEBHOOK', 'GATEWAY_QUERY'] as const;
export type PaymentAnomalySource = (typeof PAYMENT_ANOMALY_SOURCES)[number];

/** How many anomalies the finance console lists (the newest). */
export const PAYMENT_ANOMALIES_LISTED = 100;

export interface PaymentAnomalyView {
  id: string;
  detectedAt: string;
  source: PaymentAnomalySource;
  kind: PaymentAnomalyKind;
  /** The webhook event's id (null for the portal's own questions). */
  eventId: string | null;
  checkoutSessionId: string | null;
  /** For AMOUNT, cents (the total with GST); for CURRENCY, the code; for SESSION, a session id; for REFERENCE, a payment id. Null when the portal recorded nothing to compare. */
  expected: string | null;
  received: string | null;
  /** The payment the report was matched to (null for an unknown reference). */
  payment: { id: string; reference: string; feeId: string } | null;
}

export interface PaymentAnomalyList {
  items: PaymentAnomalyView[];
}
