/**
 * What the payment routes answer, from the contract types (shared/contracts payment.ts and
 * office/payment.ts): the applicant's fees and payments, and the finance console's.
 */
import { FEE_KINDS } from '@portal/contracts/fee-kinds';
import { FEE_STATUSES } from '@portal/contracts/fee-statuses';
import { LANGUAGES } from '@portal/contracts/languages';
import { PAYMENT_ANOMALY_KINDS, PAYMENT_ANOMALY_SOURCES } from '@portal/contracts/office/payment';
import { PAYMENT_STATUSES } from '@portal/contracts/payment';
import { isoDateTime, nullable } from '../../http/list-route';
import { instant as dateTime } from '../../http/openapi-schemas';
import { officeTimelineResponseSchema } from '../../staff/timeline';

/** A calendar day, yyyy-mm-dd. */
const day = nullable('string', { format: 'date' });
const feeKind = { type: 'string', enum: [...FEE_KINDS] } as const;
const feeStatus = { type: 'string', enum: [...FEE_STATUSES] } as const;
const paymentStatus = { type: 'string', enum: [...PAYMENT_STATUSES] } as const;
const paymentMethod = { type: 'string', enum: ['GATEWAY', 'OFFLINE'] } as const;

export const feeParams = { type: 'object', required: ['feeId'], properties: { feeId: { type: 'string', format: 'uuid' } } } as const;
export const paymentParams = { type: 'object', required: ['paymentId'], properties: { paymentId: { type: 'string', format: 'uuid' } } } as const;

/** One attempt to pay, as the applicant sees it (PaymentView). */
export const paymentViewSchema = {
  type: 'object',
  required: ['id', 'feeId', 'reference', 'amountCents', 'gstCents', 'totalCents', 'currency', 'status', 'method', 'createdAt', 'receivedAt', 'failedAt'],
  properties: {
    id: { type: 'string' },
    feeId: { type: 'string' },
    reference: { type: 'string' },
    amountCents: { type: 'integer' },
    gstCents: { type: 'integer' },
    totalCents: { type: 'integer' },
    currency: { type: 'string', enum: ['SGD'] },
    status: paymentStatus,
    method: paymentMethod,
    createdAt: dateTime,
    receivedAt: isoDateTime,
    failedAt: isoDateTime,
  },
} as const;

/** One fee as the payment pages show it (FeeDetail). */
export const feeDetailSchema = {
  type: 'object',
  required: ['id', 'kind', 'description', 'applicationNumber', 'amountCents', 'gstPercent', 'gstCents', 'totalCents', 'currency', 'status', 'dueDate', 'payBlock', 'retryAfter', 'payments'],
  properties: {
    id: { type: 'string' },
    kind: feeKind,
    description: { type: 'string' },
    applicationNumber: nullable('string'),
    amountCents: { type: 'integer' },
    gstPercent: { type: 'number' },
    gstCents: { type: 'integer' },
    totalCents: { type: 'integer' },
    currency: { type: 'string', enum: ['SGD'] },
    status: feeStatus,
    dueDate: day,
    payBlock: {
      type: ['string', 'null'],
      enum: ['WAIVED', 'RECEIVED', 'BEING_CONFIRMED', 'RETRY_LATER', 'NOTHING_DUE', null],
      description: 'Why Pay is not offered now; null when it is',
    },
    retryAfter: { ...isoDateTime, description: 'When Pay is offered again after an unsuccessful payment' },
    payments: { type: 'array', items: paymentViewSchema, description: 'Newest first' },
  },
} as const;

export const checkoutStartSchema = {
  type: 'object',
  required: ['paymentId', 'checkoutUrl'],
  properties: { paymentId: { type: 'string' }, checkoutUrl: { type: 'string', description: "The gateway's hosted checkout page" } },
} as const;

/** The page the gateway returns to: the payment and its fee. */
export const paymentWithFeeSchema = {
  type: 'object',
  required: ['payment', 'fee'],
  properties: { payment: paymentViewSchema, fee: feeDetailSchema },
} as const;

