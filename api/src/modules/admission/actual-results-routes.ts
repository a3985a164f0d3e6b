/**
 * Update Actual Exam Result (spec 2, 5): while the office has opened the window for an application
 * (results day), its applicant replaces the submitted (predicted) results with actual ones, under
 * the Subjects section's own schema and rules. The actual results are kept apart; the submitted
 * snapshot stays as received. Officers open and close the window, one application or a batch, and
 * read the results.
 */
import type { ActualResultsStatus, ResultsRecord, SubjectsAnswer } from '@portal/contracts/admission/after-submission';
import { singaporeDate } from '@portal/contracts/singapore-calendar';
import { actualResultsFacts, actualResultsSchema } from '@portal/contracts/schemas/admission/actual-results';
import type { AdmissionContext } from '@portal/contracts/schemas/admission/context';
import { needsResults } from '@portal/contracts/schemas/admission/education';
import { resultsWindowBatchSchema, resultsWindowSchema, type ResultsWindow, type ResultsWindowBatch } from '@portal/contracts/schemas/admission/results-window';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { isoDateTime } from '../../http/list-route';
import { errorResponses } from '../../http/openapi-schemas';
import { ApiProblem, apiError, problem, validateBody } from '../../http/problems';
import { contextualBody } from '../../http/validation';
import { activeStaff } from '../../staff/staff-plugin';
import { acknowledge } from './results-enrolment-mail';
import { isSubmitted, numberParams, officeApplication, ownedApplication } from './after-submission-common';
import { findApplicationForOffice } from './office-application';
import type { OwnedApplication } from './owned-application';
import { findActualResults, findResultsWindow, findSubmittedApplicationNumbers, saveActualResults, setResultsWindow, submittedSnapshot } from './results-store';

const subjectsAnswerSchema = { type: ['object', 'null'], additionalProperties: true } as const;
const statusSchema = {
  type: 'object',
  required: ['applicationNumber', 'window', 'records', 'submitted', 'actual', 'updatedAt'],
  properties: {
    applicationNumber: { type: 'string' },
    window: { type: 'object', required: ['open', 'closesAt', 'openedAt'], properties: { open: { type: 'boolean' }, closesAt: isoDateTime, openedAt: isoDateTime } },
    records: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'institution', 'qualification', 'status', 'resultType'],
        properties: { id: { type: 'string' }, institution: { type: 'string' }, qualification: { type: 'string' }, status: { type: 'string' }, resultType: { type: 'string' } },
      },
    },
    submitted: subjectsAnswerSchema,
    actual: subjectsAnswerSchema,
    updatedAt: isoDateTime,
  },
} as const;

/** What a window's closing day means, for the routes that set one. */
const closesOnNote = 'closesOn is dd/mm/yyyy, the last day the window is open (Singapore time); empty: open until closed.';

/** The school-leaving records that give results (the update's groups). */
function resultRecords(education: unknown): ResultsRecord[] {
  const saved = ((education as { records?: Array<Record<string, unknown>> } | null)?.records ?? []).filter(Boolean);
  return actualResultsFacts(education)
    .map((fact, index) => ({ ...fact, institution: String(saved[index]?.institution ?? '') }))
    .filter((record) => needsResults(record));
}

/** Open when the office opened it and its closing day (if any) has not passed. */
const isOpen = (row: { window_open: boolean; window_closes_at: Date | null } | undefined, now: Date) =>
  row !== undefined && row.window_open && (row.window_closes_at === null || row.window_closes_at.getTime() > now.getTime());

async function resultsStatus(db: Db, application: OwnedApplication, now: Date): Promise<ActualResultsStatus> {
  const [snapshot, row] = await Promise.all([
    submittedSnapshot(db, application),
    findActualResults(db, application.id),
  ]);
  return {
    applicationNumber: application.applicationNumber,
    window: { open: isOpen(row, now), closesAt: row?.window_closes_at?.toISOString() ?? null, openedAt: row?.window_opened_at?.toISOString() ?? null },
    records: resultRecords(snapshot.sections?.education),
    submitted: snapshot.sections?.subjects ?? null,
    actual: (row?.results as SubjectsAnswer | null | undefined) ?? null,
    updatedAt: row?.updated_at?.toISOString() ?? null,
  };
}

