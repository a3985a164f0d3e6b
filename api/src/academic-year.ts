/**
 * The academic year applications made now are for: the intake starts in August, and applications
 * open in the autumn before it. From August on, applicants apply for the year starting next August.
 * Admission numbers its applications by it; scholarships and financial aid follow the same intake.
 */
export function admissionAcademicYear(now: Date): string {
  const year = now.getUTCFullYear();
  const start = now.getUTCMonth() >= 7 ? year + 1 : year;
  return `${start}/${start + 1}`;
}
