/**
 * Waiving a fee with a reason, in the admissions console (an application's fee) and the finance
 * console (any fee): the reason is e-mailed to the applicant, so it is written in their language,
 * which the box names (issue 35). The console gives the words and what submitting does.
 */
import { Form, Formik, type FormikHelpers } from 'formik';
import type { Language } from '@portal/contracts/languages';
import { FEE_WAIVER_REASON_MAX } from '@portal/contracts/office/payment';
import { feeWaiverSchema, type FeeWaiverInput } from '@portal/contracts/schemas/office-payment';
import { Button } from '../Button';
import { FormikErrorSummary } from '../formik';
import { FormikCharacterCountField } from '../formik-character-count';
import { schemaValidator } from '../schema-validation';
import { useWriteInHint } from './write-in-hint';

export interface FeeWaiverFormProps {
  /** The applicant's chosen language, when known. */
  language: Language | null | undefined;
  /** The form's name (for assistive technology) and its button. */
  formLabel: string;
  reasonLabel: string;
  submitLabel: string;
  onSubmit: (values: FeeWaiverInput, helpers: FormikHelpers<FeeWaiverInput>) => Promise<void>;
}

export function FeeWaiverForm({ language, formLabel, reasonLabel, submitLabel, onSubmit }: FeeWaiverFormProps) {
  const writeIn = useWriteInHint(language);
  return (
    <Formik<FeeWaiverInput> initialValues={{ reason: '' }} validate={schemaValidator(feeWaiverSchema)} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={formLabel}>
          <FormikErrorSummary />
          <FormikCharacterCountField name="reason" label={reasonLabel} hint={writeIn} limit={FEE_WAIVER_REASON_MAX} rows={4} required />
          <Button type="submit" disabled={isSubmitting}>
            {submitLabel}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
