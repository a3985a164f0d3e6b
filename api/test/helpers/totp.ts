/** The code an authenticator app shows for a TOTP secret at a moment (the test clock's). */
import { Secret, TOTP } from 'otpauth';

export function totpCode(secret: string, at: Date, stepsFromNow = 0): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: at.getTime() + stepsFromNow * 30_000 });
}
