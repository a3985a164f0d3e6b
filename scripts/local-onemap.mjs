// Starts the local OneMap server (api/dist/local-onemap.js, built with the API) as a process of its
// own, on a free loopback port, with an account made up for this run, for npm start and the e2e
// suite when no ADDRESS_LOOKUP_URL is configured. The portal then signs in and searches as it would
// at www.onemap.gov.sg.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** The demo postal codes worth trying (api/dev/demo-addresses.ts). */
export const DEMO_POSTAL_CODES = '560123 (the demo applicant), 188064 (a library), 018956 (two buildings)';

/**
 * Resolves once the server listens, with its child process and the environment that points the API
 * at it (ADDRESS_LOOKUP_URL, ADDRESS_LOOKUP_EMAIL, ADDRESS_LOOKUP_PASSWORD).
 */
export function spawnLocalOneMap(root) {
  const account = { email: 'portal-development@example.edu', password: randomBytes(18).toString('base64url') };
  return new Promise((resolve, reject) => {
    // Its standard input is a pipe from this process: if this one dies without stopping it, it stops too.
    const child = spawn(process.execPath, [path.join(root, 'api/dist/local-onemap.js'), '--port', '0', '--host', '127.0.0.1', '--exit-with-parent'], {
      stdio: ['pipe', 'pipe', 'inherit'],
      env: { ...process.env, LOCAL_ONEMAP_EMAIL: account.email, LOCAL_ONEMAP_PASSWORD: account.password },
    });
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      const match = /LOCAL_ONEMAP_URL=(\S+)/.exec(output);
      if (!match) return;
      child.stdout.off('data', onData);
      child.stdout.resume();
      child.off('exit', onEarlyExit);
      resolve({
        child,
        env: { ADDRESS_LOOKUP_URL: match[1], ADDRESS_LOOKUP_EMAIL: account.email, ADDRESS_LOOKUP_PASSWORD: account.password },
      });
    };
    const onEarlyExit = (code) => reject(new Error(`the local OneMap server stopped before listening (exit ${code})`));
    child.stdout.on('data', onData);
    child.once('exit', onEarlyExit);
    child.once('error', reject);
  });
}
