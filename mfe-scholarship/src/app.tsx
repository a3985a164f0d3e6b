import { createRemoteLifecycles } from '@portal/mount/lifecycles';
import { ScholarshipRoutes } from './ScholarshipRoutes';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(ScholarshipRoutes);
