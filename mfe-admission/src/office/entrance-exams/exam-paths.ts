/** The console's entrance exam addresses: the API's (the shared client adds /api) and what a list banner says after the form. */
export const EXAMS_API = '/office/admission/entrance-exams';
export const examApi = (examId: string) => `${EXAMS_API}/${examId}`;

/** Console path of the list, relative to the console's basename (/office/admission). */
export const EXAMS_PATH = '/entrance-exams';

/** Passed in the navigation state from the form back to the list. */
export interface ExamNotice {
  kind: 'saved' | 'closed';
  name: string;
}
