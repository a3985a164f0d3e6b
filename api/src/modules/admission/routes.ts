import { SYSTEM_IDS } from '@portal/contracts/systems';
import type { FastifyInstance } from 'fastify';
import { isoDateTime, listRouteSchema, nullable } from '../../http/list-route';
import { activeSession } from '../../sessions/session-plugin';
import { listAdmissionApplications } from './applications';

const applicationSummary = {
  type: 'object',
  required: ['applicationNumber', 'system', 'category', 'academicYear', 'status', 'offerStatus', 'feeStatus', 'submittedAt', 'programmeChoices'],
  properties: {
    applicationNumber: { type: 'string' },
    system: { type: 'string', enum: [...SYSTEM_IDS] },
    category: { type: 'string' },
    academicYear: { type: 'string' },
    status: { type: 'string', enum: ['DRAFT', 'SUBMITTED', 'UNDER_REVIEW', 'OFFERED', 'UNSUCCESSFUL', 'WITHDRAWN'] },
    offerStatus: nullable('string'),
    feeStatus: { type: 'string', enum: ['UNPAID', 'SUBMITTED', 'RECEIVED', 'WAIVED', 'UNSUCCESSFUL'] },
    submittedAt: isoDateTime,
    programmeChoices: {
      type: 'array',
      items: {
        type: 'object',
        required: ['rank', 'programme'],
        properties: { rank: { type: 'integer' }, programme: { type: 'string' } },
      },
    },
  },
};

export default async function admissionRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/admission/applications',
    {
      schema: listRouteSchema('admission', "The signed-in applicant's admission applications", applicationSummary),
      preHandler: app.requireSession,
    },
    async (request) => {
      const { applicantId } = activeSession(request);
      // An e-mail account not yet linked to an applicant has no applications.
      return applicantId ? listAdmissionApplications(app.db, applicantId) : [];
    },
  );
}
