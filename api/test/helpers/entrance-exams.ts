/** Entrance exams for the tests (issue 11): a valid office form body and the routes' addresses. */
import type { Browser } from './test-app';

export const OFFICE_EXAMS = '/api/office/admission/entrance-exams';
export const applicantExams = (applicationNumber: string) => `/api/payment/entrance-exams/applications/${applicationNumber}`;

/**
 * The office's form as the console sends it. The test clock starts on 01/03/2026 (Singapore), so
 * registration is open until 20/03/2026 and the exam is sat on 28/03/2026.
 */
export const examForm = (changes: Record<string, unknown> = {}) => ({
  nameEn: 'Computing Aptitude Test',
  nameZh: '计算机能力测验',
  examDate: '28/03/2026',
  startsAt: '14:00',
  endsAt: '16:00',
  venueEn: 'Lecture Theatre 5',
  venueZh: '第五讲堂',
  fee: '75.50',
  programmes: ['CS', 'EE'],
  registrationClosesOn: '20/03/2026',
  previousAttemptWithinTwoYears: false,
  ...changes,
});

/** Defines an exam as an admissions officer and answers its id. */
export async function defineExam(officer: Browser, changes: Record<string, unknown> = {}): Promise<string> {
  const created = await officer.post(OFFICE_EXAMS, examForm(changes));
  if (created.statusCode !== 201) throw new Error(`defining an exam failed: ${created.statusCode} ${created.body}`);
  return created.json().id;
}
