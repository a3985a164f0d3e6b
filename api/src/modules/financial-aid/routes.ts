import type { FastifyInstance } from 'fastify';
import { isoDateTime, listRouteSchema } from '../../http/list-route';
import { activeSession } from '../../sessions/session-plugin';
import { listFinancialAidApplications } from './applications';

const financialAidSummary = {
  type: 'object',
  required: ['id', 'academicYear', 'status', 'submittedAt'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    academicYear: { type: 'string' },
    status: {
      type: 'string',
      enum: ['DRAFT', 'SUBMITTED', 'ADDITIONAL_DOCUMENTS_REQUIRED', 'UNSUCCESSFUL', 'APPEAL', 'WITHDRAWN', 'AWARDED'],
    },
    submittedAt: isoDateTime,
  },
};

export default async function financialAidRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/financial-aid/applications',
    {
      schema: listRouteSchema('financial-aid', "The signed-in applicant's financial aid applications", financialAidSummary),
      preHandler: app.requireSession,
    },
    async (request) => {
      const { applicantId } = activeSession(request);
      return applicantId ? listFinancialAidApplications(app.db, applicantId) : [];
    },
  );
}
