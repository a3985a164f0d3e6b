/** Portal-wide facts the browser loads at start (settings, message catalogue) and the health check. */
import type { SystemSettings } from '@portal/contracts/api';
import { LIMITS } from '@portal/contracts/limits';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@portal/contracts/languages';
import { MESSAGES, type MessageCatalogue } from '@portal/contracts/messages';
import MESSAGES_ZH_HANS from '@portal/contracts/messages.zh-Hans';
import { DEFAULT_SYSTEM, SYSTEMS } from '@portal/contracts/systems';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/database';
import { apiError, fieldProblem } from '../../http/problems';
import { healthRoute, messagesRoute, settingsRoute } from './schemas';

export const PORTAL_TITLE = 'Undergraduate Applicant Portal';

const CATALOGUES: Record<Language, MessageCatalogue> = { 'en-GB': MESSAGES, 'zh-Hans': MESSAGES_ZH_HANS };

/** Each catalogue's version: its words' digest, so an address naming it (`v`) always means these words. */
const CATALOGUE_VERSIONS = Object.fromEntries(
  Object.entries(CATALOGUES).map(([language, catalogue]) => [language, createHash('sha256').update(JSON.stringify(catalogue)).digest('hex').slice(0, 16)]),
) as Record<Language, string>;

/** A year: an address with the catalogue's version never changes what it answers. */
const VERSIONED_CACHING = 'public, max-age=31536000, immutable';

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

  // The page names the catalogue by its version (web/first-screen.ts), so the browser keeps it; asked
  // for without it, or with another (a page from before a deploy), it is answered fresh every time.
  app.get<{ Querystring: { lang?: string; v?: string } }>('/api/system/messages', { schema: messagesRoute }, async (request, reply) => {
    const { lang = DEFAULT_LANGUAGE, v } = request.query;
    // A misspelt language is a mistake to report, not a reason to answer quietly in English.
    if (!isLanguage(lang)) throw fieldProblem(400, 'INVALID_VALUE', 'lang');
    const version = CATALOGUE_VERSIONS[lang];
    reply.header('etag', `"${version}"`);
    if (v === version) reply.header('cache-control', VERSIONED_CACHING);
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
