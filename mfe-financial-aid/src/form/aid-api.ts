/**
 * The financial aid application's API as the form reads it: the task list, the year's dates, the
 * schemes (types: @portal/contracts/financial-aid/api).
 */
import type { AidApplicationForm, AidCurrentYear, OfferedAidScheme } from '@portal/contracts/financial-aid/api';
import { useApiQuery } from '@portal/http/use-api-query';
import { paths } from '../paths';

/** The application's task list as the server sees it (sections, states, household figures, dates). */
export const useAidForm = (id: string) => useApiQuery<AidApplicationForm>(paths.api(id));

/** The current academic year's dates and whether applications (and appeals) are open. */
export const useAidYear = () => useApiQuery<AidCurrentYear>('/financial-aid/years/current');

/** The active schemes of an academic year (an application's year is its admission application's), each with whether the signed-in applicant's tier may get it. */
export const useAidSchemes = (academicYear: string) => useApiQuery<OfferedAidScheme[]>(`/financial-aid/schemes?academicYear=${encodeURIComponent(academicYear)}`);
