/**
 * Update Actual Exam Result (spec 2, 5): after submission, while the office has opened the window,
 * the applicant replaces predicted results with actual ones. The answers have the Subjects section's
 * shape and pass its rules (subjectsSchema: A-Level 4 subjects with 2 at H2 or A, IB 6 subjects, an
 * actual result needs a subject), checked against the submitted Education records with every
 * finished school-leaving record now giving actual results.
 */
import type { EducationFact } from './context';
import { educationFactsOf, needsResults } from './education';

export { subjectsSchema as actualResultsSchema } from './subjects';

/** The submitted Education records as the update's rules see them: results are now actual. */
export function actualResultsFacts(education: unknown): EducationFact[] {
  return educationFactsOf(education).map((fact) => (needsResults(fact) ? { ...fact, resultType: 'ACTUAL' } : fact));
}
