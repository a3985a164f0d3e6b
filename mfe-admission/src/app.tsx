import { createRemoteLifecycles } from '@portal/mount/lifecycles';
import { admissionText } from './admission-text';
import { AdmissionRoutes } from './AdmissionRoutes';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(AdmissionRoutes, { namespaces: [admissionText] });
