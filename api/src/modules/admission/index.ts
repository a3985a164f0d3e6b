/**
 * The admission module: the application form and its submission; everything after it (outcomes and
 * offers, appeals, results, final GPA, enrolment, interviews, document requests, references,
 * entrance exams, identity data); and the admissions office's console. Other modules and the server
 * reach it only through this file.
 */
import type { FastifyInstance } from 'fastify';
import { publicConfirmationRoutes } from '../../third-party/public-routes';
import { draftItems, offerReplyItems, requestAndInvitationItems } from './action-items';
import actualResultsRoutes from './actual-results-routes';
import { afterSubmissionItems } from './after-submission-items';
import afterSubmissionRoutes from './after-submission-routes';
import appealRoutes from './appeal-routes';
import admissionDashboardRoutes from './dashboard-routes';
import documentRequestRoutes from './document-request-routes';
import enrolmentRoutes from './enrolment-routes';
import { examRegistrationItems } from './entrance-exam-items';
import entranceExamOfficeRoutes from './entrance-exam-office-routes';
import entranceExamRegistrationRoutes from './entrance-exam-registration-routes';
import feeWaiverRoutes from './fee-waiver-routes';
import finalGpaRoutes from './final-gpa-routes';
import identityDataRoutes from './identity-data-routes';
import interviewRoutes from './interview-routes';
import officeOutcomeRoutes from './office-outcome-routes';
import officeRoutes from './office-routes';
import admissionOfficeWorkRoutes from './office-work-routes';
import outcomeRoutes from './outcome-routes';
import periodOfficeRoutes from './period-office-routes';
import { refereeLink } from './referee-link';
import applicationRoutes from './routes';
import { tuitionGrantSuretyItems } from './tuition-grant-sureties';
import { tuitionGrantSuretyLink } from './tuition-grant-surety-link';
import tuitionGrantSuretyRoutes from './tuition-grant-surety-routes';

export { ADMISSION_DASHBOARD_COUNT_SECONDS, countAdmissionDashboards } from './dashboard-counts';
export { lapseOverdueOffers } from './lapse';
// Its part of an applicant's copy of their data and of retention's removals (personal-data/registry.ts).
export { admissionPersonalData } from './personal-data';
export { remindAboutSureties } from './tuition-grant-surety-reminders';

const ROUTES = [
  applicationRoutes,
  identityDataRoutes,
  publicConfirmationRoutes(refereeLink),
  publicConfirmationRoutes(tuitionGrantSuretyLink),
  tuitionGrantSuretyRoutes,
  afterSubmissionRoutes,
  officeRoutes,
  admissionOfficeWorkRoutes,
  admissionDashboardRoutes,
  outcomeRoutes,
  officeOutcomeRoutes,
  finalGpaRoutes,
  enrolmentRoutes,
  actualResultsRoutes,
  appealRoutes,
  documentRequestRoutes,
  interviewRoutes,
  feeWaiverRoutes,
  entranceExamOfficeRoutes,
  entranceExamRegistrationRoutes,
  periodOfficeRoutes,
];

export default async function admissionModule(app: FastifyInstance): Promise<void> {
  app.actionItems.add('admission-offer', offerReplyItems);
  app.actionItems.add('admission-draft', draftItems);
  app.actionItems.add('admission-after-submission', afterSubmissionItems);
  app.actionItems.add('admission-requests', requestAndInvitationItems);
  app.actionItems.add('entrance-exams', examRegistrationItems);
  app.actionItems.add('tuition-grant-sureties', tuitionGrantSuretyItems);
  for (const routes of ROUTES) await app.register(routes);
}
