import { createRemoteLifecycles } from '@portal/mount/lifecycles';
import { faqText } from './faq/faq-text';
import { PublicRoutes } from './PublicRoutes';
import { publicText } from './public-text';

export const { bootstrap, mount, unmount, serverDrawing } = createRemoteLifecycles(PublicRoutes, { namespaces: [publicText, faqText] });
