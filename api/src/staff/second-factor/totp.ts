/**
 * TOTP (RFC 6238) with any authenticator app: 6 digits, 30-second steps, SHA-1 (what every app
 * supports). A code is accepted one step either side of now (phones' clocks drift), and the caller
 * then refuses any step at or before the last one accepted, so a code seen over a shoulder or
 * relayed by a phishing page cannot be used a second time.
 */
import type { StaffTotpOffer } from '@portal/contracts/office/staff';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** The name the authenticator app shows above the code. */
export const TOTP_ISSUER = 'Applicant Portal office';
const PERIOD_SECONDS = 30;
/** Steps accepted either side of the server's. */
const WINDOW = 1;

const totpOf = (secret: string, label = 'staff') =>
  new TOTP({ issuer: TOTP_ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** A new secret: 160 random bits (RFC 4226's recommended length), base32 as the apps expect. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The time step the code belongs to, if it is right for now (±1 step); undefined if it is not. */
export function acceptedTotpStep(secret: string, code: string, now: Date): number | undefined {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  return delta === null ? undefined : totp.counter({ timestamp: now.getTime() }) + delta;
}

/** What the enrolment screen shows: the QR code (SVG) and the same secret as text for typing in. */
export async function totpOffer(secret: string, email: string): Promise<StaffTotpOffer> {
  const otpauthUri = totpOf(secret, email).toString();
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUri, qrSvg };
}
