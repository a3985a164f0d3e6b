/**
 * The console kit's write-in hint (the applicant's chosen language) for an application of this
 * console, loaded by its number.
 */
import type { OfficeApplicationView } from '@portal/contracts/admission/office';
import { useApiQuery } from '@portal/http/use-api-query';
import { useWriteInHint as useWriteInHintFor } from '@portal/ui/console/write-in-hint';
import { officeApi } from './office-api';

export function useWriteInHint(applicationNumber: string): string | undefined {
  const view = useApiQuery<OfficeApplicationView>(officeApi.application(applicationNumber));
  return useWriteInHintFor(view.data?.applicant.language);
}
