import type { FastifyInstance } from 'fastify';
import { applicationChoiceSchema, type ApplicationChoiceForm } from '@portal/contracts/schemas/application-choice';
import { FEE_KINDS } from '@portal/contracts/fee-kinds';
import { ACTION_ITEM_KINDS } from '@portal/contracts/api';
import { listRouteSchema } from '../../http/list-route';
import { errorResponses } from '../../http/openapi-schemas';
import { activeSession } from '../../sessions/session-plugin';
import { applicationChoices, chooseApplication } from './application-choice';

const actionItem = {
  type: 'object',
  required: ['id', 'kind', 'title', 'description', 'href'],
  properties: {
    id: { type: 'string' },
    kind: { type: 'string', enum: [...ACTION_ITEM_KINDS] },
    title: { type: 'string' },
    description: { type: 'string' },
    dueDate: { type: 'string', format: 'date' },
    applicationNumber: { type: 'string' },
    scholarshipReference: { type: 'string' },
    aidReference: { type: 'string' },
    feeKind: { type: 'string', enum: [...FEE_KINDS] },
    amountCents: { type: 'integer', minimum: 0 },
    href: { type: 'string' },
  },
};

const applicationChoicesSchema = {
  type: 'object',
  required: ['current', 'applications'],
  properties: {
    current: { type: ['string', 'null'], description: 'The application the menus and the dashboard follow' },
    applications: {
      type: 'array',
      items: {
        type: 'object',
        required: ['applicationNumber', 'system', 'category', 'academicYear', 'status', 'applicantName'],
        properties: {
          applicationNumber: { type: 'string' },
          system: { type: 'string' },
          category: { type: 'string' },
          academicYear: { type: 'string' },
          status: { type: 'string' },
          applicantName: { type: ['string', 'null'], description: 'The full name this application gives (submitted, else as typed so far); null before it is given' },
        },
      },
    },
  },
} as const;

export default async function applicantRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  app.get(
    '/api/applicant/action-items',
    {
      schema: listRouteSchema(
        'applicant',
        'What the signed-in applicant still has to do (dashboard): for the application the portal follows, and what concerns no one application',
        actionItem,
      ),
    },
    async (request) => {
      const session = activeSession(request);
      if (!session.applicantId) return [];
      const [items, { current }] = await Promise.all([app.actionItems.list(db, session.applicantId, app.now()), applicationChoices(db, session)]);
      // The dashboard follows the chosen application (Switch application); the others' tasks wait until it is chosen.
      return items.filter((item) => item.applicationNumber === undefined || item.applicationNumber === current);
    },
  );

  app.get(
    '/api/applicant/applications',
    {
      schema: {
        tags: ['applicant'],
        summary: "The signed-in applicant's applications and the one the portal follows (Switch application)",
        response: { 200: applicationChoicesSchema, ...errorResponses(401) },
      },
    },
    async (request) => applicationChoices(db, activeSession(request)),
  );

  app.put<{ Body: ApplicationChoiceForm }>(
    '/api/applicant/current-application',
    {
      schema: {
        tags: ['applicant'],
        summary: 'Switch application: the menus and the dashboard follow this one of the applicant\u2019s applications',
        body: applicationChoiceSchema,
        response: { 200: applicationChoicesSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const session = activeSession(request);
      const { applicationNumber } = request.body;
      await chooseApplication(db, session, applicationNumber);
      return applicationChoices(db, session);
    },
  );
}
