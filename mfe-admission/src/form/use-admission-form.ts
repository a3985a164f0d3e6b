import type { AdmissionForm } from '@portal/contracts/admission/api';
import { useApiQuery } from '@portal/http/use-api-query';
import { paths } from '../paths';

/** The application's task list as the server sees it (sections, states, period, deadline). */
export const useAdmissionForm = (applicationNumber: string) => useApiQuery<AdmissionForm>(`${paths.api(applicationNumber)}/form`);
