import { createRemoteLifecycles } from '@portal/mount/lifecycles';
import { FinanceRoutes } from './office/FinanceRoutes';
import { paymentOfficeText } from './office/office-text';
import { paymentText } from './payment-text';

/** The finance console (it names fees and statuses with the payment pages' own words, hence both namespaces), mounted by the shell at /office/payment behind the staff sign-in. */
export const { bootstrap, mount, unmount, serverDrawing } = createRemoteLifecycles(FinanceRoutes, { namespaces: [paymentOfficeText, paymentText] });
