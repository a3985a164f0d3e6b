/**
 * What the console can do with one application: each console feature adds its screen here (a path
 * relative to the application's page, and the label's key in the 'admission-office' strings).
 */
import type { TextKey } from '@portal/i18n/namespace';
import type en from '../locales/en-GB';

export interface OfficeAction {
  path: string;
  label: TextKey<typeof en>;
}

export const OFFICE_ACTIONS: readonly OfficeAction[] = [
  { path: 'outcome', label: 'application.actionOutcome' },
  { path: 'results', label: 'afterSubmission.results.title' },
  { path: 'gpa', label: 'afterSubmission.gpa.title' },
  { path: 'enrolment', label: 'afterSubmission.enrolment.title' },
  { path: 'appeal', label: 'application.actionAppeal' },
  { path: 'interviews', label: 'application.actionInterviews' },
  { path: 'documents-request', label: 'application.actionDocumentsRequest' },
  { path: 'fee', label: 'application.actionFee' },
];
