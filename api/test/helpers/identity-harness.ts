/**
 * A real sign-in setting for the OpenID tests: the local identity providers (api/dev/local-identity.ts)
 * behind a reverse proxy the test controls, and the portal listening on a loopback port (the provider
 * fetches the portal's JWKS from it). The proxy passes everything through unchanged unless a test asks
 * it to replace the ID token in the token response: that is how a misbehaving or impersonated provider
 * is played (a token signed by another key, not encrypted, for another audience, with another nonce).
 */
import { generateKeyPairSync } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { CompactEncrypt, SignJWT, compactDecrypt, decodeJwt, decodeProtectedHeader, importJWK, type JWK, type JWTPayload } from 'jose';
import { DEMO_IDENTITIES, startLocalIdentity, type LocalIdentity } from '../../dev/local-identity';
import { nationalIdentitySubject } from '../../dev/local-identity/providers';
import { CookieJar, request, type Step } from './cookie-fetch';
import { createTestApp, type TestApp } from './test-app';
import type { DatabaseTarget } from './test-database';

export const CLIENT_ID = 'portal-test-client';
export const SOCIAL_CLIENT = { clientId: 'portal-social', clientSecret: 'a-social-client-secret-for-tests' };

/** The demo people's account ids at the national identity provider, by NRIC. */
export const IDENTITY = Object.fromEntries(DEMO_IDENTITIES.map((identity) => [identity.person.uinfin.value, nationalIdentitySubject(identity)]));

const privateJwk = (): JWK => generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' }) as JWK;
const publicHalf = ({ kty, crv, x, y }: JWK): JWK => ({ kty, crv, x, y });

/** Replaces the ID token in the provider's token response. */
export type IdTokenTamper = (idToken: string) => Promise<string>;

export interface IdentityHarness {
  t: TestApp;
  portalUrl: string;
  /** The portal's log lines (info and above), parsed. */
  logs: Record<string, unknown>[];
  identity: LocalIdentity;
  /** How often the provider has asked for a DPoP nonce (use_dpop_nonce) so far. */
  dpopNonceChallenges: number;
  /** Set to play a misbehaving provider for the next token responses; null passes them through. */
  tamper: IdTokenTamper | null;
  /** The same for the social providers' token responses. */
  socialTamper: IdTokenTamper | null;
  /** Tampering helpers, built on the keys the harness made. */
  forge: {
    /** The ID token's claims as the portal would see them after decrypting. */
    claims(idToken: string): Promise<JWTPayload>;
    /** A new ID token with these claims, signed by the provider's key (or another), encrypted to the portal (or not). */
    idToken(claims: JWTPayload, options?: { signedByAnotherKey?: boolean; encrypted?: boolean }): Promise<string>;
    /** A new social ID token (signed only, as social providers do) with these claims, by the social providers' key or another. */
    socialIdToken(claims: JWTPayload, options?: { signedByAnotherKey?: boolean }): Promise<string>;
  };
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

export async function startIdentityHarness(target: DatabaseTarget): Promise<IdentityHarness> {
  const portalSigning = privateJwk();
  const portalEncryption = privateJwk();
  const providerSigning = privateJwk();
  const socialSigning = privateJwk();
  const foreignSigning = privateJwk();

  let upstream = '';
  const harness = { tamper: null, socialTamper: null, dpopNonceChallenges: 0 } as IdentityHarness;
  const proxy = createServer((incoming, outgoing) => {
    const forward = httpRequest(new URL(incoming.url ?? '/', upstream), { method: incoming.method, headers: incoming.headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        void (async () => {
          let body = Buffer.concat(chunks);
          const headers = { ...answer.headers };
          if (String(headers['www-authenticate'] ?? '').includes('use_dpop_nonce') || body.includes('use_dpop_nonce')) harness.dpopNonceChallenges += 1;
          const tamper = incoming.url?.endsWith('/national-identity/token') ? harness.tamper : /\/social-[ab]\/token$/.test(incoming.url ?? '') ? harness.socialTamper : null;
          if (tamper && answer.statusCode === 200) {
            const json = JSON.parse(body.toString('utf8')) as { id_token: string };
            json.id_token = await tamper(json.id_token);
            body = Buffer.from(JSON.stringify(json));
            headers['content-length'] = String(body.byteLength);
          }
          outgoing.writeHead(answer.statusCode ?? 502, headers);
          outgoing.end(body);
        })();
      });
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', () => resolve()));
  const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

  const portalPort = await freePort();
  const portalUrl = `http://127.0.0.1:${portalPort}`;
  const identity = await startLocalIdentity({
    portalUrl,
    publicUrl: proxyUrl,
    nationalIdentityClientId: CLIENT_ID,
    nationalIdentitySigningKey: providerSigning as JsonWebKey,
    socialClient: SOCIAL_CLIENT,
    socialSigningKey: socialSigning as JsonWebKey,
  });
  upstream = identity.ownUrl;

  const logs: Record<string, unknown>[] = [];
  const logStream = { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) };
  const t = await createTestApp(
    target,
    {
      LOG_LEVEL: 'info',
      PUBLIC_URL: portalUrl,
      // The sign-ins are counted as an instance's metrics count them (api/test/helpers/metrics.ts).
      METRICS_PORT: '0',
      OIDC_NATIONAL_IDENTITY_ISSUER: identity.nationalIdentityIssuer,
      OIDC_NATIONAL_IDENTITY_CLIENT_ID: CLIENT_ID,
      OIDC_SIGNING_KEY: JSON.stringify(portalSigning),
      OIDC_ENCRYPTION_KEY: JSON.stringify(portalEncryption),
      OIDC_SOCIAL_PROVIDERS: 'google,facebook',
      OIDC_SOCIAL_GOOGLE_ISSUER: identity.socialIssuers[0],
      OIDC_SOCIAL_GOOGLE_CLIENT_ID: SOCIAL_CLIENT.clientId,
      OIDC_SOCIAL_GOOGLE_CLIENT_SECRET: SOCIAL_CLIENT.clientSecret,
      OIDC_SOCIAL_GOOGLE_NAME: 'Google (demo)',
      OIDC_SOCIAL_FACEBOOK_ISSUER: identity.socialIssuers[1],
      OIDC_SOCIAL_FACEBOOK_CLIENT_ID: SOCIAL_CLIENT.clientId,
      OIDC_SOCIAL_FACEBOOK_CLIENT_SECRET: SOCIAL_CLIENT.clientSecret,
    },
    { logStream },
  );
  await t.app.listen({ port: portalPort, host: '127.0.0.1' });

  const portalDecryptionKey = await importJWK({ ...portalEncryption, alg: 'ECDH-ES+A256KW' }, 'ECDH-ES+A256KW');
  const portalEncryptionKey = await importJWK({ ...publicHalf(portalEncryption), alg: 'ECDH-ES+A256KW' }, 'ECDH-ES+A256KW');

  harness.t = t;
  harness.portalUrl = portalUrl;
  harness.logs = logs;
  harness.identity = identity;
  harness.forge = {
    async claims(idToken) {
      const { plaintext } = await compactDecrypt(idToken, portalDecryptionKey);
      return decodeJwt(new TextDecoder().decode(plaintext));
    },
    async idToken(claims, { signedByAnotherKey = false, encrypted = true } = {}) {
      const key = await importJWK(signedByAnotherKey ? foreignSigning : providerSigning, 'ES256');
      // The provider's key id, so the portal picks the provider's published key to check the signature.
      const jwks = (await (await fetch(`${identity.nationalIdentityIssuer}/jwks`)).json()) as { keys: { kid: string }[] };
      const jws = await new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: jwks.keys[0]!.kid }).sign(key);
      if (!encrypted) return jws;
      return new CompactEncrypt(new TextEncoder().encode(jws)).setProtectedHeader({ alg: 'ECDH-ES+A256KW', enc: 'A256CBC-HS512', cty: 'JWT' }).encrypt(portalEncryptionKey);
    },
    async socialIdToken(claims, { signedByAnotherKey = false } = {}) {
      const key = await importJWK(signedByAnotherKey ? foreignSigning : socialSigning, 'ES256');
      const jwks = (await (await fetch(`${identity.socialIssuers[0]}/jwks`)).json()) as { keys: { kid: string }[] };
      return new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: jwks.keys[0]!.kid }).sign(key);
    },
  };
  harness.close = async () => {
    await t.close();
    await identity.stop();
    await closeServer(proxy);
  };
  return harness;
}

