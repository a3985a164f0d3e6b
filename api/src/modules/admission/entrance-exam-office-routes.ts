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
import { singaporeDate } from '@portal/contracts/singapore-calendar';
import { entranceExamSchema, type EntranceExamContext, type EntranceExamInput } from '@portal/contracts/schemas/entrance-exams';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../../http/openapi-schemas';
import { validateBody } from '../../http/problems';
import { activeStaff } from '../../staff/staff-plugin';
import { closeExamAudited, createExamAudited, findExam, listExams, updateExamAudited } from './entrance-exams';

const tags = ['office: admissions'];
const BASE = '/api/office/admission/entrance-exams';
const examParams = { type: 'object', required: ['examId'], properties: { examId: { type: 'string', format: 'uuid' } } } as const;
const exam = { type: 'object', additionalProperties: true } as const;
const examBody = {
  type: 'object',
  properties: {
    nameEn: { type: 'string' },
    nameZh: { type: 'string' },
    examDate: { type: 'string', description: 'dd/mm/yyyy' },
    examTime: { type: 'string' },
    venue: { type: 'string' },
    fee: { type: 'string', description: 'SGD, e.g. 50.00' },
    programmes: { type: 'array', items: { type: 'string' } },
    registrationClosesOn: { type: 'string', description: 'dd/mm/yyyy, the last day of registration' },
    previousAttemptWithinTwoYears: { type: 'boolean' },
  },
} as const;

export default async function entranceExamOfficeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const examIdOf = (request: FastifyRequest) => (request.params as { examId: string }).examId;
  const today = () => singaporeDate(app.now());

  app.get(BASE, {
    schema: { tags, summary: 'Every entrance exam, open ones first, with how many applicants registered', response: { 200: { type: 'array', items: exam }, ...errorResponses(401, 403) } },
  }, async () => listExams(db));

  app.post(BASE, {
    schema: { tags, summary: 'Defines an entrance exam', body: examBody, response: { 201: exam, ...errorResponses(400, 401, 403) } },
  }, async (request, reply) => {
    const context: EntranceExamContext = { today: today() };
    const input = validateBody<EntranceExamInput>(entranceExamSchema, request.body, context);
    const examId = await createExamAudited(db, input, activeStaff(request).staffId, app.now());
    return reply.code(201).send(await findExam(db, examId));
  });

  app.get(`${BASE}/:examId`, {
    schema: { tags, summary: 'One entrance exam', params: examParams, response: { 200: exam, ...errorResponses(401, 403, 404) } },
  }, async (request) => findExam(db, examIdOf(request)));

  app.put(`${BASE}/:examId`, {
    schema: {
      tags,
      summary: 'Changes an open entrance exam; its fee only while nobody has registered (400 EXAM_FEE_LOCKED), a closed one not at all (409)',
      params: examParams,
      body: examBody,
      response: { 200: exam, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request) => {
    const current = await findExam(db, examIdOf(request));
    const context: EntranceExamContext = { today: today(), currentClosesOn: current.registrationClosesOn };
    const input = validateBody<EntranceExamInput>(entranceExamSchema, request.body, context);
    await updateExamAudited(db, current.id, input, activeStaff(request).staffId, app.now());
    return findExam(db, current.id);
  });

  app.post(`${BASE}/:examId/close`, {
    schema: { tags, summary: 'Closes an open entrance exam: no further registrations (409 when already closed)', params: examParams, response: { 200: exam, ...errorResponses(401, 403, 404, 409) } },
  }, async (request) => {
    const current = await findExam(db, examIdOf(request));
    await closeExamAudited(db, current, activeStaff(request).staffId, app.now());
    return findExam(db, current.id);
  });
}
