/** The academic year whose applications are under way on a day (as the API's admissionAcademicYear: from August, the next one). */
export function admissionAcademicYearOf(now: Date): string {
  const year = now.getUTCFullYear();
  const start = now.getUTCMonth() >= 7 ? year + 1 : year;
  return `${start}/${start + 1}`;
}
