import { createRemoteLifecycles } from '@portal/mount/lifecycles';
import { AdmissionRoutes } from './AdmissionRoutes';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(AdmissionRoutes);
