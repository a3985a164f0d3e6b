/**
 * Passkeys (WebAuthn) through @simplewebauthn/server: the options a browser needs to create or use
 * one, and the checks of what it sends back. The relying party is the portal's public origin
 * (PUBLIC_URL). Browsers refuse an IP address as relying party, so outside production a page opened
 * at http://localhost:<port> (the usual way to try the portal, and the browser suite's passkey test)
 * is its own relying party, named by the request's Origin header.
 */
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import { isProduction, type Config } from '../../config';

/**
 * The WebAuthn library (with its certificate parsers, a third of a second to load) is loaded when a
 * staff member first uses a passkey, not by every start of the API.
 */
const webauthn = () => import('@simplewebauthn/server');

/** How long a browser has to answer a challenge (it is single use either way). */
export const PASSKEY_CHALLENGE_SECONDS = 300;
const RP_NAME = 'Applicant Portal office';

export interface RelyingParty {
  id: string;
  origin: string;
}

export interface StoredPasskey {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

export function relyingParty(config: Config, request: FastifyRequest): RelyingParty {
  const publicUrl = new URL(config.publicUrl);
  const origin = request.headers.origin;
  if (!isProduction(config) && typeof origin === 'string' && URL.canParse(origin)) {
    const asked = new URL(origin);
    if (asked.hostname === 'localhost' && (asked.protocol === 'http:' || asked.protocol === 'https:')) return { id: 'localhost', origin: asked.origin };
  }
  return { id: publicUrl.hostname, origin: publicUrl.origin };
}

export async function registrationOptions(
  rp: RelyingParty,
  staff: { id: string; email: string; fullName: string },
  existing: StoredPasskey[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { generateRegistrationOptions } = await webauthn();
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.id,
    userName: staff.email,
    userDisplayName: staff.fullName,
    userID: new TextEncoder().encode(staff.id),
    attestationType: 'none',
    // The same authenticator twice would be one factor counted as two.
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
    // The password is the first factor: a passkey without its own PIN or biometric check is still the second.
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
  });
}

/** The new credential, or undefined when the response is not a valid answer to the challenge. */
export async function verifiedRegistration(rp: RelyingParty, response: unknown, challenge: string): Promise<StoredPasskey | undefined> {
  const { verifyRegistrationResponse } = await webauthn();
  try {
    const result = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    if (!result.verified) return undefined;
    const { credential } = result.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
    };
  } catch {
    // A malformed or forged response is a failed attempt, never a server error.
    return undefined;
  }
}

export async function authenticationOptions(rp: RelyingParty, passkeys: StoredPasskey[]): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { generateAuthenticationOptions } = await webauthn();
  return generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: passkeys.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
    userVerification: 'preferred',
    timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
  });
}

/** The credential id of the response, if it is a string (to find the stored passkey it names). */
export const credentialIdOf = (response: unknown): string | undefined => {
  const id = (response as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id.length > 0 && id.length <= 1024 ? id : undefined;
};

/** The authenticator's new signature counter, or undefined when the response does not verify. */
export async function verifiedAuthentication(rp: RelyingParty, response: unknown, challenge: string, passkey: StoredPasskey): Promise<number | undefined> {
  const { verifyAuthenticationResponse } = await webauthn();
  try {
    const result = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: { id: passkey.credentialId, publicKey: Buffer.from(passkey.publicKey, 'base64url'), counter: passkey.counter, transports: passkey.transports as never },
      requireUserVerification: false,
    });
    return result.verified ? result.authenticationInfo.newCounter : undefined;
  } catch {
    return undefined;
  }
}