export default async function actualResultsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const base = '/api/admission/applications/:applicationNumber/actual-results';

  app.get(
    base,
    {
      schema: { tags: ['admission'], summary: 'Update Actual Exam Result: whether the window is open, the records, the submitted and actual results', params: numberParams, response: { 200: statusSchema, ...errorResponses(401, 404) } },
    },
    async (request) => resultsStatus(db, await ownedApplication(app, request), app.now()),
  );

  app.put(
    base,
    {
      schema: {
        tags: ['admission'],
        summary: 'Gives the actual results (the Subjects section\'s shape and rules) while the office has the window open',
        params: numberParams,
        // The Subjects section's rules need the submitted education records and the category.
        body: contextualBody(actualResultsSchema),
        response: { 200: statusSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const application = await ownedApplication(app, request);
      const now = app.now();
      const row = await findResultsWindow(db, application.id);
      if (!isSubmitted(application) || !isOpen(row, now)) throw problem(409, 'RESULTS_WINDOW_CLOSED');
      const snapshot = await submittedSnapshot(db, application);
      const education = actualResultsFacts(snapshot.sections?.education);
      if (!education.some((record) => needsResults(record))) throw problem(409, 'RESULTS_NOT_APPLICABLE');
      const context: AdmissionContext = { system: application.system, category: application.category, eligibility: application.eligibility, today: singaporeDate(now), education };
      const body = validateBody(actualResultsSchema, request.body, context);
      await saveActualResults(db, application, body, now);
      await acknowledge(app, db, request, application, { kind: 'results' });
      return resultsStatus(db, application, now);
    },
  );

  const office = '/api/office/admission/applications/:applicationNumber';
  app.get(
    `${office}/actual-results`,
    {
      schema: { tags: ['office'], summary: "An application's results window and actual results (admissions officers)", params: numberParams, response: { 200: statusSchema, ...errorResponses(401, 403, 404) } },
    },
    async (request) => resultsStatus(db, await officeApplication(app, request), app.now()),
  );

  // A closing day must not be in the past: the validator gives the schema today (Singapore).
  app.put<{ Body: ResultsWindow }>(
    `${office}/results-window`,
    {
      schema: {
        tags: ['office'],
        summary: 'Opens (with an optional closing day) or closes the window for updating actual exam results',
        description: closesOnNote,
        params: numberParams,
        body: resultsWindowSchema,
        response: { 200: statusSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const application = await officeApplication(app, request);
      const now = app.now();
      await acknowledge(app, db, request, application, await setResultsWindow(db, application, request.body, activeStaff(request).staffId, now));
      return resultsStatus(db, application, now);
    },
  );

  app.post<{ Body: ResultsWindowBatch }>(
    '/api/office/admission/results-window',
    {
      schema: {
        tags: ['office'],
        summary: 'Opens or closes the results window for a batch of applications (e.g. on results day)',
        description: closesOnNote,
        body: resultsWindowBatchSchema,
        response: {
          200: { type: 'object', required: ['updated'], properties: { updated: { type: 'array', items: { type: 'string' } } } },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const now = app.now();
      const batch = request.body;
      const numbers = [...new Set(batch.applicationNumbers)];
      // Every number must be a submitted application before any window changes: the answer names
      // those that are not, so the officer can correct the list (a draft is not the office's to know).
      const submitted = await findSubmittedApplicationNumbers(db, numbers);
      const unknown = numbers.filter((number) => !submitted.includes(number));
      if (unknown.length) throw new ApiProblem(404, [apiError('APPLICATION_NUMBERS_UNKNOWN', [unknown.join(', ')], 'applicationNumbers')]);
      const applications = await Promise.all(numbers.map((number) => findApplicationForOffice(db, number)));
      const staffId = activeStaff(request).staffId;
      for (const application of applications) await acknowledge(app, db, request, application, await setResultsWindow(db, application, batch, staffId, now));
      return { updated: numbers };
    },
  );
}
