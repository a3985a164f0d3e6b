import type { FastifyInstance } from 'fastify';
import { listRouteSchema, nullable } from '../../http/list-route';
import { activeSession } from '../../sessions/session-plugin';
import { listFees, listPayments } from './fees';

const feeSummary = {
  type: 'object',
  required: ['id', 'kind', 'description', 'applicationNumber', 'amountCents', 'currency', 'status', 'dueDate'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    kind: { type: 'string', enum: ['APPLICATION_FEE', 'ENTRANCE_EXAM_FEE'] },
    description: { type: 'string' },
    applicationNumber: nullable('string'),
    amountCents: { type: 'integer', minimum: 0 },
    currency: { type: 'string', enum: ['SGD'] },
    status: { type: 'string', enum: ['UNPAID', 'SUBMITTED', 'RECEIVED', 'WAIVED', 'UNSUCCESSFUL'] },
    dueDate: nullable('string', { format: 'date' }),
  },
};

const paymentSummary = {
  type: 'object',
  required: ['id', 'feeId', 'reference', 'amountCents', 'currency', 'status', 'createdAt'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    feeId: { type: 'string', format: 'uuid' },
    reference: { type: 'string' },
    amountCents: { type: 'integer', minimum: 0 },
    currency: { type: 'string', enum: ['SGD'] },
    status: { type: 'string', enum: ['SUBMITTED', 'RECEIVED', 'UNSUCCESSFUL'] },
    createdAt: { type: 'string', format: 'date-time' },
  },
};

export default async function paymentRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/payment/fees',
    { schema: listRouteSchema('payment', "The signed-in applicant's fees", feeSummary), preHandler: app.requireSession },
    async (request) => {
      const { applicantId } = activeSession(request);
      return applicantId ? listFees(app.db, applicantId) : [];
    },
  );

  app.get(
    '/api/payment/payments',
    {
      schema: listRouteSchema('payment', "Payments made towards the signed-in applicant's fees", paymentSummary),
      preHandler: app.requireSession,
    },
    async (request) => {
      const { applicantId } = activeSession(request);
      return applicantId ? listPayments(app.db, applicantId) : [];
    },
  );
}
