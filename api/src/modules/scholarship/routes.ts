/**
 * The scholarship domain's routes (issue 12). The list is here; each other part lives in a file of
 * its own and is registered below, one line each: the applicant's application, the Scholarships
 * Office's console, and after submission outcomes, the Letter of Acceptance & Undertaking and sureties.
 */
import { SCHOLARSHIP_STATUSES } from '@portal/contracts/scholarship-statuses';
import type { FastifyInstance } from 'fastify';
import { isoDateTime, listRouteSchema, nullable } from '../../http/list-route';
import { activeSession } from '../../sessions/session-plugin';
import { listScholarshipApplications } from './applications';

const scholarshipSummary = {
  type: 'object',
  required: ['id', 'academicYear', 'status', 'choices', 'submittedAt', 'reference', 'admissionApplicationNumber'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    academicYear: { type: 'string' },
    status: { type: 'string', enum: [...SCHOLARSHIP_STATUSES] },
    choices: { type: 'array', items: { type: 'string' } },
    submittedAt: isoDateTime,
    reference: nullable('string'),
    admissionApplicationNumber: nullable('string'),
  },
};

export default async function scholarshipRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/scholarship/applications',
    {
      schema: listRouteSchema('scholarship', "The signed-in applicant's scholarship applications", scholarshipSummary),
    },
    async (request) => {
      const { applicantId } = activeSession(request);
      return applicantId ? listScholarshipApplications(app.db, applicantId) : [];
    },
  );
}
