/**
 * The scholarships dashboard's charts (GET /api/office/scholarship/dashboard, issue 37): their ids and
 * the keys of their rows that are not data (a funnel step, a state), which the console names.
 */

/** The charts, in the order the dashboard shows them. */
export const SCHOLARSHIP_DASHBOARD_CHARTS = ['funnel', 'submissionsPerDay', 'perScholarship', 'byState', 'byCitizenship', 'perProgramme'] as const;
export type ScholarshipDashboardChartId = (typeof SCHOLARSHIP_DASHBOARD_CHARTS)[number];

/**
 * The funnel's steps, in order: each counts applications that reached it. Shortlisting is optional
 * and leaves no trace once an outcome is released (the status moves on), so it is no step: the
 * applications shortlisted now are in the chart of states.
 */
export const SCHOLARSHIP_FUNNEL_STEPS = ['started', 'submitted', 'awarded', 'accepted', 'undertakingSigned', 'suretiesConfirmed'] as const;

/**
 * The states the office reads, in its order: the application's status, except that a submitted (or
 * shortlisted) one whose outcome is recorded but not yet released is OUTCOME_TO_RELEASE, and an
 * award is told apart by the applicant's reply.
 */
export const SCHOLARSHIP_DASHBOARD_STATES = [
  'DRAFT',
  'SUBMITTED',
  'SHORTLISTED',
  'OUTCOME_TO_RELEASE',
  'AWARDED_AWAITING_REPLY',
  'AWARDED_ACCEPTED',
  'AWARDED_DECLINED',
  'AWARDED_LAPSED',
  'UNSUCCESSFUL',
] as const;
export type ScholarshipDashboardState = (typeof SCHOLARSHIP_DASHBOARD_STATES)[number];

/** The citizenship row of applications whose admission application states none (or that go with none). */
export const CITIZENSHIP_NOT_STATED = 'NOT_STATED';
