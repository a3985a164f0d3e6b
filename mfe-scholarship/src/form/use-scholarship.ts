import type { OfferedScholarship, ScholarshipForm } from '@portal/contracts/scholarship/api';
import type { Language } from '@portal/contracts/languages';
import { useApiQuery } from '@portal/http/use-api-query';
import { paths } from '../paths';

/** The application's task list as the server sees it (sections, states, closed choices). */
export const useScholarshipForm = (id: string) => useApiQuery<ScholarshipForm>(paths.api(id));

/** The office's scholarships as the signed-in applicant may see them (open, eligible, why not). */
export const useScholarships = () => useApiQuery<OfferedScholarship[]>(paths.scholarships);

/** A scholarship's name in the page's language; the code when the catalogue no longer has it. */
export const scholarshipName = (catalogue: readonly OfferedScholarship[], code: string, language: Language): string =>
  catalogue.find((scholarship) => scholarship.code === code)?.name[language] ?? code;
