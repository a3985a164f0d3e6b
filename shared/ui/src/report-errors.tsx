import type { FormikHelpers } from 'formik';
import type { ApiError } from '@portal/contracts/api';
import type { MessageCode } from '@portal/contracts/messages';
import { apiErrorsOf } from '@portal/http/errors';
import { notificationStore } from '@portal/http/notifications';
import { messageRef } from '@portal/i18n/messages';
import { applyApiErrors } from './formik';

/**
 * A failed call: errors about a field on the form go next to it, everything else (wrong details,
 * limits reached, server trouble) to the shell's notification area (spec 8). Returns the whole list.
 * `rename` maps an API field to the form's own when the form keeps the value in another shape (a
 * list typed into one text box).
 */
export function reportErrors<Values>(
  error: unknown,
  helpers: Pick<FormikHelpers<Values>, 'setErrors' | 'setTouched'>,
  fields: readonly string[],
  rename: Readonly<Record<string, string>> = {},
): ApiError[] {
  const errors = apiErrorsOf(error).map((apiError) => (apiError.field && rename[apiError.field] ? { ...apiError, field: rename[apiError.field] } : apiError));
  const general = applyApiErrors(helpers, errors, fields);
  if (general.length) notificationStore.getState().showErrors(general);
  return errors;
}

/**
 * Shows one catalogue message in the notification area (an answer of `false` carries no error body),
 * as a reference: the notification area words it in the current language, and again on a switch.
 */
export function showError(code: MessageCode, params: ReadonlyArray<string | number> = []): void {
  notificationStore.getState().showErrors([catalogueError(code, params)]);
}

/** An error the browser concluded itself (no API answer), in the shape of the API's. */
export function catalogueError(code: MessageCode, params: ReadonlyArray<string | number> = []): ApiError {
  return { code, message: messageRef(code, params) };
}

export function clearNotifications(): void {
  notificationStore.getState().clear();
}
