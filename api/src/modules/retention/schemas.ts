/** The retention routes' schemas: bodies are the shared yup schemas; answers are described here from the contract. */
import { RETENTION_KINDS, RETENTION_REPORT_STATUSES } from '@portal/contracts/office/retention';
import { retentionApprovalSchema, retentionDeclineSchema } from '@portal/contracts/schemas/office-retention';
import { errorResponses, instant, oneOf, uuid } from '../../http/openapi-schemas';
import { noBody } from '../../http/validation';

const TAGS = ['office'];
const nullableInstant = { type: ['string', 'null'], format: 'date-time' } as const;
const nullableText = { type: ['string', 'null'] } as const;

const period = {
  type: 'object',
  required: ['kind', 'amount', 'unit'],
  properties: { kind: oneOf(RETENTION_KINDS), amount: { type: 'integer', minimum: 1 }, unit: oneOf(['DAYS', 'YEARS'] as const) },
} as const;

export const retentionReportSchema = {
  type: 'object',
  required: ['id', 'status', 'preparedAt', 'preparedBy', 'expiresAt', 'decidedBy', 'decidedAt', 'declineReason', 'carriedOutAt', 'kinds'],
  properties: {
    id: uuid,
    status: oneOf(RETENTION_REPORT_STATUSES),
    preparedAt: instant,
    preparedBy: { ...nullableText, description: "The officer who asked for it by name; null: the daily job" },
    expiresAt: instant,
    decidedBy: nullableText,
    decidedAt: nullableInstant,
    declineReason: nullableText,
    carriedOutAt: nullableInstant,
    kinds: {
      type: 'array',
      items: {
        type: 'object',
        required: ['kind', 'count', 'oldest', 'newest', 'period'],
        properties: {
          kind: oneOf(RETENTION_KINDS),
          count: { type: 'integer', minimum: 0 },
          oldest: nullableInstant,
          newest: nullableInstant,
          period,
          removed: { type: 'integer', minimum: 0 },
          kept: { type: 'integer', minimum: 0 },
        },
      },
    },
  },
} as const;

const reportParams = { type: 'object', required: ['reportId'], properties: { reportId: { type: 'string' } } } as const;

export const overviewRoute = {
  tags: TAGS,
  summary: 'Personal data retention: the periods in force and the latest reports, newest first (office administrator)',
  response: {
    200: {
      type: 'object',
      required: ['periods', 'approvalDays', 'reports'],
      properties: { periods: { type: 'array', items: period }, approvalDays: { type: 'integer', minimum: 1 }, reports: { type: 'array', items: retentionReportSchema } },
    },
    ...errorResponses(401, 403),
  },
};

export const prepareRoute = {
  tags: TAGS,
  summary: 'Prepares a retention report now: per kind, how many records would go, their dates and the period applied (409 while another report is open)',
  body: noBody,
  response: { 201: retentionReportSchema, ...errorResponses(401, 403, 409) },
};

export const reportRoute = {
  tags: TAGS,
  summary: 'One retention report',
  params: reportParams,
  response: { 200: retentionReportSchema, ...errorResponses(401, 403, 404) },
};

export const recordsRoute = {
  tags: TAGS,
  summary: "A retention report's records by kind and id, as CSV headed in the officer's language (no names or other personal data); recorded in the staff audit",
  params: reportParams,
  produces: ['text/csv'],
  response: { 200: { description: 'The CSV file, as an attachment', type: 'string', format: 'binary' }, ...errorResponses(401, 403, 404) },
};

export const approveRoute = {
  tags: TAGS,
  summary: 'Approves a report awaiting a decision: its records that still qualify are removed by the next run of the retention job (within a minute)',
  params: reportParams,
  body: retentionApprovalSchema,
  response: { 200: retentionReportSchema, ...errorResponses(400, 401, 403, 404, 409) },
};

export const declineRoute = {
  tags: TAGS,
  summary: 'Declines a report awaiting a decision, with the reason; nothing is removed',
  params: reportParams,
  body: retentionDeclineSchema,
  response: { 200: retentionReportSchema, ...errorResponses(400, 401, 403, 404, 409) },
};
