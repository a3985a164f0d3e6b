/**
 * The portal as a relying party of the national identity service (Singpass-style, FAPI 2.0), with
 * openid-client: pushed authorization requests, PKCE (S256), state and nonce, private_key_jwt client
 * authentication (ES256), DPoP-bound tokens with a fresh key per sign-in, and ID tokens and userinfo
 * encrypted to the portal's key (ECDH-ES+A256KW). openid-client checks the authorization response
 * (state, iss), the token response and the ID token (iss, aud, nonce, expiry, and, with
 * non-repudiation checks on, its signature against the issuer's JWKS); this module adds what the
 * portal's policy needs on top: the ID token and the userinfo must have come encrypted, and the NRIC
 * they carry must agree.
 */
import { webcrypto } from 'node:crypto';
import * as client from 'openid-client';
import type { IdentityPerson } from '@portal/contracts/identity-data';
import type { OidcProviderConfig } from '../../../config';
import { personFromMyinfo } from '../../applicant';
import type { FlowSecrets } from './flow-store';
import { CLIENT_SIGNING_ALG, ID_TOKEN_ENCRYPTION_ALG, type PortalKeys } from './portal-keys';

/** What the portal learns from a successful national-identity sign-in. */
export interface VerifiedIdentity {
  /** The provider's subject for this person. */
  subject: string;
  nric: string;
  name: string;
  /** YYYY-MM-DD, when released. */
  dateOfBirth: string | null;
  email: string | null;
  /** Everything the service released about the person (Myinfo), for the identity-data screen. */
  person: IdentityPerson;
}

/** Why a callback was refused, for the log (never shown to the person: they see a catalogue code). */
export class IdentityRefused extends Error {
  constructor(
    readonly reason: string,
    readonly code: 'IDENTITY_SIGN_IN_DENIED' | 'IDENTITY_SIGN_IN_FAILED' = 'IDENTITY_SIGN_IN_FAILED',
  ) {
    super(reason);
    this.name = 'IdentityRefused';
  }
}

/**
 * A refusal by the protocol (the provider's answer or a check on it failed), as opposed to the
 * portal failing itself: the first is an attack or a provider's fault, logged as a warning; the
 * second an error for the office.
 */
export function isProtocolFailure(error: unknown): boolean {
  return (
    error instanceof IdentityRefused ||
    error instanceof client.ClientError ||
    error instanceof client.ResponseBodyError ||
    error instanceof client.AuthorizationResponseError ||
    error instanceof client.WWWAuthenticateChallengeError
  );
}

/** Content encryption the portal accepts for what is encrypted to it. */
const CONTENT_ENCRYPTION = ['A256CBC-HS512', 'A256GCM'];
const DPOP_ALG = 'ES256';
const ECDSA_P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const HTTP_TIMEOUT_SECONDS = 10;

/** Singpass's subject reads `s=<NRIC>,u=<uuid>`; the userinfo's `uinfin` says the same NRIC. */
const SUBJECT_NRIC = /^s=([STFGM]\d{7}[A-Z]),u=[^,]+$/;

