import { createRemoteLifecycles } from '@portal/mount/lifecycles';
import { admissionOfficeText } from './office/office-text';
import { OfficeRoutes } from './office/OfficeRoutes';

/** The admissions console, mounted by the shell at /office/admission behind the staff sign-in. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles(OfficeRoutes, { namespaces: [admissionOfficeText] });
