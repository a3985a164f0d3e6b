/**
 * Where the PDF worker's code is. A worker thread runs plain JavaScript, so it is always a built
 * file: dist/pdf-worker.js beside the bundled server (api/build.mjs builds both), or the file named
 * by PDF_WORKER_FILE, which the jest setup builds from the same source before the tests run the
 * TypeScript directly (scripts/jest/global-setup.js).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

export const PDF_WORKER_BUNDLE = 'pdf-worker.js';

export function pdfWorkerFile(env: NodeJS.ProcessEnv = process.env): string {
  const file = env.PDF_WORKER_FILE || path.join(__dirname, PDF_WORKER_BUNDLE);
  // Said at start-up rather than as a failed download later.
  if (!existsSync(file)) throw new Error(`The PDF worker ${file} is missing: build the API (node api/build.mjs) or set PDF_WORKER_FILE`);
  return file;
}
