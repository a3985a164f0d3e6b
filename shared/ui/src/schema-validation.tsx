import { setIn, type FormikErrors } from 'formik';
import { validate } from '@portal/contracts/validation';

/**
 * A Formik `validate` function from a shared contract schema: the same schema the API uses, with
 * its catalogue codes turned into the catalogue's words, one message per field (nested paths too).
 */
export function schemaValidator<Values>(schema: Parameters<typeof validate>[0], prepare: (values: Values) => unknown = (v) => v) {
  return (values: Values): FormikErrors<Values> => {
    const result = validate(schema, prepare(values));
    if (result.ok) return {};
    return result.errors.reduce<FormikErrors<Values>>(
      (errors, error) => (error.field ? setIn(errors, error.field, error.message) : errors),
      {},
    );
  };
}
