/**
 * The OpenID providers the local identity server runs (panva's oidc-provider, a certified
 * implementation): one in the national identity service's role, configured as Singpass's FAPI 2.0
 * interface is, and plain OpenID Connect ones in the role of social sign-in providers.
 *
 * National identity (FAPI 2.0 security profile):
 * - pushed authorization requests only, PKCE with S256, response type `code`;
 * - the client authenticates with `private_key_jwt` (ES256), its keys fetched from its `jwks_uri`;
 * - access tokens bound to the client's DPoP key, with server-provided DPoP nonces required;
 * - ID tokens signed (ES256) and then encrypted to the client's key (ECDH-ES+A256KW, A256CBC-HS512),
 *   userinfo likewise a signed and encrypted JWT;
 * - `sub` as Singpass has long written it, `s=<NRIC>,u=<uuid>`; every Myinfo data item is a scope
 *   of its own releasing the claim of the same name (`uinfin`, `name`, `regadd`…) from userinfo.
 *
 * Social: authorization code with PKCE, `client_secret_basic`, claims sub, name, email, email_verified.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import Provider, { type Configuration, type FindAccount, type KoaContextWithOIDC } from 'oidc-provider';
import { DEMO_IDENTITIES, MYINFO_ITEMS, type DemoIdentity } from './demo-identities';
import { memoryAdapterFactory } from './memory-adapter';

/** The portal's registration at the national identity provider. */
export interface NationalIdentityClient {
  clientId: string;
  redirectUri: string;
  /** Where the provider fetches the client's public keys (signature and encryption). */
  jwksUri: string;
}

/** The portal's registration at a social provider. */
export interface SocialClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface SocialIdentity {
  sub: string;
  name: string;
  email: string;
  description: string;
}

/** One person the provider's sign-in page offers: the account id, a label and the claims released. */
export interface PageIdentity {
  accountId: string;
  label: string;
  description: string;
}

export const nationalIdentitySubject = (identity: DemoIdentity): string => `s=${identity.person.uinfin.value},u=${identity.uuid}`;

/** The provider's ES256 signing key (a private JWK): the one given, else a fresh one for this run. Clients fetch the public half from its jwks_uri. */
function signingKeys(given: JsonWebKey | undefined): { keys: Record<string, unknown>[] } {
  const jwk = given ?? generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
  return { keys: [{ ...jwk, alg: 'ES256', use: 'sig', kid: randomBytes(8).toString('hex') }] };
}

/**
 * oidc-provider refuses to fetch from loopback and private addresses (protection against
 * server-side request forgery); this development server's one client, the portal, is on loopback.
 */
const loopbackFetch: Configuration['fetch'] = (input, init) => {
  const { dispatcher: _ssrfGuard, ...rest } = (init ?? {}) as RequestInit & { dispatcher?: unknown };
  return globalThis.fetch(input, rest);
};

function commonConfiguration(interactionPath: string, signingKey?: JsonWebKey): Configuration {
  return {
    adapter: memoryAdapterFactory(),
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: signingKeys(signingKey) as Configuration['jwks'],
    fetch: loopbackFetch,
    responseTypes: ['code'],
    pkce: { required: () => true },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `${interactionPath}/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: false },
    },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
    // Plain errors: the provider's own page is never shown with details from the request.
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in error</title></head><body><main><h1>Sign-in error</h1><p>${escapeHtml(String(out.error))}: ${escapeHtml(String(out.error_description ?? ''))}</p></main></body></html>`;
    },
  };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function nationalIdentityProvider(
  issuer: string,
  interactionPath: string,
  client: NationalIdentityClient,
  signingKey?: JsonWebKey,
): { provider: Provider; identities: PageIdentity[] } {
  const bySubject = new Map(DEMO_IDENTITIES.map((identity) => [nationalIdentitySubject(identity), identity]));
  const findAccount: FindAccount = (_ctx, id) => {
    const identity = bySubject.get(id);
    if (!identity) return undefined;
    return { accountId: id, claims: () => ({ sub: id, ...identity.person }) };
  };
  const common = commonConfiguration(interactionPath, signingKey);
  const configuration: Configuration = {
    ...common,
    clients: [
      {
        client_id: client.clientId,
        redirect_uris: [client.redirectUri],
        jwks_uri: client.jwksUri,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'private_key_jwt',
        token_endpoint_auth_signing_alg: 'ES256',
        id_token_signed_response_alg: 'ES256',
        id_token_encrypted_response_alg: 'ECDH-ES+A256KW',
        id_token_encrypted_response_enc: 'A256CBC-HS512',
        userinfo_signed_response_alg: 'ES256',
        userinfo_encrypted_response_alg: 'ECDH-ES+A256KW',
        userinfo_encrypted_response_enc: 'A256CBC-HS512',
        dpop_bound_access_tokens: true,
        require_pushed_authorization_requests: true,
      },
    ],
    clientAuthMethods: ['private_key_jwt'],
    scopes: ['openid', ...MYINFO_ITEMS],
    claims: { openid: ['sub'], ...Object.fromEntries(MYINFO_ITEMS.map((item) => [item, [item]])) },
    findAccount,
    enabledJWA: {
      clientAuthSigningAlgValues: ['ES256'],
      idTokenSigningAlgValues: ['ES256'],
      userinfoSigningAlgValues: ['ES256'],
      idTokenEncryptionAlgValues: ['ECDH-ES+A256KW'],
      idTokenEncryptionEncValues: ['A256CBC-HS512', 'A256GCM'],
      userinfoEncryptionAlgValues: ['ECDH-ES+A256KW'],
      userinfoEncryptionEncValues: ['A256CBC-HS512', 'A256GCM'],
      dPoPSigningAlgValues: ['ES256'],
    },
    features: {
      ...common.features,
      fapi: { enabled: true, profile: '2.0' },
      pushedAuthorizationRequests: { enabled: true, requirePushedAuthorizationRequests: true },
      // Server-provided DPoP nonces, required on every request, so clients must handle use_dpop_nonce as a real service may demand.
      dPoP: { enabled: true, nonceSecret: randomBytes(32), requireNonce: () => true },
      encryption: { enabled: true },
      jwtUserinfo: { enabled: true },
      userinfo: { enabled: true },
    },
  };
  const provider = new Provider(issuer, configuration);
  const identities = DEMO_IDENTITIES.map((identity) => ({
    accountId: nationalIdentitySubject(identity),
    label: `${identity.person.name.value} (${identity.person.uinfin.value})`,
    description: identity.description,
  }));
  return { provider, identities };
}

export function socialProvider(
  issuer: string,
  interactionPath: string,
  client: SocialClient,
  people: readonly SocialIdentity[],
  signingKey?: JsonWebKey,
): { provider: Provider; identities: PageIdentity[] } {
  const bySubject = new Map(people.map((person) => [person.sub, person]));
  const findAccount: FindAccount = (_ctx, id) => {
    const person = bySubject.get(id);
    if (!person) return undefined;
    return { accountId: id, claims: () => ({ sub: id, name: person.name, email: person.email, email_verified: true }) };
  };
  const configuration: Configuration = {
    ...commonConfiguration(interactionPath, signingKey),
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'ES256',
      },
    ],
    scopes: ['openid', 'profile', 'email'],
    claims: { openid: ['sub'], profile: ['name'], email: ['email', 'email_verified'] },
    enabledJWA: { idTokenSigningAlgValues: ['ES256'] },
    findAccount,
  };
  const provider = new Provider(issuer, configuration);
  const identities = people.map((person) => ({ accountId: person.sub, label: `${person.name} (${person.email})`, description: person.description }));
  return { provider, identities };
}
