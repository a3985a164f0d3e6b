/**
 * Local OpenID providers for development and the tests, one process on loopback (like the local
 * OneMap server): the national identity service's role at /national-identity (FAPI 2.0, see
 * local-identity/providers.ts) and two social sign-in providers at /social-a and /social-b. The
 * portal talks to them exactly as to the real services, by issuer URL; nothing in the portal knows
 * they are local. Each provider's sign-in page (<issuer>/interaction/<uid>) offers the demo
 * identities (local-identity/demo-identities.ts) and a choice to agree or decline.
 *
 * Run alone (npm start and the e2e suite do): node api/dist/local-identity.js [--port 0] [--host 127.0.0.1]
 * [--exit-with-parent] with the portal's registration in the environment:
 *   LOCAL_IDENTITY_PORTAL_URL            the portal's public URL (redirect URIs and jwks_uri follow from it)
 *   LOCAL_NATIONAL_IDENTITY_CLIENT_ID    the portal's client id at the national identity provider
 *   LOCAL_SOCIAL_CLIENT_ID, LOCAL_SOCIAL_CLIENT_SECRET   the portal's client at both social providers
 * It prints one line, LOCAL_IDENTITY_URL=http://host:port, once it listens, and stops on SIGTERM or
 * SIGINT, or, with --exit-with-parent, when its standard input closes.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Provider from 'oidc-provider';
import { interactionPage } from './local-identity/interaction-page';
import { nationalIdentityProvider, socialProvider, type NationalIdentityClient, type PageIdentity, type SocialClient, type SocialIdentity } from './local-identity/providers';
import { required, runDevServer } from './run-dev-server';

export { DEMO_IDENTITIES } from './local-identity/demo-identities';

/** The portal's callback and key paths (api/src/modules/auth/national-identity-routes.ts), as registered at a real provider. */
export const PORTAL_PATHS = {
  jwks: '/api/auth/oidc/jwks',
  callback: (providerId: string) => `/api/auth/oidc/${providerId}/callback`,
};

export const NATIONAL_IDENTITY_PATH = '/national-identity';
export const SOCIAL_PATHS = ['/social-a', '/social-b'] as const;

/**
 * The providers' ids at the portal (OIDC_SOCIAL_PROVIDERS), which name their callback routes: social-a
 * plays Google (the demo applicant's seeded link is a Google one), social-b Facebook.
 */
export const SOCIAL_PORTAL_IDS = { '/social-a': 'google', '/social-b': 'facebook' } as const;

/** The people the social providers know; the first is the demo applicant's linked Google account (api/src/db/seed.ts). */
export const SOCIAL_IDENTITIES: readonly SocialIdentity[] = [
  { sub: '104857329410982376541', name: 'Tan Mei Ling', email: 'tan.meiling@gmail.com', description: 'The demo applicant’s social account' },
  { sub: '118273645501928374650', name: 'Alex Chen', email: 'alex.chen@example.com', description: 'A social account linked to no one' },
];

const MAX_FORM_BYTES = 4 * 1024;

export interface LocalIdentityOptions {
  host?: string;
  port?: number;
  /** The portal's public URL, e.g. http://localhost:8080. */
  portalUrl: string;
  nationalIdentityClientId: string;
  socialClient: { clientId: string; clientSecret: string };
  /**
   * The URL the providers are reached at, when not this server's own (behind a reverse proxy): the
   * issuers are built from it, and requests must come with its Host.
   */
  publicUrl?: string;
  /** The national identity provider's ES256 signing key as a private JWK; by default a fresh one per run. */
  nationalIdentitySigningKey?: JsonWebKey;
  /** The social providers' ES256 signing key as a private JWK; by default a fresh one per run. */
  socialSigningKey?: JsonWebKey;
}

export interface LocalIdentity {
  /** Base URL; the issuers are <url>/national-identity, <url>/social-a and <url>/social-b. */
  url: string;
  /** Where this server listens (the same as url unless it has a publicUrl). */
  ownUrl: string;
  nationalIdentityIssuer: string;
  socialIssuers: string[];
  stop(): Promise<void>;
}

interface Mounted {
  path: string;
  name: string;
  provider: Provider;
  identities: PageIdentity[];
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > MAX_FORM_BYTES) return null;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(html), 'Cache-Control': 'no-store' });
  response.end(html);
}

