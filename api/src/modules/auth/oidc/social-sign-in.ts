/**
 * The portal as a relying party of a social sign-in provider (plain OpenID Connect), with
 * openid-client: authorization code flow with PKCE (S256), state and nonce, and the client secret
 * sent as HTTP Basic (client_secret_basic, what every large provider accepts). openid-client checks
 * the authorization response (state, iss), the token response and the ID token (iss, aud, nonce,
 * expiry, and, with non-repudiation checks on, its signature against the issuer's JWKS). What the portal learns is the provider's subject: the
 * only thing a link is ever made on. The e-mail address a provider sends is only a suggestion for
 * the Setup Login Profile screen, never proof of who owns an application.
 */
import * as client from 'openid-client';
import type { SocialProviderConfig } from '../../../config';
import type { FlowSecrets } from './flow-store';
import { IdentityRefused } from './national-identity';

/** Who a social provider says signed in. */
export interface SocialIdentity {
  /** The provider's stable id for this person (the ID token's sub). */
  subject: string;
  /** As the provider gives it; unverified by the portal. */
  email: string | null;
  name: string | null;
}

const HTTP_TIMEOUT_SECONDS = 10;
const MAX_CLAIM_LENGTH = 200;

const claim = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, MAX_CLAIM_LENGTH) : null);

export class SocialSignInClient {
  private configuration: Promise<client.Configuration> | undefined;

  constructor(
    readonly provider: SocialProviderConfig,
    /** The registered redirect URI: PUBLIC_URL + the provider's callback route. */
    readonly redirectUri: string,
  ) {}

  /** The provider's metadata, discovered once and kept; a failed discovery is tried again next time. */
  private discovered(): Promise<client.Configuration> {
    this.configuration ??= this.discover().catch((error: unknown) => {
      this.configuration = undefined;
      throw error;
    });
    return this.configuration;
  }

  private async discover(): Promise<client.Configuration> {
    const issuer = new URL(this.provider.issuer);
    // Plain http only ever reaches here outside production (config.ts refuses it there): the local providers.
    const insecure = issuer.protocol === 'http:';
    const configuration = await client.discovery(issuer, this.provider.clientId, undefined, client.ClientSecretBasic(this.provider.clientSecret), {
      execute: insecure ? [client.allowInsecureRequests] : [],
      timeout: HTTP_TIMEOUT_SECONDS,
    });
    // openid-client trusts TLS for the ID token straight from the token endpoint; the portal checks its
    // signature against the issuer's JWKS as well, as for national identity.
    client.enableNonRepudiationChecks(configuration);
    return configuration;
  }

  /** Where to send the person, with the flow's secrets for the server to keep. */
  async start(): Promise<{ authorizationUrl: URL; secrets: FlowSecrets }> {
    const configuration = await this.discovered();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const authorizationUrl = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: this.provider.scopes,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { authorizationUrl, secrets: { state, nonce, codeVerifier, dpopKey: null } };
  }

  /** Completes the sign-in from the provider's redirect back (the callback's query string). */
  async finish(callbackQuery: string, secrets: FlowSecrets): Promise<SocialIdentity> {
    const configuration = await this.discovered();
    const currentUrl = new URL(`${this.redirectUri}?${callbackQuery}`);
    if (currentUrl.searchParams.get('error') === 'access_denied') throw new IdentityRefused('the person declined at the provider', 'IDENTITY_SIGN_IN_DENIED');
    const tokens = await client.authorizationCodeGrant(
      configuration,
      currentUrl,
      { pkceCodeVerifier: secrets.codeVerifier, expectedState: secrets.state, expectedNonce: secrets.nonce, idTokenExpected: true },
      { redirect_uri: this.redirectUri },
    );
    const subject = claim(tokens.claims()!.sub);
    if (!subject) throw new IdentityRefused('the ID token has no subject');
    // Profile and e-mail claims usually come from userinfo, not the ID token; openid-client checks its sub is the ID token's.
    const userinfo = await client.fetchUserInfo(configuration, tokens.access_token, subject);
    // Only an address the provider itself says it verified is worth suggesting.
    const email = userinfo.email_verified === true ? claim(userinfo.email) : null;
    return { subject, email: email?.toLowerCase() ?? null, name: claim(userinfo.name) };
  }
}
