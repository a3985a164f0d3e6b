/**
 * Work shared among officers, as routes under a console's application (issue 37), mounted by each
 * console's module like the document routes:
 *
 *   registerSharedWorkRoutes(app, { officersUrl: '/api/office/scholarship/officers', prefix: '/api/office/scholarship/applications/:id', formKind: 'SCHOLARSHIP', role: 'SCHOLARSHIPS', resolveFormId })
 *
 * gives GET {officersUrl} (the console's officers), GET {prefix}/work (assignees, notes newest first, the console's officers), POST {prefix}/assignees
 * { staffId }, DELETE {prefix}/assignees/:staffId, POST {prefix}/notes { note, rating }, and
 * PUT / DELETE {prefix}/presence (the page is open: who else has it open / the page was left). Who may
 * call them follows from the prefix (http/route-access.ts); resolveFormId answers 404 for an
 * application the console does not hold.
 */
import type { StaffRole } from '@portal/contracts/office/staff';
import type { OfficeRating, PresentOfficer, SharedWork } from '@portal/contracts/office/shared-work';
import { assignOfficerSchema, officeNoteSchema, type AssignOfficerInput, type OfficeNoteInput } from '@portal/contracts/schemas/office-work';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../../http/openapi-schemas';
import { noBody } from '../../http/validation';
import { activeStaff } from '../staff-plugin';
import { addNote, assignOfficer, leavePresence, listOfficers, readSharedWork, touchPresence, unassignOfficer, type SharedWorkForm } from './store';

export interface SharedWorkRoutesOptions {
  /** The console's list of officers (GET): /api/office/<console>/officers. */
  officersUrl: string;
  /** The application's path, under /api/office/<console>/, with its parameters. */
  prefix: string;
  /** OpenAPI: the JSON Schema of the prefix's parameters, and the console's tag. */
  prefixParams: { type: 'object'; properties: Record<string, unknown>; required?: readonly string[] };
  tag: string;
  formKind: SharedWorkForm['kind'];
  /** The console's officers: who may be assigned. */
  role: StaffRole;
  /** The application's form id, or throws problem(404, 'NOT_FOUND'). */
  resolveFormId(request: FastifyRequest): Promise<string>;
}

const officerSchema = { type: 'object', required: ['id', 'fullName'], properties: { id: { type: 'string', format: 'uuid' }, fullName: { type: 'string' } } } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;

export const sharedWorkSchema = {
  type: 'object',
  required: ['assignees', 'notes', 'officers', 'me'],
  properties: {
    assignees: {
      type: 'array',
      items: { type: 'object', required: ['id', 'fullName', 'assignedAt', 'assignedBy'], properties: { ...officerSchema.properties, assignedAt: dateTime, assignedBy: { type: 'string' } } },
    },
    notes: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'by', 'at', 'body', 'rating'],
        properties: { id: { type: 'string', format: 'uuid' }, by: { type: 'string' }, at: dateTime, body: { type: 'string' }, rating: { type: ['integer', 'null'], minimum: 1, maximum: 5 } },
      },
    },
    officers: { type: 'array', items: officerSchema },
    me: { type: 'string', format: 'uuid' },
  },
} as const;

const presenceSchema = {
  type: 'object',
  required: ['openBy'],
  properties: { openBy: { type: 'array', items: { type: 'object', required: ['fullName', 'since'], properties: { fullName: { type: 'string' }, since: dateTime } } } },
} as const;

export function registerSharedWorkRoutes(app: FastifyInstance, options: SharedWorkRoutesOptions): void {
  const { db } = app;
  const { prefix, prefixParams: params, formKind, role } = options;
  const tags = [options.tag];
  const formOf = async (request: FastifyRequest): Promise<SharedWorkForm> => ({ kind: formKind, formId: await options.resolveFormId(request) });
  const acting = (request: FastifyRequest) => ({ staffId: activeStaff(request).staffId, role, at: app.now() });
  const work = (form: SharedWorkForm, request: FastifyRequest) => readSharedWork(db, form, acting(request));

  app.get(
    options.officersUrl,
    { schema: { tags, summary: "The console's active officers, by name (who applications may be assigned to; the list's \"assigned to\" filter)", response: { 200: { type: 'array', items: officerSchema }, ...errorResponses(401, 403) } } },
    async () => listOfficers(db, role),
  );

  app.get(
    `${prefix}/work`,
    {
      schema: {
        tags,
        summary: "The office's shared work on the application: who it is assigned to, the internal notes (newest first), the console's officers who may be assigned",
        params,
        response: { 200: sharedWorkSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request): Promise<SharedWork> => work(await formOf(request), request),
  );

  app.post<{ Body: AssignOfficerInput }>(
    `${prefix}/assignees`,
    {
      schema: {
        tags,
        summary: "Assigns an officer of the console (on the office's timeline); answers the shared work as it now stands",
        params,
        body: assignOfficerSchema,
        response: { 200: sharedWorkSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<SharedWork> => {
      const form = await formOf(request);
      await assignOfficer(db, form, request.body.staffId, acting(request));
      return work(form, request);
    },
  );

  const assigneeParams = { ...params, properties: { ...params.properties, staffId: { type: 'string', format: 'uuid' } }, required: [...(params.required ?? []), 'staffId'] };
  app.delete(
    `${prefix}/assignees/:staffId`,
    {
      schema: {
        tags,
        summary: "Takes an officer off the application (on the office's timeline); answers the shared work as it now stands",
        params: assigneeParams,
        response: { 200: sharedWorkSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<SharedWork> => {
      const form = await formOf(request);
      await unassignOfficer(db, form, (request.params as { staffId: string }).staffId, acting(request));
      return work(form, request);
    },
  );

  app.post<{ Body: OfficeNoteInput }>(
    `${prefix}/notes`,
    {
      schema: {
        tags,
        summary: 'Adds an internal note, with a rating 1–5 or none (never shown to the applicant; on the office timeline); answers the shared work as it now stands',
        params,
        body: officeNoteSchema,
        response: { 200: sharedWorkSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<SharedWork> => {
      const form = await formOf(request);
      const rating = request.body.rating ? (Number(request.body.rating) as OfficeRating) : null;
      await addNote(db, form, { body: request.body.note, rating }, acting(request));
      return work(form, request);
    },
  );

  app.put(
    `${prefix}/presence`,
    {
      // Sent every PRESENCE_HEARTBEAT_SECONDS while the page is open: an open tab must not keep the session alive.
      config: { unattended: true },
      schema: {
        tags,
        summary: 'The officer has the application open (sent while the page is open); answers the other officers who have it open now',
        params,
        body: noBody,
        response: { 200: presenceSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request): Promise<{ openBy: PresentOfficer[] }> => ({ openBy: await touchPresence(db, await formOf(request), acting(request)) }),
  );

  app.delete(
    `${prefix}/presence`,
    {
      schema: { tags, summary: 'The officer left the application', params, response: { 204: { type: 'null', description: 'No longer shown as open' }, ...errorResponses(401, 403, 404) } },
    },
    async (request, reply) => {
      await leavePresence(db, await formOf(request), activeStaff(request).staffId);
      return reply.status(204).send();
    },
  );
}

