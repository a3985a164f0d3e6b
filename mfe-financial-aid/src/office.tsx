import { createRemoteLifecycles } from '@portal/mount/lifecycles';
import { FinancialAidOfficeRoutes } from './office/FinancialAidOfficeRoutes';
import { financialAidOfficeText } from './office/office-text';

/** The Office of Financial Aid's console, mounted by the shell at /office/financial-aid behind the staff sign-in (FINANCIAL_AID role). */
export const { bootstrap, mount, unmount } = createRemoteLifecycles(FinancialAidOfficeRoutes, { namespaces: [financialAidOfficeText] });
