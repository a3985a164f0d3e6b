import { createRemoteLifecycles } from '@portal/mount/lifecycles';
import { ScholarshipOfficeRoutes } from './office/ScholarshipOfficeRoutes';
import { scholarshipOfficeText } from './office/office-text';

/** The Scholarships Office's console, mounted by the shell at /office/scholarship behind the staff sign-in (SCHOLARSHIPS role). */
export const { bootstrap, mount, unmount, serverDrawing } = createRemoteLifecycles(ScholarshipOfficeRoutes, { namespaces: [scholarshipOfficeText] });
