/**
 * The admissions console's entrance exams (issue 11, ADMISSIONS role). Each change is recorded in
 * staff_audit (target ENTRANCE_EXAM, the exam's id) in the same transaction as the change.
 *
 *   GET  /api/office/admission/entrance-exams                  every exam, open ones first
 *   POST /api/office/admission/entrance-exams                  defines one (201)
 *   GET  /api/office/admission/entrance-exams/{examId}
 *   PUT  /api/office/admission/entrance-exams/{examId}         changes an open one (the fee only while nobody has registered)
 *   POST /api/office/admission/entrance-exams/{examId}/close   closes registration for good
 */
import type { OfficeEntranceExam } from '@portal/contracts/entrance-exams';
import { singaporeDate } from '@portal/contracts/singapore-calendar';
import { entranceExamSchema, type EntranceExamContext, type EntranceExamInput } from '@portal/contracts/schemas/entrance-exams';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../../http/openapi-schemas';
import { validateBody } from '../../http/problems';
import { contextualBody, noBody } from '../../http/validation';
import { activeStaff } from '../../staff/staff-plugin';
import { officeEntranceExamSchema } from './answers';
import { closeExamAudited, createExamAudited, findExam, listExams, updateExamAudited } from './entrance-exams';

const tags = ['office: admissions'];
const BASE = '/api/office/admission/entrance-exams';
// Any text: findExam answers EXAM_NOT_FOUND for an id that is not a UUID, as for one that names no exam.
const examParams = { type: 'object', required: ['examId'], properties: { examId: { type: 'string', maxLength: 100 } } } as const;
const exam = officeEntranceExamSchema;
const examForm = 'Dates are dd/mm/yyyy (registrationClosesOn: the last day of registration); the fee is in SGD, e.g. 50.00.';

export default async function entranceExamOfficeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const examIdOf = (request: FastifyRequest) => (request.params as { examId: string }).examId;
  const today = () => singaporeDate(app.now());

  app.get(BASE, {
    schema: { tags, summary: 'Every entrance exam, open ones first, with how many applicants registered', response: { 200: { type: 'array', items: exam }, ...errorResponses(401, 403) } },
  }, async (): Promise<OfficeEntranceExam[]> => listExams(db));

  // The dates must not be in the past: the validator gives the schema today (Singapore).
  app.post<{ Body: EntranceExamInput }>(BASE, {
    schema: { tags, summary: 'Defines an entrance exam', description: examForm, body: entranceExamSchema, response: { 201: exam, ...errorResponses(400, 401, 403) } },
  }, async (request, reply) => {
    const input = request.body;
    const examId = await createExamAudited(db, input, activeStaff(request).staffId, app.now());
    return reply.code(201).send(await findExam(db, examId));
  });

  app.get(`${BASE}/:examId`, {
    schema: { tags, summary: 'One entrance exam', params: examParams, response: { 200: exam, ...errorResponses(401, 403, 404) } },
  }, async (request): Promise<OfficeEntranceExam> => findExam(db, examIdOf(request)));

  app.put(`${BASE}/:examId`, {
    schema: {
      tags,
      summary: 'Changes an open entrance exam; its fee only while nobody has registered (400 EXAM_FEE_LOCKED), a closed one not at all (409)',
      description: examForm,
      params: examParams,
      // The closing day may stay as it was even once past: the rules need the stored exam.
      body: contextualBody(entranceExamSchema),
      response: { 200: exam, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request): Promise<OfficeEntranceExam> => {
    const current = await findExam(db, examIdOf(request));
    const context: EntranceExamContext = { today: today(), currentClosesOn: current.registrationClosesOn };
    const input = validateBody<EntranceExamInput>(entranceExamSchema, request.body, context);
    await updateExamAudited(db, current.id, input, activeStaff(request).staffId, app.now());
    return findExam(db, current.id);
  });

  app.post(`${BASE}/:examId/close`, {
    schema: { tags, summary: 'Closes an open entrance exam: no further registrations (409 when already closed)', params: examParams, body: noBody, response: { 200: exam, ...errorResponses(401, 403, 404, 409) } },
  }, async (request): Promise<OfficeEntranceExam> => {
    const current = await findExam(db, examIdOf(request));
    await closeExamAudited(db, current, activeStaff(request).staffId, app.now());
    return findExam(db, current.id);
  });
}
