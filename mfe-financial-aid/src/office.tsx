import { createRemoteLifecycles } from '@portal/mount/lifecycles';
import { FinancialAidOfficeRoutes } from './office/FinancialAidOfficeRoutes';
import { formsText } from '@portal/forms/text';
import { aidFormText } from './form/form-text';
import { financialAidOfficeText } from './office/office-text';

/** The Office of Financial Aid's console (with the form's words: it reads the answers as the applicant's check-your-answers words them), mounted by the shell at /office/financial-aid behind the staff sign-in (FINANCIAL_AID role). */
export const { bootstrap, mount, unmount, serverDrawing } = createRemoteLifecycles(FinancialAidOfficeRoutes, { namespaces: [financialAidOfficeText, aidFormText, formsText] });
