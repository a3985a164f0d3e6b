// npm start: install, build what changed, and serve the whole portal on one origin with the
// embedded database and demo data.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { demoAnnouncement, startLocalServices, waitUntilHealthy } from './local-services.mjs';
import { buildAll, install, ROOT, step } from './workspace.mjs';

const port = process.env.PORT ?? '8080';
// The server runs as production unless told otherwise; npm start is the developer's way in, so it
// opts in to development (demo data, plain cookie names) and to the development mailbox.
const nodeEnv = process.env.NODE_ENV ?? 'development';
const devMailbox = process.env.DEV_MAILBOX ?? (nodeEnv === 'production' || process.env.SMTP_URL ? 'off' : 'on');
const url = `http://localhost:${port}`;

try {
  install();
  await buildAll();
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
}

let services;
try {
  services = await startLocalServices({ publicUrl: process.env.PUBLIC_URL ?? url, nodeEnv });
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
}

step('Starting the portal');
const server = spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  // A terminal wants warnings and errors, not a JSON line per request; LOG_LEVEL=info shows them all.
  env: {
    ...process.env,
    ...services.env,
    NODE_ENV: nodeEnv,
    DEV_MAILBOX: devMailbox,
    WEB_ROOT: process.env.WEB_ROOT ?? ROOT,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  services.stop();
  process.exit(code ?? 0);
});

async function announceWhenReady() {
  if (!(await waitUntilHealthy(`http://127.0.0.1:${port}`, server))) return;
  const demo = demoAnnouncement({ url, nodeEnv, devMailbox, services });
  const docs = nodeEnv === 'production' && process.env.API_DOCS !== 'on' ? [] : [`  API documentation: ${url}/api/docs`];
  console.log(['', `  Undergraduate Applicant Portal is running at ${url}`, ...demo, ...docs, '  Stop with Ctrl+C.', ''].join('\n'));
}
void announceWhenReady();