/** The sign-in page: GET shows it, POST finishes the interaction with the person chosen, or with access_denied. */
async function interaction(mounted: Mounted, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const { provider } = mounted;
  const details = await provider.interactionDetails(request, response);
  const scopes = String(details.params.scope ?? '').split(' ').filter(Boolean);
  if (request.method === 'GET') {
    sendHtml(response, 200, interactionPage({ providerName: mounted.name, scopes, identities: mounted.identities }));
    return;
  }
  const form = await readForm(request);
  if (form?.get('decision') === 'deny') {
    await provider.interactionFinished(request, response, { error: 'access_denied', error_description: 'The person declined to sign in.' }, { mergeWithLastSubmission: false });
    return;
  }
  const accountId = form?.get('identity');
  if (form?.get('decision') !== 'allow' || !accountId || !mounted.identities.some((identity) => identity.accountId === accountId)) {
    sendHtml(response, 400, interactionPage({ providerName: mounted.name, scopes, identities: mounted.identities, error: 'Choose who is signing in.' }));
    return;
  }
  const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
  grant.addOIDCScope(scopes.join(' '));
  const grantId = await grant.save();
  await provider.interactionFinished(request, response, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
}

export async function startLocalIdentity(options: LocalIdentityOptions): Promise<LocalIdentity> {
  const host = options.host ?? '127.0.0.1';
  const portalUrl = options.portalUrl.replace(/\/+$/, '');
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const ownUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const url = options.publicUrl?.replace(/\/+$/, '') ?? ownUrl;

  const national: NationalIdentityClient = {
    clientId: options.nationalIdentityClientId,
    redirectUri: `${portalUrl}${PORTAL_PATHS.callback('national-identity')}`,
    jwksUri: `${portalUrl}${PORTAL_PATHS.jwks}`,
  };
  const mounted: Mounted[] = [
    { path: NATIONAL_IDENTITY_PATH, name: 'National identity (local)', ...nationalIdentityProvider(`${url}${NATIONAL_IDENTITY_PATH}`, `${NATIONAL_IDENTITY_PATH}/interaction`, national, options.nationalIdentitySigningKey) },
    ...SOCIAL_PATHS.map((path, index) => {
      const client: SocialClient = { ...options.socialClient, redirectUri: `${portalUrl}${PORTAL_PATHS.callback(SOCIAL_PORTAL_IDS[path])}` };
      return { path, name: `Social sign-in ${index === 0 ? 'A' : 'B'} (local)`, ...socialProvider(`${url}${path}`, `${path}/interaction`, client, SOCIAL_IDENTITIES, options.socialSigningKey) };
    }),
  ];
  for (const { provider } of mounted) provider.proxy = false;

  server.on('request', (request: IncomingMessage & { originalUrl?: string }, response: ServerResponse) => {
    const requestUrl = request.url ?? '/';
    const target = mounted.find(({ path }) => requestUrl === path || requestUrl.startsWith(`${path}/`) || requestUrl.startsWith(`${path}?`));
    if (!target) {
      sendHtml(response, 404, '<!doctype html><html lang="en"><title>Not found</title><p>Not found</p></html>');
      return;
    }
    if (requestUrl.startsWith(`${target.path}/interaction/`)) {
      interaction(target, request, response).catch((error: unknown) => {
        console.error('local identity: interaction failed:', error instanceof Error ? error.message : error);
        if (!response.headersSent) sendHtml(response, 400, '<!doctype html><html lang="en"><title>Sign-in error</title><p>This sign-in has expired or is not known. Start again from the portal.</p></html>');
      });
      return;
    }
    // Mounted under a path: oidc-provider routes the rest and builds its URLs from originalUrl.
    request.originalUrl = requestUrl;
    request.url = requestUrl.slice(target.path.length) || '/';
    void target.provider.callback()(request, response);
  });

  return {
    url,
    ownUrl,
    nationalIdentityIssuer: `${url}${NATIONAL_IDENTITY_PATH}`,
    socialIssuers: SOCIAL_PATHS.map((path) => `${url}${path}`),
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// Run only when this file is the program (node dist/local-identity.js), not when a test imports it.
if (require.main === module) {
  runDevServer('The local identity providers', 'LOCAL_IDENTITY_URL', ({ host, port }) =>
    startLocalIdentity({
      host,
      port,
      portalUrl: required('LOCAL_IDENTITY_PORTAL_URL'),
      nationalIdentityClientId: required('LOCAL_NATIONAL_IDENTITY_CLIENT_ID'),
      socialClient: { clientId: required('LOCAL_SOCIAL_CLIENT_ID'), clientSecret: required('LOCAL_SOCIAL_CLIENT_SECRET') },
    }),
  );
}
