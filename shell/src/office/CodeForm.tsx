import { Form, Formik } from 'formik';
import type { AnySchema } from 'yup';
import type { ApiError } from '@portal/contracts/api';
import { apiErrorsOf } from '@portal/http/errors';
import { notificationStore } from '@portal/http/notifications';
import { Button } from '@portal/ui/Button';
import { applyApiErrors, FormikErrorSummary, FormikTextField } from '@portal/ui/formik';
import { schemaValidator } from '@portal/ui/schema-validation';

interface Props {
  /** Id of the heading that names the form (the field's id is derived from it). */
  labelledBy: string;
  label: string;
  hint: string;
  /** The shared contract schema the API checks the code with. */
  schema: AnySchema;
  submitLabel: string;
  kind: 'totp' | 'recovery';
  submit: (code: string) => Promise<void>;
  /** Errors that belong to no field (the field's own go next to it). */
  onErrors: (errors: ApiError[]) => void;
}

/** One code field and its button: an authenticator-app code or a recovery code. */
export function CodeForm({ labelledBy, label, hint, schema, submitLabel, kind, submit, onErrors }: Props) {
  return (
    <Formik<{ code: string }>
      initialValues={{ code: '' }}
      validate={schemaValidator(schema)}
      onSubmit={async (values, helpers) => {
        notificationStore.getState().clear();
        try {
          await submit(values.code.trim());
        } catch (error) {
          const general = applyApiErrors(helpers, apiErrorsOf(error));
          if (general.length) onErrors(general);
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-labelledby={labelledBy}>
          <FormikErrorSummary />
          <FormikTextField
            name="code"
            id={`${labelledBy}-code`}
            label={label}
            hint={hint}
            autoComplete={kind === 'totp' ? 'one-time-code' : 'off'}
            inputMode={kind === 'totp' ? 'numeric' : 'text'}
            spellCheck={false}
            maxLength={kind === 'totp' ? 7 : 20}
            width={10}
            required
          />
          <Button type="submit" disabled={isSubmitting}>
            {submitLabel}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