const myinfoValue = (item: unknown): string | null => {
  const value = (item as { value?: unknown } | null | undefined)?.value;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

export interface NationalIdentityStart {
  authorizationUrl: URL;
  secrets: FlowSecrets;
}

export class NationalIdentityClient {
  private configuration: Promise<client.Configuration> | undefined;

  constructor(
    private readonly provider: OidcProviderConfig,
    private readonly keys: PortalKeys,
    /** The registered redirect URI: PUBLIC_URL + the callback route. */
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
    const configuration = await client.discovery(
      issuer,
      this.provider.clientId,
      {
        token_endpoint_auth_method: 'private_key_jwt',
        token_endpoint_auth_signing_alg: CLIENT_SIGNING_ALG,
        id_token_signed_response_alg: 'ES256',
        id_token_encrypted_response_alg: ID_TOKEN_ENCRYPTION_ALG,
        userinfo_signed_response_alg: 'ES256',
        userinfo_encrypted_response_alg: ID_TOKEN_ENCRYPTION_ALG,
        dpop_bound_access_tokens: true,
      },
      client.PrivateKeyJwt({ key: this.keys.signing.privateKey, kid: this.keys.signing.kid }),
      { execute: insecure ? [client.allowInsecureRequests] : [], timeout: HTTP_TIMEOUT_SECONDS },
    );
    // openid-client trusts TLS for the issuer of what comes straight from the token and userinfo
    // endpoints and skips their signatures unless told; the portal checks them against the issuer's
    // JWKS anyway: an ID token encrypted to the portal's public key proves nothing about who made it.
    client.enableNonRepudiationChecks(configuration);
    // The key id too: a JWE naming a key the portal does not have is refused before any work.
    client.enableDecryptingResponses(configuration, CONTENT_ENCRYPTION, { key: this.keys.encryption.privateKey, alg: ID_TOKEN_ENCRYPTION_ALG, kid: this.keys.encryption.kid });
    return configuration;
  }

  /** Pushes the authorization request (bound to a fresh DPoP key) and returns where to send the person. */
  async start(): Promise<NationalIdentityStart> {
    const configuration = await this.discovered();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const dpopKeys = await client.randomDPoPKeyPair(DPOP_ALG, { extractable: true });
    const authorizationUrl = await client.buildAuthorizationUrlWithPAR(
      configuration,
      {
        redirect_uri: this.redirectUri,
        scope: this.provider.scopes,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      },
      { DPoP: client.getDPoPHandle(configuration, dpopKeys) },
    );
    const [privateJwk, publicJwk] = await Promise.all([
      webcrypto.subtle.exportKey('jwk', dpopKeys.privateKey as webcrypto.CryptoKey),
      webcrypto.subtle.exportKey('jwk', dpopKeys.publicKey as webcrypto.CryptoKey),
    ]);
    return { authorizationUrl, secrets: { state, nonce, codeVerifier, dpopKey: { privateJwk, publicJwk } } };
  }

  /**
   * Completes the sign-in from the provider's redirect back (the callback's query string): checks the
   * response, redeems the code with the flow's secrets, and reads who the person is.
   */
  async finish(callbackQuery: string, secrets: FlowSecrets): Promise<VerifiedIdentity> {
    const configuration = await this.discovered();
    if (!secrets.dpopKey) throw new IdentityRefused('the flow has no DPoP key');
    const dpopKeys = {
      privateKey: await webcrypto.subtle.importKey('jwk', secrets.dpopKey.privateJwk, ECDSA_P256, false, ['sign']),
      publicKey: await webcrypto.subtle.importKey('jwk', secrets.dpopKey.publicJwk, ECDSA_P256, true, ['verify']),
    };
    const dpop = client.getDPoPHandle(configuration, dpopKeys as client.CryptoKeyPair);
    const currentUrl = new URL(`${this.redirectUri}?${callbackQuery}`);
    if (currentUrl.searchParams.get('error') === 'access_denied') throw new IdentityRefused('the person declined at the provider', 'IDENTITY_SIGN_IN_DENIED');

    const tokens = await client.authorizationCodeGrant(
      configuration,
      currentUrl,
      { pkceCodeVerifier: secrets.codeVerifier, expectedState: secrets.state, expectedNonce: secrets.nonce, idTokenExpected: true },
      { redirect_uri: this.redirectUri },
      { DPoP: dpop },
    );
    // openid-client decrypts when it must but also accepts a plain signed ID token; the service must encrypt it.
    if (!client.getDecryptedResponses(tokens)?.id_token) throw new IdentityRefused('the ID token was not encrypted');
    if (tokens.token_type.toLowerCase() !== 'dpop') throw new IdentityRefused('the access token is not DPoP-bound');
    const subject = tokens.claims()!.sub;

    const userinfo = await client.fetchUserInfo(configuration, tokens.access_token, subject, { DPoP: dpop });
    if (!client.getDecryptedResponses(userinfo)) throw new IdentityRefused('the userinfo response was not encrypted');

    const nric = myinfoValue(userinfo.uinfin)?.toUpperCase() ?? null;
    const subjectNric = SUBJECT_NRIC.exec(subject)?.[1] ?? null;
    if (!nric || (subjectNric !== null && subjectNric !== nric)) throw new IdentityRefused('the NRIC is missing, or the ID token and userinfo disagree on it');
    const name = myinfoValue(userinfo.name);
    if (!name) throw new IdentityRefused('the name is missing');
    const dateOfBirth = myinfoValue(userinfo.dob);
    const person = personFromMyinfo(userinfo);
    if (!person) throw new IdentityRefused('the person data is missing');
    return {
      subject,
      nric,
      name,
      dateOfBirth: dateOfBirth && /^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth) ? dateOfBirth : null,
      email: myinfoValue(userinfo.email),
      person,
    };
  }
}
