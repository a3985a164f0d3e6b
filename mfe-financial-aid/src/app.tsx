import { createRemoteLifecycles } from '@portal/mount/lifecycles';
import { FinancialAidRoutes } from './FinancialAidRoutes';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(FinancialAidRoutes);
