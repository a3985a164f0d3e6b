/**
 * The results update window's form (one application or a batch): an optional closing date and
 * "Open the window" / "Close the window", checked by the shared schema the API uses.
 */
import type { ReactNode } from 'react';
import { Form, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { singaporeDate } from '@portal/contracts/singapore-calendar';
import { DATE_FORMAT } from '@portal/contracts/limits';
import { Button } from '@portal/ui/Button';
import { FormikDateField, FormikErrorSummary } from '@portal/ui/formik';
import { schemaValidator } from '@portal/ui/schema-validation';
import type * as yup from 'yup';
import { admissionOfficeText } from '../office-text';

export interface WindowValues {
  closesOn: string;
  /** Set by the button pressed. */
  open: boolean;
  [field: string]: unknown;
}

/**
 * A validate function from a window schema: closing uses no date (only opening is checked against
 * the closing date's rule); `prepare` turns the form's values into the body the schema reads.
 */
export function windowValidator<V extends WindowValues>(schema: yup.AnyObjectSchema, prepare: (values: V) => object = (values) => values) {
  return (values: V): FormikErrors<V> =>
    schemaValidator(schema, (v: V) => prepare(v.open ? v : { ...v, closesOn: '' }), { today: singaporeDate(new Date()) })(values) as FormikErrors<V>;
}

export function WindowForm<V extends WindowValues>({
  initialValues,
  validate,
  label,
  onSubmit,
  children,
}: {
  initialValues: V;
  validate(values: V): FormikErrors<V>;
  label: string;
  onSubmit(values: V, helpers: FormikHelpers<V>): Promise<void>;
  children?: ReactNode;
}) {
  const text = admissionOfficeText.useText();
  return (
    <Formik<V> initialValues={initialValues} validate={validate} onSubmit={onSubmit}>
      {({ isSubmitting, setFieldValue, submitForm }) => (
        <Form noValidate aria-label={label}>
          <FormikErrorSummary />
          {children}
          <FormikDateField
            name="closesOn"
            label={text('afterSubmission.results.closesOn')}
            hint={text('afterSubmission.results.closesOnHint')}
            placeholder={DATE_FORMAT}
            autoComplete="off"
          />
          <div className="pt-button-group">
            <Button type="submit" disabled={isSubmitting} onClick={() => void setFieldValue('open', true, false)}>
              {text('afterSubmission.results.openWindow')}
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={isSubmitting}
              onClick={async () => {
                await setFieldValue('open', false, false);
                await submitForm();
              }}
            >
              {text('afterSubmission.results.closeWindow')}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
