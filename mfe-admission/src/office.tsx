import { createRemoteLifecycles } from '@portal/mount/lifecycles';
import { admissionText } from './admission-text';
import { admissionOfficeText } from './office/office-text';
import { OfficeRoutes } from './office/OfficeRoutes';

/** The admissions console (it shows applications with the applicant screens' own words, hence both namespaces), mounted by the shell at /office/admission behind the staff sign-in. */
export const { bootstrap, mount, unmount, serverDrawing } = createRemoteLifecycles(OfficeRoutes, { namespaces: [admissionOfficeText, admissionText] });
