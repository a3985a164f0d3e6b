import { createRemoteLifecycles } from '@portal/mount/lifecycles';
import { scholarshipText } from './scholarship-text';
import { ScholarshipRoutes } from './ScholarshipRoutes';

export const { bootstrap, mount, unmount, serverDrawing } = createRemoteLifecycles(ScholarshipRoutes, { namespaces: [scholarshipText] });
