import type { FormikHelpers } from 'formik';
import type { SystemId } from '@portal/contracts/systems';
import { apiErrorsOf } from '@portal/http/errors';
import { notificationStore } from '@portal/http/notifications';
import { applyApiErrors } from '@portal/ui/formik';

export interface SignInContext {
  system: SystemId;
  subCategory: string;
}

/** Runs a sign-in call; field errors go next to their fields, the rest (wrong details, throttling) to the notification area. */
export async function submitSignIn<Values>(call: () => Promise<unknown>, helpers: FormikHelpers<Values>, onSignedIn: () => void) {
  notificationStore.getState().clear();
  try {
    await call();
    onSignedIn();
  } catch (error) {
    const general = applyApiErrors(helpers, apiErrorsOf(error));
    if (general.length) notificationStore.getState().showErrors(general);
  }
}
