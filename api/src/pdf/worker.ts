/**
 * The PDF worker thread's entry: api/build.mjs bundles it into dist/pdf-worker.js next to the
 * server, and the pool (pool.ts) runs one model per task here, so pdfkit's layout and font
 * subsetting (about a second for an application at its maximum field sizes) never holds up the
 * event loop that answers every other request. Each thread opens the fonts once (fonts.ts).
 */
import type { ApplicationPdfModel } from './model';
import { renderApplicationPdf } from './render';

export default function renderInWorker(model: ApplicationPdfModel): Promise<Uint8Array> {
  return renderApplicationPdf(model);
}
