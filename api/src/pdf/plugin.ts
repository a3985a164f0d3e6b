/**
 * Makes the PDF worker pool available to every module as `app.pdf` (one pool per app, its threads
 * started on the first render and ended when the app closes).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PdfPool, type PdfPoolOptions } from './pool';
import { pdfWorkerFile } from './worker-file';

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders PDFs on worker threads, with a bounded queue and one render at a time per applicant. */
    pdf: PdfPool;
  }
}

export type PdfPluginOptions = Partial<PdfPoolOptions>;

export const pdfPlugin = fp(
  async (app: FastifyInstance, options: PdfPluginOptions) => {
    const pool = new PdfPool({ ...options, workerFile: options.workerFile ?? pdfWorkerFile() });
    app.decorate('pdf', pool);
    app.addHook('onClose', async () => pool.close());
  },
  { name: 'pdf' },
);
