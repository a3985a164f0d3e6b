/**
 * Content the Office of Admissions keeps in files (CONTENT_DIR), served in the chosen language:
 * today the FAQ (content/faq/<language>.json). A file is re-read when it changes, so the office
 * edits wording without a deploy; a file that does not match the shape is refused (and logged), and
 * the previous good version keeps being served.
 */
import { faqSchema, type Faq } from '@portal/contracts/faq';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@portal/contracts/languages';
import type { FastifyInstance } from 'fastify';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { jsonSchemaOf } from '../../http/json-schema-of';
import { errorResponses, languageChoice } from '../../http/openapi-schemas';
import { problem } from '../../http/problems';

const faqRoute = {
  tags: ['content'],
  summary: 'The FAQ in the chosen language (questions and answers grouped by topic)',
  // The route's own check answers another language, or one sent twice (400 BAD_REQUEST): Fastify's would word it differently.
  querystring: { type: 'object', properties: { lang: languageChoice(`the page's default, ${DEFAULT_LANGUAGE}`) } },
  response: { 200: jsonSchemaOf(faqSchema), ...errorResponses(400, 503) },
};

export default async function contentRoutes(app: FastifyInstance): Promise<void> {
  const cache = new Map<Language, { mtimeMs: number; faq: Faq }>();

  async function readFaq(language: Language): Promise<Faq> {
    const file = path.join(app.config.contentDir, 'faq', `${language}.json`);
    const { mtimeMs } = await stat(file);
    const cached = cache.get(language);
    if (cached && cached.mtimeMs === mtimeMs) return cached.faq;
    try {
      const faq = faqSchema.validateSync(JSON.parse(await readFile(file, 'utf8')), { stripUnknown: false }) as Faq;
      cache.set(language, { mtimeMs, faq });
      return faq;
    } catch (error) {
      app.log.error({ err: error, file }, 'FAQ content file is not valid; serving the last good version');
      if (cached) return cached.faq;
      throw problem(503, 'SERVICE_UNAVAILABLE');
    }
  }

  app.get<{ Querystring: { lang?: unknown } }>('/api/content/faq', { schema: faqRoute }, async (request) => {
    const requested = request.query.lang ?? DEFAULT_LANGUAGE;
    if (!isLanguage(requested)) throw problem(400, 'BAD_REQUEST');
    return readFaq(requested);
  });
}