/** Whether a compact token is encrypted (JWE, five parts) rather than only signed. */
export const isEncrypted = (token: string): boolean => token.split('.').length === 5 && 'enc' in decodeProtectedHeader(token);

export interface ProviderVisit {
  portalJar: CookieJar;
  /** The provider's redirect back to the portal, not yet followed. */
  callbackUrl: string;
}

/**
 * Starts a sign-in at the portal and goes through the provider's page as a person would: chooses
 * the identity and agrees (or declines). Stops before going back to the portal.
 */
export async function visitProvider(
  h: IdentityHarness,
  {
    accountId = IDENTITY.S1234567D!,
    decision = 'allow',
    query = 'system=ADM',
    portalJar = new CookieJar(),
    provider = 'national-identity',
    startUrl,
  }: { accountId?: string; decision?: 'allow' | 'deny'; query?: string; portalJar?: CookieJar; provider?: 'national-identity' | 'google' | 'facebook'; startUrl?: string } = {},
): Promise<ProviderVisit> {
  const issuer = { 'national-identity': h.identity.nationalIdentityIssuer, google: h.identity.socialIssuers[0], facebook: h.identity.socialIssuers[1] }[provider];
  const location = startUrl ?? (await request(portalJar, `${h.portalUrl}/api/auth/oidc/${provider}/start?${query}`)).location;
  expect(location).toContain(`${issuer}/auth?`);
  const start = { location };
  const providerJar = new CookieJar();
  const authorize = await request(providerJar, start.location!);
  expect(authorize.status).toBe(303);
  const page = await request(providerJar, authorize.location!);
  expect(page.status).toBe(200);
  expect(page.body).toContain('Who is signing in?');
  const submitted = await request(providerJar, authorize.location!, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ identity: accountId, decision }).toString(),
  });
  expect(submitted.status).toBe(303);
  const resumed = await request(providerJar, submitted.location!);
  expect(resumed.status).toBe(303);
  expect(resumed.location).toContain(`${h.portalUrl}/api/auth/oidc/${provider}/callback?`);
  return { portalJar, callbackUrl: resumed.location! };
}

/** Follows the provider's redirect back into the portal. */
export const returnToPortal = (visit: ProviderVisit): Promise<Step> => request(visit.portalJar, visit.callbackUrl);

/** The portal's session as the browser with this jar sees it. */
export async function sessionOf(h: IdentityHarness, jar: CookieJar): Promise<{ authenticated: boolean; principal?: Record<string, string> }> {
  return JSON.parse((await request(jar, `${h.portalUrl}/api/auth/session`)).body) as { authenticated: boolean; principal?: Record<string, string> };
}
