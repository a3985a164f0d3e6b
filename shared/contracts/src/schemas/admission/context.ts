/**
 * What a section's rules may depend on beyond its own answers: the application's system and
 * category, the eligibility answers and other sections' facts (the date of birth for the under-18
 * endorsement). The browser and the server pass the same context to the same schemas.
 */
import type { CategoryId, Eligibility } from '../../categories';
import type { SystemId } from '../../systems';

export interface AdmissionContext {
  system: SystemId;
  category: CategoryId;
  eligibility: Eligibility;
  /** Personal Particulars' date of birth (yyyy-mm-dd), when given. */
  dateOfBirth?: string | null;
  /** Today, yyyy-mm-dd (the server's clock), for ages and dates in the past. */
  today: string;
  /**
   * The Education section's records as far as other sections' rules need them (the Subjects rules:
   * which records may have subjects, and which results they are). Undefined when not known.
   */
  education?: EducationFact[];
  /** Ids of the education records that have subjects in the Subjects section (the Education rules). */
  subjectRecordIds?: string[];
}

/** What another section may know of one education record. */
export interface EducationFact {
  id: string;
  qualification: string;
  status: string;
  resultType: string;
}

/** The context a yup test sees (yup keeps it in options.context). */
export const admissionContext = (options: { context?: unknown }): AdmissionContext | undefined =>
  options.context as AdmissionContext | undefined;

/** Age in whole years on a day (both yyyy-mm-dd). */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
