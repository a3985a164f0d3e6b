/**
 * Entrance Exam Payment, the applicant's side (issue 11). The application is named in the path,
 * like every applicant route, and must be the signed-in applicant's own (another's answers 404,
 * exactly like one that does not exist).
 *
 *   GET  /api/payment/entrance-exams/applications/{number}                 the exams its choices need, and the registrations
 *   POST /api/payment/entrance-exams/applications/{number}/registrations   { examId, satBefore, previousAttempt } → 201, the fee raised
 */
import { singaporeDate } from '@portal/contracts/singapore-calendar';
import type { ApplicantEntranceExams } from '@portal/contracts/entrance-exams';
import { examRegistrationSchema, UUID_PATTERN, type ExamRegistrationContext, type ExamRegistrationInput } from '@portal/contracts/schemas/entrance-exams';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../../http/openapi-schemas';
import { problem, validateBody } from '../../http/problems';
import { contextualBody } from '../../http/validation';
import { activeSession } from '../../sessions/session-plugin';
import { findExam } from './entrance-exams';
import { findOwnedApplication } from './owned-application';
import { numberParams } from './route-params';
import { applicantEntranceExamsSchema, examRegistrationResultSchema } from './answers';
import { examsForApplication, programmeChoices, registerForExam } from './entrance-exam-registrations';

const tags = ['payment'];
const BASE = '/api/payment/entrance-exams/applications/:applicationNumber';

export default async function entranceExamRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const today = () => singaporeDate(app.now());
  const owned = async (request: FastifyRequest) => {
    const found = await findOwnedApplication(db, activeSession(request).applicantId, (request.params as { applicationNumber: string }).applicationNumber);
    return { id: found.id, applicantId: found.applicantId, applicationNumber: found.applicationNumber };
  };

  app.get(BASE, {
    schema: {
      tags,
      summary: "The entrance exams the application's programme choices need (open and ahead) and those the applicant registered for, soonest first",
      params: numberParams,
      response: { 200: applicantEntranceExamsSchema, ...errorResponses(401, 404) },
    },
  }, async (request): Promise<ApplicantEntranceExams> => {
    const application = await owned(request);
    return { applicationNumber: application.applicationNumber, exams: await examsForApplication(db, application, today()) };
  });

  app.post(`${BASE}/registrations`, {
    schema: {
      tags,
      summary:
        'Registers for an exam the choices need, with any previous attempt (within 2 years where the exam says so), and raises its fee (UNPAID, due on the closing date). 409: closed, not needed, or already registered',
      params: numberParams,
      description: 'previousAttempt is mm/yyyy, empty when not sat before.',
      // The 2-year rule is the exam's.
      body: contextualBody(examRegistrationSchema),
      response: { 201: examRegistrationResultSchema, ...errorResponses(400, 401, 404, 409) },
    },
  }, async (request, reply) => {
    const application = await owned(request);
    // The 2-year rule is the exam's: look it up before validating, so the schema applies it as the form did.
    const examId = (request.body as { examId?: unknown } | null)?.examId;
    const exam = typeof examId === 'string' && UUID_PATTERN.test(examId) ? await findExam(db, examId).catch(() => null) : null;
    const context: ExamRegistrationContext = { today: today(), twoYearRule: exam?.previousAttemptWithinTwoYears ?? false };
    const input = validateBody<ExamRegistrationInput>(examRegistrationSchema, request.body, context);
    if (!exam) throw problem(404, 'EXAM_NOT_FOUND');
    const choices = await programmeChoices(db, application.id);
    if (!exam.programmes.some((code) => choices.includes(code))) throw problem(409, 'EXAM_NOT_NEEDED');
    const result = await registerForExam(db, {
      application,
      examId: exam.id,
      satBefore: input.satBefore === 'YES',
      previousAttempt: input.previousAttempt,
      today: context.today!,
      now: app.now(),
    });
    return reply.code(201).send(result);
  });
}
