import { createRemoteLifecycles } from '@portal/mount/lifecycles';
import { admissionText } from './admission-text';
import { AdmissionRoutes } from './AdmissionRoutes';

export const { bootstrap, mount, unmount, serverDrawing } = createRemoteLifecycles(AdmissionRoutes, { namespaces: [admissionText] });
