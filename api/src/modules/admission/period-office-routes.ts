/**
 * The admissions console's application periods (ADMISSIONS role): when applications of a system
 * (and category) can be submitted for an academic year. Each change is recorded in staff_audit
 * (target APPLICATION_PERIOD, the period's id) in the same transaction as the change.
 *
 *   GET    /api/office/admission/application-periods?academicYear=   one year's (the intake's unless asked)
 *   POST   /api/office/admission/application-periods                 adds one (201; 409 when it overlaps)
 *   GET    /api/office/admission/application-periods/{periodId}
 *   PUT    /api/office/admission/application-periods/{periodId}      new names and times, with a reason
 *   DELETE /api/office/admission/application-periods/{periodId}      removes one not opened yet (204)
 */
import { PERIOD_STATES, type OfficeApplicationPeriod, type OfficeApplicationPeriods } from '@portal/contracts/admission/application-periods';
import { CATEGORY_IDS } from '@portal/contracts/categories';
import {
  applicationPeriodChangeSchema,
  applicationPeriodSchema,
  applicationPeriodsQuerySchema,
  type ApplicationPeriodChangeInput,
  type ApplicationPeriodInput,
  type PeriodChangeContext,
} from '@portal/contracts/schemas/admission/application-periods';
import { SYSTEM_IDS } from '@portal/contracts/systems';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { admissionAcademicYear } from '../../academic-year';
import { allRequired, errorResponses, instant, oneOf } from '../../http/openapi-schemas';
import { validateBody } from '../../http/problems';
import { contextualBody } from '../../http/validation';
import { activeStaff } from '../../staff/staff-plugin';
import { changePeriodAudited, createPeriodAudited, findPeriod, listPeriods, removePeriodAudited } from './period-store';

const tags = ['office: admissions'];
const BASE = '/api/office/admission/application-periods';
// Any text: an id that is not a UUID is as unknown (404) as one that names no period.
const periodParams = { type: 'object', required: ['periodId'], properties: { periodId: { type: 'string', maxLength: 100 } } } as const;
const string = { type: 'string' } as const;
const periodSchema = allRequired({
  id: string,
  system: oneOf(SYSTEM_IDS),
  category: { type: ['string', 'null'], enum: [...CATEGORY_IDS, null], description: 'Null: every category of the system' },
  academicYear: string,
  nameEn: string,
  nameZh: { type: ['string', 'null'], description: 'Null for a period from before both languages were asked for: applicants read the English' },
  opensAt: instant,
  closesAt: instant,
  state: { ...oneOf(PERIOD_STATES), description: 'By the server clock: OPEN now, UPCOMING (not opened yet) or CLOSED' },
});
const periodListSchema = allRequired({ academicYear: string, periods: { type: 'array', items: periodSchema } });
const periodForm = 'Times are a Singapore day (dd/mm/yyyy) and a 24-hour time (hh:mm); applications close at the closing time.';

export default async function periodOfficeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const periodIdOf = (request: FastifyRequest) => (request.params as { periodId: string }).periodId;

  app.get<{ Querystring: { academicYear: string } }>(BASE, {
    schema: {
      tags,
      summary: "One academic year's application periods (the intake's unless academicYear is given), each with whether it is open now",
      querystring: applicationPeriodsQuerySchema,
      response: { 200: periodListSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request): Promise<OfficeApplicationPeriods> => {
    const now = app.now();
    const academicYear = request.query.academicYear || admissionAcademicYear(now);
    return { academicYear, periods: await listPeriods(db, academicYear, now) };
  });

  app.post<{ Body: ApplicationPeriodInput }>(BASE, {
    schema: {
      tags,
      summary: 'Adds an application period; one overlapping another of the same system, category and year is refused (409 PERIOD_OVERLAPS)',
      description: `${periodForm} An empty category is every category of the system.`,
      body: applicationPeriodSchema,
      response: { 201: periodSchema, ...errorResponses(400, 401, 403, 409) },
    },
  }, async (request, reply) => {
    const periodId = await createPeriodAudited(db, request.body, activeStaff(request).staffId, app.now());
    return reply.code(201).send(await findPeriod(db, periodId, app.now()));
  });

  app.get(`${BASE}/:periodId`, {
    schema: { tags, summary: 'One application period', params: periodParams, response: { 200: periodSchema, ...errorResponses(401, 403, 404) } },
  }, async (request): Promise<OfficeApplicationPeriod> => findPeriod(db, periodIdOf(request), app.now()));

  app.put(`${BASE}/:periodId`, {
    schema: {
      tags,
      summary: "Changes a period's names and times (e.g. extends its deadline), with a reason; once it has opened, its closing cannot move earlier than now (400 PERIOD_CLOSING_IN_PAST)",
      description: `${periodForm} A period's system, category and academic year stay as they are. Overlapping another period is 409 PERIOD_OVERLAPS.`,
      params: periodParams,
      // The rules about now need the period as it is, read under the write's lock.
      body: contextualBody(applicationPeriodChangeSchema),
      response: { 200: periodSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request): Promise<OfficeApplicationPeriod> => {
    const now = app.now();
    const check = (current: { opensAt: string; closesAt: string }) => {
      const context: PeriodChangeContext = { now: now.toISOString(), current };
      return validateBody<ApplicationPeriodChangeInput>(applicationPeriodChangeSchema, request.body, context);
    };
    await changePeriodAudited(db, periodIdOf(request), check, activeStaff(request).staffId, now);
    return findPeriod(db, periodIdOf(request), app.now());
  });

  app.delete(`${BASE}/:periodId`, {
    schema: {
      tags,
      summary: 'Removes a period that has not opened yet (409 PERIOD_ALREADY_OPENED once it has)',
      params: periodParams,
      response: { 204: { type: 'null', description: 'Removed' }, ...errorResponses(401, 403, 404, 409) },
    },
  }, async (request, reply) => {
    await removePeriodAudited(db, periodIdOf(request), activeStaff(request).staffId, app.now());
    return reply.code(204).send();
  });
}
