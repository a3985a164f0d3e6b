/**
 * Passkeys in the browser (@simplewebauthn/browser): the API's options go to the browser's WebAuthn
 * prompt and its answer back to the API. A prompt the person closes, or a browser without passkeys,
 * is worded as PASSKEY_FAILED; the API's own refusals keep their codes.
 */
import { isAxiosError } from 'axios';
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { ApiError } from '@portal/contracts/api';
import { apiErrorsOf } from '@portal/http/errors';
import { staffOwnFactors, staffSecondFactor } from '@portal/http/staff-api';
import { messageRef } from '@portal/i18n/messages';

export async function signInWithPasskey() {
  const optionsJSON = await staffSecondFactor.passkeyOptions();
  const response = await startAuthentication({ optionsJSON: optionsJSON as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
  return staffSecondFactor.withPasskey(response);
}

export async function enrolPasskey() {
  const optionsJSON = await staffSecondFactor.passkeyEnrolmentOptions();
  const response = await startRegistration({ optionsJSON: optionsJSON as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'] });
  return staffSecondFactor.enrolPasskey(response);
}

/** A signed-in member adds another passkey (a new device, or a spare security key). */
export async function addPasskey() {
  const optionsJSON = await staffOwnFactors.passkeyOptions();
  const response = await startRegistration({ optionsJSON: optionsJSON as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'] });
  await staffOwnFactors.addPasskey(response);
}

export function passkeyErrors(error: unknown): ApiError[] {
  return isAxiosError(error) ? apiErrorsOf(error) : [{ code: 'PASSKEY_FAILED', message: messageRef('PASSKEY_FAILED') }];
}
