/**
 * The applicant's part after submitting, and the office's part of it: Update Actual Exam Result,
 * Submit final cumulative GPA result, RNS Confirmation of Enrolment (registered with one line in app.ts).
 */
import type { FastifyInstance } from 'fastify';
import actualResultsRoutes from './actual-results-routes';
import enrolmentRoutes from './enrolment-routes';
import finalGpaRoutes from './final-gpa-routes';

export default async function resultsEnrolmentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(finalGpaRoutes);
  await app.register(enrolmentRoutes);
  await app.register(actualResultsRoutes);
}
