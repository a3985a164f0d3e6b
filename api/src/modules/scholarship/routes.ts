import type { FastifyInstance } from 'fastify';
import { isoDateTime, listRouteSchema } from '../../http/list-route';
import { activeSession } from '../../sessions/session-plugin';
import { listScholarshipApplications } from './applications';
import scholarshipDocumentRoutes from './document-routes';
import scholarshipOfficeOutcomeRoutes from './office-outcome-routes';
import scholarshipOutcomeRoutes from './outcome-routes';
import publicSuretyRoutes from './public-surety-routes';
import suretyRoutes from './surety-routes';
import undertakingRoutes from './undertaking-routes';

const scholarshipSummary = {
  type: 'object',
  required: ['id', 'academicYear', 'status', 'choices', 'submittedAt'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    academicYear: { type: 'string' },
    status: { type: 'string', enum: ['DRAFT', 'SUBMITTED', 'SHORTLISTED', 'AWARDED', 'UNSUCCESSFUL'] },
    choices: { type: 'array', items: { type: 'string' } },
    submittedAt: isoDateTime,
  },
};

export default async function scholarshipRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/scholarship/applications',
    {
      schema: listRouteSchema('scholarship', "The signed-in applicant's scholarship applications", scholarshipSummary),
      preHandler: app.requireSession,
    },
    async (request) => {
      const { applicantId } = activeSession(request);
      return applicantId ? listScholarshipApplications(app.db, applicantId) : [];
    },
  );

  // After submission (helper "award"): outcomes, the reply, the undertaking and the sureties.
  await app.register(scholarshipOfficeOutcomeRoutes);
  await app.register(scholarshipOutcomeRoutes);
  await app.register(undertakingRoutes);
  await app.register(suretyRoutes);
  await app.register(publicSuretyRoutes);
  await app.register(scholarshipDocumentRoutes);
}
