/**
 * Dashboard items of the admission steps after submission: give the actual exam results while the
 * office's window is open (due: its closing day), submit the final cumulative GPA (GPA categories,
 * until submitted), confirm enrolment (an accepted offer, until confirmed).
 */
import { FINAL_GPA_CATEGORIES } from '@portal/contracts/admission/after-submission';
import type { ActionItem } from '@portal/contracts/api';
import { singaporeDate } from '@portal/contracts/singapore-calendar';
import type { Db } from '../../db/database';
import { isAcceptance } from './accepted-offer';

const applicationPath = (number: string, screen: string) => `/applicant/admission/applications/${number}/${screen}`;

export async function afterSubmissionItems(db: Db, applicantId: string, now: Date): Promise<ActionItem[]> {
  const submitted = db
    .selectFrom('applications as app')
    .where('app.applicant_id', '=', applicantId)
    .where('app.status', 'not in', ['DRAFT', 'WITHDRAWN']);
  const [results, gpa, offers] = await Promise.all([
    submitted
      .innerJoin('admission_actual_results as results', 'results.application_id', 'app.id')
      .select(['app.id', 'app.application_number', 'results.window_closes_at'])
      .where('results.window_open', '=', true)
      .where('results.updated_at', 'is', null)
      .where((eb) => eb.or([eb('results.window_closes_at', 'is', null), eb('results.window_closes_at', '>', now)]))
      .execute(),
    submitted
      .leftJoin('admission_final_gpa as gpa', 'gpa.application_id', 'app.id')
      .select(['app.id', 'app.application_number'])
      .where('app.category', 'in', [...FINAL_GPA_CATEGORIES])
      .where('gpa.application_id', 'is', null)
      .execute(),
    submitted
      .innerJoin('admission_outcomes as outcome', 'outcome.application_id', 'app.id')
      .leftJoin('admission_enrolments as enrolment', 'enrolment.application_id', 'app.id')
      .select(['app.id', 'app.application_number', 'outcome.response'])
      .where('outcome.decision', '=', 'OFFERED')
      .where('outcome.released_at', 'is not', null)
      .where('outcome.responded_at', 'is not', null)
      .where('outcome.lapsed_at', 'is', null)
      .where('enrolment.application_id', 'is', null)
      .execute(),
  ]);
  return [
    ...results.map(
      (row): ActionItem => ({
        id: `results-${row.id}`,
        kind: 'RESULTS_UPDATE',
        title: 'Update your actual exam results',
        description: `The Office of Admissions asks for your actual examination results for application ${row.application_number}.`,
        applicationNumber: row.application_number,
        ...(row.window_closes_at ? { dueDate: singaporeDate(row.window_closes_at) } : {}),
        href: applicationPath(row.application_number, 'actual-results'),
      }),
    ),
    ...gpa.map(
      (row): ActionItem => ({
        id: `final-gpa-${row.id}`,
        kind: 'FINAL_GPA',
        title: 'Submit your final cumulative GPA result',
        description: `Submit your final cumulative GPA and final results document for application ${row.application_number}.`,
        applicationNumber: row.application_number,
        href: applicationPath(row.application_number, 'final-gpa'),
      }),
    ),
    ...offers
      .filter((row) => isAcceptance(row.response))
      .map(
        (row): ActionItem => ({
          id: `enrolment-${row.id}`,
          kind: 'ENROLMENT_CONFIRMATION',
          title: 'Confirm your enrolment',
          description: `You accepted the offer for application ${row.application_number}. Confirm whether you will enrol.`,
          applicationNumber: row.application_number,
          href: applicationPath(row.application_number, 'enrolment'),
        }),
      ),
  ];
}
