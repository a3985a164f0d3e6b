// Bundles the API into one CommonJS file, dist/server.js, and the local OneMap server, local identity
// providers and local sandbox payment gateway for development and the e2e suite into dist/local-onemap.js,
// dist/local-identity.js and dist/local-stripe.js. Installed packages stay external (they are in
// node_modules at run time, and some ship native code or WebAssembly); the workspace's own @portal/*
// packages are TypeScript sources, so they are compiled into the bundle.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dependencies = {} } = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@portal/'));

await build({
  entryPoints: {
    server: path.join(here, 'src/server.ts'),
    office: path.join(here, 'src/office/cli.ts'),
    'local-onemap': path.join(here, 'dev/local-onemap.ts'),
    'local-identity': path.join(here, 'dev/local-identity.ts'),
    'local-stripe': path.join(here, 'dev/local-stripe.ts'),
  },
  outdir: path.join(here, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  // Sub-paths too (kysely/migration, @fastify/…): anything under an external package stays external.
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
console.log(`api: built dist/server.js, dist/office.js, dist/local-onemap.js, dist/local-identity.js and dist/local-stripe.js (external: ${external.join(', ')})`);
