// The esbuild options every API bundle shares (api/build.mjs, and the jest setup's build of the PDF
// worker, scripts/jest/global-setup.js): one CommonJS file per entry for Node 20. Installed packages
// stay external (they are in node_modules at run time, and some ship native code or WebAssembly); the
// workspace's own @portal/* packages are TypeScript sources, so they are compiled into the bundle.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const API_ROOT = path.dirname(fileURLToPath(import.meta.url));

const { dependencies = {} } = JSON.parse(readFileSync(path.join(API_ROOT, 'package.json'), 'utf8'));
export const externalPackages = Object.keys(dependencies).filter((name) => !name.startsWith('@portal/'));

export const bundleOptions = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  // Sub-paths too (kysely/migration, @fastify/…): anything under an external package stays external.
  external: externalPackages.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
};

/** The PDF worker thread's entry (api/src/pdf/worker.ts), bundled as pdf-worker.js. */
export const PDF_WORKER_ENTRY = { 'pdf-worker': path.join(API_ROOT, 'src/pdf/worker.ts') };
