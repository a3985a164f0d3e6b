// Starts the local identity providers (api/dist/local-identity.js, built with the API) as a process of
// their own, on a free loopback port, with the portal registered as their client, for npm start and the
// e2e suite when no OIDC_NATIONAL_IDENTITY_ISSUER is configured. The portal then signs people in as it
// would with the real national identity service.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** The demo identities the provider's page offers (api/dev/local-identity/demo-identities.ts). */
export const DEMO_IDENTITIES = 'S1234567D (TAN MEI LING, application 24000001), T0812345J and S8765432C (no application yet)';

/** The people the local social providers offer (api/dev/local-identity.ts). */
export const DEMO_SOCIAL_IDENTITIES = 'Tan Mei Ling (tan.meiling@gmail.com, linked to the demo applicant at Google) and Alex Chen (linked to no one: Setup Login Profile)';

/**
 * Resolves once the providers listen, with the child process and the environment that points the API
 * at them: env for national identity (OIDC_NATIONAL_IDENTITY_ISSUER, OIDC_NATIONAL_IDENTITY_CLIENT_ID),
 * socialEnv for social sign-in (OIDC_SOCIAL_PROVIDERS and each one's OIDC_SOCIAL_<ID>_*).
 */
export function spawnLocalIdentity(root, portalUrl) {
  const socialProviderEnv = (id, issuer, name) => ({
    [`OIDC_SOCIAL_${id}_ISSUER`]: issuer,
    [`OIDC_SOCIAL_${id}_CLIENT_ID`]: registration.LOCAL_SOCIAL_CLIENT_ID,
    [`OIDC_SOCIAL_${id}_CLIENT_SECRET`]: registration.LOCAL_SOCIAL_CLIENT_SECRET,
    [`OIDC_SOCIAL_${id}_NAME`]: name,
  });
  const registration = {
    LOCAL_IDENTITY_PORTAL_URL: portalUrl,
    LOCAL_NATIONAL_IDENTITY_CLIENT_ID: 'undergraduate-applicant-portal',
    LOCAL_SOCIAL_CLIENT_ID: 'undergraduate-applicant-portal',
    LOCAL_SOCIAL_CLIENT_SECRET: randomBytes(24).toString('base64url'),
  };
  return new Promise((resolve, reject) => {
    // Its standard input is a pipe from this process: if this one dies without stopping it, it stops too.
    const child = spawn(process.execPath, [path.join(root, 'api/dist/local-identity.js'), '--port', '0', '--host', '127.0.0.1', '--exit-with-parent'], {
      stdio: ['pipe', 'pipe', 'inherit'],
      env: { ...process.env, ...registration },
    });
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      const match = /LOCAL_IDENTITY_URL=(\S+)/.exec(output);
      if (!match) return;
      child.stdout.off('data', onData);
      child.stdout.resume();
      child.off('exit', onEarlyExit);
      resolve({
        child,
        url: match[1],
        env: {
          OIDC_NATIONAL_IDENTITY_ISSUER: `${match[1]}/national-identity`,
          OIDC_NATIONAL_IDENTITY_CLIENT_ID: registration.LOCAL_NATIONAL_IDENTITY_CLIENT_ID,
        },
        // Social sign-in (api/dev/local-identity.ts: social-a plays Google, social-b Facebook).
        socialEnv: {
          OIDC_SOCIAL_PROVIDERS: 'google,facebook',
          ...socialProviderEnv('GOOGLE', `${match[1]}/social-a`, 'Google (demo)'),
          ...socialProviderEnv('FACEBOOK', `${match[1]}/social-b`, 'Facebook (demo)'),
        },
      });
    };
    const onEarlyExit = (code) => reject(new Error(`the local identity providers stopped before listening (exit ${code})`));
    child.stdout.on('data', onData);
    child.once('exit', onEarlyExit);
    child.once('error', reject);
  });
}
