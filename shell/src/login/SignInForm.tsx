import type { ReactNode } from 'react';
import { Form, Formik, type FormikValues } from 'formik';
import type { AnySchema } from 'yup';
import type { SystemId } from '@portal/contracts/systems';
import { apiErrorsOf } from '@portal/http/errors';
import { notificationStore } from '@portal/http/notifications';
import { Button } from '@portal/ui/Button';
import { applyApiErrors, FormikErrorSummary } from '@portal/ui/formik';
import { schemaValidator } from '@portal/ui/schema-validation';
import { uiText } from '@portal/ui/text';

/** The system and sub-category of the login page, sent with every sign-in. */
export interface SignInContext {
  system: SystemId;
  subCategory: string;
}

interface Props<Values extends FormikValues, Payload> {
  /** Id of the heading that names the form. */
  labelledBy: string;
  initialValues: Values;
  /** The shared contract schema the API validates the payload with. */
  schema: AnySchema;
  toPayload: (values: Values) => Payload;
  signIn: (payload: Payload) => Promise<unknown>;
  onSignedIn: () => void;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * One sign-in form: client checks with the API's own schema, then the call. Field errors go next to
 * their fields; the rest (wrong details, too many attempts) to the notification area.
 */
export function SignInForm<Values extends FormikValues, Payload>({ labelledBy, initialValues, schema, toPayload, signIn, onSignedIn, children }: Props<Values, Payload>) {
  const text = uiText.useText();
  return (
    <Formik<Values>
      initialValues={initialValues}
      validate={schemaValidator(schema, toPayload)}
      onSubmit={async (values, helpers) => {
        notificationStore.getState().clear();
        try {
          await signIn(toPayload(values));
          onSignedIn();
        } catch (error) {
          const general = applyApiErrors(helpers, apiErrorsOf(error));
          if (general.length) notificationStore.getState().showErrors(general);
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-labelledby={labelledBy}>
          <FormikErrorSummary />
          {children}
          <Button type="submit" disabled={isSubmitting}>
            {text('buttons.signIn')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
