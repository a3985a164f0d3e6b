import { createRemoteLifecycles } from '@portal/mount/lifecycles';
import { PaymentRoutes } from './PaymentRoutes';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(PaymentRoutes);
