/**
 * The console kit's write-in hint (the applicant's chosen language) for an application of this
 * console, loaded by its number.
 */
import type { Language } from '@portal/contracts/languages';
import type { OfficeApplicationView } from '@portal/contracts/admission/office';
import { useApiQuery } from '@portal/http/use-api-query';
import { useWriteInHint as useWriteInHintFor } from '@portal/ui/console/write-in-hint';
import { officeApi } from './office-api';

/** The language the application's applicant chose, once the application has loaded. */
export function useApplicantLanguage(applicationNumber: string): Language | null | undefined {
  const view = useApiQuery<OfficeApplicationView>(officeApi.application(applicationNumber));
  return view.data?.applicant.language;
}

export function useWriteInHint(applicationNumber: string): string | undefined {
  return useWriteInHintFor(useApplicantLanguage(applicationNumber));
}
