// Starts the built portal with a fresh embedded database (demo data included) for the e2e suite, and
// a local OneMap server for the address look-up unless ADDRESS_LOOKUP_URL is given, and the local
// identity providers for national-identity sign-in unless OIDC_NATIONAL_IDENTITY_ISSUER is given, and
// for social sign-in unless OIDC_SOCIAL_PROVIDERS is given, and the local sandbox payment gateway
// unless STRIPE_SECRET_KEY is given (on LOCAL_STRIPE_PORT when set, so a test knows where its
// /_sandbox routes are; otherwise on a free port).
//   node serve-portal.mjs <port> [webRoot]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { spawnLocalIdentity } from '../../scripts/local-identity.mjs';
import { spawnLocalOneMap } from '../../scripts/local-onemap.mjs';
import { spawnLocalStripe } from '../../scripts/local-stripe.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [port = '4810', webRoot = root] = process.argv.slice(2);
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
const onemap = process.env.ADDRESS_LOOKUP_URL ? null : await spawnLocalOneMap(root);
const publicUrl = process.env.PUBLIC_URL ?? `http://127.0.0.1:${port}`;
const localNational = !process.env.OIDC_NATIONAL_IDENTITY_ISSUER;
const localSocial = !process.env.OIDC_SOCIAL_PROVIDERS;
const identity = localNational || localSocial ? await spawnLocalIdentity(root, publicUrl) : null;
const gateway = process.env.STRIPE_SECRET_KEY
  ? null
  : await spawnLocalStripe(root, `${publicUrl}/api/payment/webhook`, { port: Number(process.env.LOCAL_STRIPE_PORT ?? '0') });

const server = spawn(process.execPath, [path.join(root, 'api/dist/server.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    ...onemap?.env,
    ...gateway?.env,
    ...(localNational ? identity?.env : {}),
    ...(localSocial ? identity?.socialEnv : {}),
    PUBLIC_URL: publicUrl,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_ROOT: webRoot,
    CONTENT_DIR: path.join(root, 'content'),
    NODE_ENV: 'development',
    DEV_MAILBOX: process.env.SMTP_URL ? 'off' : 'on',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    SESSION_IDLE_SECONDS: process.env.SESSION_IDLE_SECONDS ?? '1800',
    // Every test's browser comes from 127.0.0.1: the per-address flood guard (tested in the API suite)
    // would otherwise count the whole suite as one very busy user.
    RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE ?? '20000',
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  onemap?.child.kill('SIGTERM');
  identity?.child.kill('SIGTERM');
  gateway?.child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
