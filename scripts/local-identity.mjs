// Starts the local identity providers (api/dist/local-identity.js, built with the API) as a process of
// their own, on a free loopback port, with the portal registered as their client, for npm start and the
// e2e suite when no OIDC_NATIONAL_IDENTITY_ISSUER is configured. The portal then signs people in as it
// would with the real national identity service.
import { randomBytes } from 'node:crypto';
import { spawnDevServer } from './dev-server.mjs';

/** The demo identities the provider's page offers (api/dev/local-identity/demo-identities.ts). */
export const DEMO_IDENTITIES = 'S1234567D (TAN MEI LING, application 24000001), T0812345J and S8765432C (no application yet)';

/** The people the local social providers offer (api/dev/local-identity.ts). */
export const DEMO_SOCIAL_IDENTITIES = 'Tan Mei Ling (tan.meiling@gmail.com, linked to the demo applicant at Google) and Alex Chen (linked to no one: Setup Login Profile)';

/**
 * Resolves once the providers listen, with the child process and the environment that points the API
 * at them: env for national identity (OIDC_NATIONAL_IDENTITY_ISSUER, OIDC_NATIONAL_IDENTITY_CLIENT_ID),
 * socialEnv for social sign-in (OIDC_SOCIAL_PROVIDERS and each one's OIDC_SOCIAL_<ID>_*).
 */
export async function spawnLocalIdentity(root, portalUrl) {
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
  const { child, url } = await spawnDevServer(root, {
    bundle: 'local-identity.js',
    urlVariable: 'LOCAL_IDENTITY_URL',
    what: 'the local identity providers',
    env: registration,
  });
  return {
    child,
    url,
    env: {
      OIDC_NATIONAL_IDENTITY_ISSUER: `${url}/national-identity`,
      OIDC_NATIONAL_IDENTITY_CLIENT_ID: registration.LOCAL_NATIONAL_IDENTITY_CLIENT_ID,
    },
    // Social sign-in (api/dev/local-identity.ts: social-a plays Google, social-b Facebook).
    socialEnv: {
      OIDC_SOCIAL_PROVIDERS: 'google,facebook',
      ...socialProviderEnv('GOOGLE', `${url}/social-a`, 'Google (demo)'),
      ...socialProviderEnv('FACEBOOK', `${url}/social-b`, 'Facebook (demo)'),
    },
  };
}
