import { createRemoteLifecycles } from '@portal/mount/lifecycles';
import { paymentText } from './payment-text';
import { PaymentRoutes } from './PaymentRoutes';

export const { bootstrap, mount, unmount, serverDrawing } = createRemoteLifecycles(PaymentRoutes, { namespaces: [paymentText] });
