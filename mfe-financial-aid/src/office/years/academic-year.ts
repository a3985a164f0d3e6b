import { isAcademicYear } from '@portal/contracts/schemas/common';
import { useSearchInAddress } from '@portal/router';

/** The academic year whose applications are under way on a day (as the API's admissionAcademicYear: from August, the next one). */
export function admissionAcademicYearOf(now: Date): string {
  const year = now.getUTCFullYear();
  const start = now.getUTCMonth() >= 7 ? year + 1 : year;
  return `${start}/${start + 1}`;
}

/** The academic year a console page is about: the address's (?academicYear=2027/2028) when it is one, else the year under way. */
export function useChosenAcademicYear() {
  const search = useSearchInAddress(['academicYear'] as const);
  const asked = search.value('academicYear');
  return { search, academicYear: isAcademicYear(asked) ? asked : admissionAcademicYearOf(new Date()) };
}
