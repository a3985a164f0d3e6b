import { createRemoteLifecycles } from '@portal/mount/lifecycles';
import { AidCalculatorPage } from './calculator/AidCalculatorPage';
import { financialAidText } from './financial-aid-text';

/** The public financial aid calculator, mounted by the shell at /FinancialAidCalculator (no sign-in). */
export const { bootstrap, mount, unmount, serverDrawing } = createRemoteLifecycles(AidCalculatorPage, { namespaces: [financialAidText] });
