import type { FastifyInstance } from 'fastify';
import { listRouteSchema } from '../../http/list-route';
import { activeSession } from '../../sessions/session-plugin';
import { listActionItems } from './action-items';

const actionItem = {
  type: 'object',
  required: ['id', 'kind', 'title', 'description', 'href'],
  properties: {
    id: { type: 'string' },
    kind: { type: 'string', enum: ['FEE_UNPAID', 'OFFER_REPLY', 'DOCUMENT_MISSING', 'DRAFT_INCOMPLETE'] },
    title: { type: 'string' },
    description: { type: 'string' },
    dueDate: { type: 'string', format: 'date' },
    applicationNumber: { type: 'string' },
    feeKind: { type: 'string', enum: ['APPLICATION_FEE', 'ENTRANCE_EXAM_FEE'] },
    amountCents: { type: 'integer', minimum: 0 },
    href: { type: 'string' },
  },
};

export default async function applicantRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/applicant/action-items',
    {
      schema: listRouteSchema('applicant', 'What the signed-in applicant still has to do (dashboard)', actionItem),
      preHandler: app.requireSession,
    },
    async (request) => {
      const { applicantId } = activeSession(request);
      return applicantId ? listActionItems(app.db, applicantId) : [];
    },
  );
}
