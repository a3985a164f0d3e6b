// npm start: install, build what changed, and serve the whole portal on one origin with the
// embedded database and demo data.
import path from 'node:path';
import { buildAll, install, ROOT, run, step } from './workspace.mjs';

try {
  install();
  await buildAll();
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
}

step('Starting the portal');
const code = await run(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
  env: { ...process.env, WEB_ROOT: process.env.WEB_ROOT ?? ROOT, PORTAL_PRINT_DEMO: '1' },
});
process.exit(code);
