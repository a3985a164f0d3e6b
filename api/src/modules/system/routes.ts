/** Portal-wide facts the browser loads at start (settings, message catalogue) and the health check. */
import type { SystemSettings } from '@portal/contracts/api';
import { LIMITS } from '@portal/contracts/limits';
import { MESSAGES } from '@portal/contracts/messages';
import { DEFAULT_SYSTEM, SYSTEMS } from '@portal/contracts/systems';
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/database';
import { apiError } from '../../http/problems';
import { healthRoute, messagesRoute, settingsRoute } from './schemas';

export const PORTAL_TITLE = 'Undergraduate Applicant Portal';

export default async function systemRoutes(app: FastifyInstance): Promise<void> {
  const settings: SystemSettings = {
    portalTitle: PORTAL_TITLE,
    defaultSystem: DEFAULT_SYSTEM,
    systems: Object.values(SYSTEMS).map(({ id, name, applicationNumberPrefix }) => ({ id, name, applicationNumberPrefix })),
    sessionIdleSeconds: app.config.sessionIdleSeconds,
    idleWarningSeconds: LIMITS.idleWarningSeconds,
    admissionsOfficeUrl: app.config.admissionsOfficeUrl,
  };

  app.get('/api/system/settings', { schema: settingsRoute }, async () => settings);

  app.get('/api/system/messages', { schema: messagesRoute }, async () => MESSAGES);

  app.get('/api/health', { schema: healthRoute }, async (request, reply) => {
    try {
      await pingDatabase(app.db);
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).header('Retry-After', '10').send({ errors: [apiError('SERVICE_UNAVAILABLE')] });
    }
  });
}
