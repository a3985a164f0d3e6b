import { isAxiosError } from 'axios';
import type { ApiError, ApiErrorBody } from '@portal/contracts/api';
import { messageRef } from '@portal/i18n/messages';

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && Array.isArray((value as ApiErrorBody).errors);
}

/**
 * The API's error list from a failed call. Bodies that arrive as JSON text are parsed first
 * (spec 8); a call that never reached the server becomes NETWORK_ERROR (worded where it is shown).
 */
export function apiErrorsOf(error: unknown): ApiError[] {
  if (isAxiosError(error)) {
    let body: unknown = error.response?.data;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        body = undefined;
      }
    }
    if (isErrorBody(body)) return body.errors;
    if (!error.response) return [{ code: 'NETWORK_ERROR', message: messageRef('NETWORK_ERROR') }];
  }
  return [{ code: 'INTERNAL_ERROR', message: messageRef('INTERNAL_ERROR') }];
}
