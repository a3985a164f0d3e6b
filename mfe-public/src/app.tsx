import { createRemoteLifecycles } from '@portal/mount/lifecycles';
import { PublicRoutes } from './PublicRoutes';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(PublicRoutes);
