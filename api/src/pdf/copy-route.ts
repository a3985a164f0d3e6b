/**
 * The route that answers the PDF copy of a submitted form in the language asked for (?lang=en-GB or
 * zh-Hans; by default the page's), as an attachment: one shape for the applicant's and the office's
 * copies of every form (admission, scholarship…). The caller says who may ask and renders the copy.
 * A stored copy (stored-copy.ts) also carries its SHA-256, sent as Repr-Digest (RFC 9530) so a
 * download can be checked against the copy the portal keeps.
 */
import { isLanguage, type Language } from '@portal/contracts/languages';
import contentDisposition from 'content-disposition';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses, languageChoice } from '../http/openapi-schemas';
import { requestLanguage } from '../http/request-language';
import { PDF_POOL_REFUSALS } from './pool';

export interface PdfCopyRouteOptions {
  url: string;
  tags: string[];
  summary: string;
  params: object;
  /** The refusals the route may answer, for OpenAPI (e.g. 401, 404, 409); the PDF pool's 429 and 503 are added. */
  errors: number[];
  render(request: FastifyRequest, language: Language): Promise<{ pdf: Buffer; fileName: string; sha256?: string }>;
}

export function registerPdfCopyRoute(app: FastifyInstance, options: PdfCopyRouteOptions): void {
  app.get<{ Querystring: { lang?: unknown } }>(
    options.url,
    {
      schema: {
        tags: options.tags,
        summary: options.summary,
        params: options.params,
        // Described, not refused (no type: not even when sent twice): another language (or none) means the page's.
        querystring: { type: 'object', properties: { lang: languageChoice("the page's language") } },
        response: { 200: { description: 'The PDF', type: 'string', format: 'binary' }, ...errorResponses(...options.errors, ...PDF_POOL_REFUSALS) },
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      const { pdf, fileName, sha256 } = await options.render(request, isLanguage(lang) ? lang : requestLanguage(request));
      if (sha256) reply.header('Repr-Digest', `sha-256=:${Buffer.from(sha256, 'hex').toString('base64')}:`);
      return reply.header('Content-Type', 'application/pdf').header('Content-Disposition', contentDisposition(fileName, { type: 'attachment' })).send(pdf);
    },
  );
}
