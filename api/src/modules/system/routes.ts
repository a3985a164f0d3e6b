/** Portal-wide facts the browser loads at start (settings, message catalogue) and the health check. */
import type { SystemSettings } from '@portal/contracts/api';
import { LIMITS } from '@portal/contracts/limits';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@portal/contracts/languages';
import { MESSAGES, type MessageCatalogue } from '@portal/contracts/messages';
import MESSAGES_ZH_HANS from '@portal/contracts/messages.zh-Hans';
import { DEFAULT_SYSTEM, SYSTEMS } from '@portal/contracts/systems';
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/database';
import { apiError, fieldProblem } from '../../http/problems';
import { healthRoute, messagesRoute, settingsRoute } from './schemas';

export const PORTAL_TITLE = 'Undergraduate Applicant Portal';

const CATALOGUES: Record<Language, MessageCatalogue> = { 'en-GB': MESSAGES, 'zh-Hans': MESSAGES_ZH_HANS };

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

  app.get<{ Querystring: { lang?: string } }>('/api/system/messages', { schema: messagesRoute }, async (request) => {
    const { lang = DEFAULT_LANGUAGE } = request.query;
    // A misspelt language is a mistake to report, not a reason to answer quietly in English.
    if (!isLanguage(lang)) throw fieldProblem(400, 'INVALID_VALUE', 'lang');
    return CATALOGUES[lang];
  });

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
