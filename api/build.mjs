// Bundles the API into one CommonJS file, dist/server.js, with dist/pdf-worker.js beside it (the PDF
// worker threads' code, api/src/pdf/worker.ts, which the server finds next to itself), and the local
// OneMap server, local identity providers and local sandbox payment gateway for development and the
// e2e suite into dist/local-onemap.js, dist/local-identity.js and dist/local-stripe.js. The options
// they share (external packages, target) are in bundle-options.mjs.
import { build } from 'esbuild';
import path from 'node:path';
import { API_ROOT, bundleOptions, externalPackages, PDF_WORKER_ENTRY } from './bundle-options.mjs';

await build({
  ...bundleOptions,
  entryPoints: {
    server: path.join(API_ROOT, 'src/server.ts'),
    ...PDF_WORKER_ENTRY,
    office: path.join(API_ROOT, 'src/staff/cli.ts'),
    'local-onemap': path.join(API_ROOT, 'dev/local-onemap.ts'),
    'local-identity': path.join(API_ROOT, 'dev/local-identity.ts'),
    'local-stripe': path.join(API_ROOT, 'dev/local-stripe.ts'),
  },
  outdir: path.join(API_ROOT, 'dist'),
});
console.log(`api: built dist/server.js, dist/pdf-worker.js, dist/office.js, dist/local-onemap.js, dist/local-identity.js and dist/local-stripe.js (external: ${externalPackages.join(', ')})`);
