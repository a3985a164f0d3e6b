// Starts the local OneMap server (api/dist/local-onemap.js, built with the API) as a process of its
// own, on a free loopback port, with an account made up for this run, for npm start and the e2e
// suite when no ADDRESS_LOOKUP_URL is configured. The portal then signs in and searches as it would
// at www.onemap.gov.sg.
import { randomBytes } from 'node:crypto';
import { spawnDevServer } from './dev-server.mjs';

/** The demo postal codes worth trying (api/dev/demo-addresses.ts). */
export const DEMO_POSTAL_CODES = '560123 (the demo applicant), 188064 (a library), 018956 (two buildings)';

/**
 * Resolves once the server listens, with its child process and the environment that points the API
 * at it (ADDRESS_LOOKUP_URL, ADDRESS_LOOKUP_EMAIL, ADDRESS_LOOKUP_PASSWORD).
 */
export async function spawnLocalOneMap(root) {
  const account = { email: 'portal-development@example.edu', password: randomBytes(18).toString('base64url') };
  const { child, url } = await spawnDevServer(root, {
    bundle: 'local-onemap.js',
    urlVariable: 'LOCAL_ONEMAP_URL',
    what: 'the local OneMap server',
    env: { LOCAL_ONEMAP_EMAIL: account.email, LOCAL_ONEMAP_PASSWORD: account.password },
  });
  return { child, env: { ADDRESS_LOOKUP_URL: url, ADDRESS_LOOKUP_EMAIL: account.email, ADDRESS_LOOKUP_PASSWORD: account.password } };
}
