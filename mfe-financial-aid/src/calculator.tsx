import { createRemoteLifecycles } from '@portal/mount/lifecycles';
import { AidCalculatorPage } from './calculator/AidCalculatorPage';

/** The public financial aid calculator, mounted by the shell at /FinancialAidCalculator (no sign-in). */
export const { bootstrap, mount, unmount } = createRemoteLifecycles(AidCalculatorPage);