/** A fee in the finance console's list (OfficeFeeRow). */
const officeFeeRowSchema = {
  type: 'object',
  required: ['id', 'kind', 'description', 'applicationNumber', 'applicantName', 'amountCents', 'status', 'dueDate', 'createdAt', 'latestReference'],
  properties: {
    id: { type: 'string' },
    kind: feeKind,
    description: { type: 'string' },
    applicationNumber: nullable('string'),
    applicantName: { type: 'string' },
    amountCents: { type: 'integer' },
    status: feeStatus,
    dueDate: day,
    createdAt: dateTime,
    latestReference: nullable('string'),
  },
} as const;

export const officeFeePageSchema = {
  type: 'object',
  required: ['items', 'total', 'page', 'pageSize'],
  properties: { items: { type: 'array', items: officeFeeRowSchema }, total: { type: 'integer' }, page: { type: 'integer' }, pageSize: { type: 'integer' } },
} as const;

/** One attempt to pay as the finance office sees it (OfficePaymentView). */
const officePaymentSchema = {
  type: 'object',
  required: [
    'id', 'reference', 'method', 'status', 'amountCents', 'gstCents', 'totalCents', 'createdAt', 'submittedAt',
    'receivedAt', 'receivedOn', 'failedAt', 'gatewayReference', 'note', 'recordedBy',
  ],
  properties: {
    id: { type: 'string' },
    reference: { type: 'string' },
    method: paymentMethod,
    status: paymentStatus,
    amountCents: { type: 'integer' },
    gstCents: { type: 'integer' },
    totalCents: { type: 'integer' },
    createdAt: dateTime,
    submittedAt: isoDateTime,
    receivedAt: isoDateTime,
    receivedOn: day,
    failedAt: isoDateTime,
    gatewayReference: nullable('string'),
    note: nullable('string'),
    recordedBy: nullable('string', { description: 'The officer who recorded an offline payment' }),
  },
} as const;

/** One fee's full record in the finance console (OfficeFeeView). */
export const officeFeeViewSchema = {
  type: 'object',
  required: [
    'id', 'kind', 'description', 'applicationNumber', 'applicant', 'amountCents', 'gstPercent', 'gstCents', 'totalCents',
    'status', 'dueDate', 'waived', 'payments', 'timeline', 'actionable',
  ],
  properties: {
    id: { type: 'string' },
    kind: feeKind,
    description: { type: 'string' },
    applicationNumber: nullable('string'),
    applicant: {
      type: 'object',
      required: ['fullName', 'email', 'language'],
      properties: {
        fullName: { type: 'string' },
        email: { type: 'string' },
        language: { type: ['string', 'null'], enum: [...LANGUAGES, null], description: 'The language the applicant chose for the portal and its e-mails; null: never chosen' },
      },
    },
    amountCents: { type: 'integer' },
    gstPercent: { type: 'number' },
    gstCents: { type: 'integer' },
    totalCents: { type: 'integer' },
    status: feeStatus,
    dueDate: day,
    waived: {
      type: ['object', 'null'],
      required: ['reason', 'at', 'by'],
      properties: { reason: { type: 'string' }, at: dateTime, by: nullable('string') },
    },
    payments: { type: 'array', items: officePaymentSchema, description: 'Newest first' },
    timeline: officeTimelineResponseSchema,
    actionable: { type: 'boolean', description: 'Whether the office may still waive it or record it received' },
  },
} as const;

export const paymentAnomalyListSchema = {
  type: 'object',
  required: ['items'],
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'detectedAt', 'source', 'kind', 'eventId', 'checkoutSessionId', 'expected', 'received', 'payment'],
        properties: {
          id: { type: 'string' },
          detectedAt: dateTime,
          source: { type: 'string', enum: [...PAYMENT_ANOMALY_SOURCES] },
          kind: { type: 'string', enum: [...PAYMENT_ANOMALY_KINDS] },
          eventId: nullable('string'),
          checkoutSessionId: nullable('string'),
          expected: nullable('string'),
          received: nullable('string'),
          payment: {
            type: ['object', 'null'],
            required: ['id', 'reference', 'feeId'],
            properties: { id: { type: 'string' }, reference: { type: 'string' }, feeId: { type: 'string' } },
          },
        },
      },
    },
  },
} as const;
