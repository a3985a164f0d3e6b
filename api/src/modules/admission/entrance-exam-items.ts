/**
 * The dashboard's "register for an entrance exam" items (issue 11): for each of the applicant's
 * applications, the open exams its programme choices need that the applicant has not registered
 * for, due on the registration closing date. Once registered, the fee's FEE_UNPAID item takes over.
 */
import type { ActionItem } from '@portal/contracts/api';
import { displayDay } from '@portal/contracts/entrance-exams';
import { singaporeDate } from '@portal/contracts/singapore-calendar';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export async function examRegistrationItems(db: Db, applicantId: string, now: Date): Promise<ActionItem[]> {
  const today = singaporeDate(now);
  const [applications, exams, registered] = await Promise.all([
    db.selectFrom('applications').select(['id', 'application_number', 'programme_choices']).where('applicant_id', '=', applicantId).where('status', '<>', 'WITHDRAWN').execute(),
    db
      .selectFrom('entrance_exams')
      .select(['id', 'name_en', 'programmes', sql<string>`registration_closes_on::text`.as('closes_on')])
      .where('status', '=', 'OPEN')
      .where('registration_closes_on', '>=', today)
      .orderBy('registration_closes_on')
      .execute(),
    db.selectFrom('entrance_exam_registrations').select('exam_id').where('applicant_id', '=', applicantId).execute(),
  ]);
  const done = new Set(registered.map((row) => row.exam_id));
  return applications.flatMap((application) => {
    const choices = application.programme_choices.map((choice) => choice.programme);
    return exams
      .filter((exam) => !done.has(exam.id) && exam.programmes.some((code) => choices.includes(code)))
      .map(
        (exam): ActionItem => ({
          id: `exam-${exam.id}-${application.id}`,
          kind: 'EXAM_REGISTRATION',
          title: 'Register for an entrance exam',
          description: `The programme choices of application ${application.application_number} need the ${exam.name_en}. Please register by ${displayDay(exam.closes_on)}.`,
          applicationNumber: application.application_number,
          dueDate: exam.closes_on,
          href: '/applicant/payment/entrance-exams',
        }),
      );
  });
}
