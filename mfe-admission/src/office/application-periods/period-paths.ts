/** The console's application period addresses: the API's (the shared client adds /api), the pages', and what a list banner says after the form. */
export const PERIODS_API = '/office/admission/application-periods';
export const periodApi = (periodId: string) => `${PERIODS_API}/${periodId}`;

/** Console paths, relative to the console's basename (/office/admission). */
export const PERIODS_PATH = '/application-periods';
export const periodsOfYear = (academicYear: string) => `${PERIODS_PATH}?academicYear=${encodeURIComponent(academicYear)}`;

/** Passed in the navigation state from the form back to the list. */
export interface PeriodNotice {
  kind: 'added' | 'changed' | 'removed';
  name: string;
}
