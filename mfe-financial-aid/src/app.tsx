import { createRemoteLifecycles } from '@portal/mount/lifecycles';
import { financialAidText } from './financial-aid-text';
import { FinancialAidRoutes } from './FinancialAidRoutes';

export const { bootstrap, mount, unmount, serverDrawing } = createRemoteLifecycles(FinancialAidRoutes, { namespaces: [financialAidText] });
