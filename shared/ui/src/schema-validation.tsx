import { setIn, type FormikErrors } from 'formik';
import { checkSchema } from '@portal/contracts/schema-errors';
import { messageRef } from '@portal/i18n/messages';

/**
 * A Formik `validate` function from a shared contract schema: the same schema the API uses, one
 * message per field (nested paths too). Each message is a catalogue reference (code and parameters),
 * not a finished sentence, so it is worded in the current language when shown and re-worded when
 * the applicant switches language.
 */
export function schemaValidator<Values>(
  schema: Parameters<typeof checkSchema>[0],
  prepare: (values: Values) => unknown = (v) => v,
  /** What cross-field rules need besides the values (the same context the server passes). */
  context?: object,
) {
  return (values: Values): FormikErrors<Values> => {
    const result = checkSchema(schema, prepare(values), context);
    if (result.ok) return {};
    return result.errors.reduce<FormikErrors<Values>>(
      (errors, error) => (error.field ? setIn(errors, error.field, messageRef(error.code, error.params)) : errors),
      {},
    );
  };
}
