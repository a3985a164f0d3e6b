import type { FormikHelpers } from 'formik';
import type { ApiError } from '@portal/contracts/api';
import { apiErrorsOf } from '@portal/http/errors';
import { notificationStore } from '@portal/http/notifications';
import { applyApiErrors } from '@portal/ui/formik';

/**
 * A failed call: errors about a field on the form go next to it, everything else (wrong details,
 * limits reached, server trouble) to the shell's notification area (spec 8). Returns the whole list.
 */
export function reportErrors<Values>(
  error: unknown,
  helpers: Pick<FormikHelpers<Values>, 'setErrors' | 'setTouched'>,
  fields: readonly string[],
): ApiError[] {
  const errors = apiErrorsOf(error);
  const general = applyApiErrors(helpers, errors, fields);
  if (general.length) notificationStore.getState().showErrors(general);
  return errors;
}

/** Shows one catalogue message in the notification area (an answer of `false` carries no error body). */
export function showError(code: string, message: string): void {
  notificationStore.getState().showErrors([{ code, message }]);
}

export function clearNotifications(): void {
  notificationStore.getState().clear();
}
