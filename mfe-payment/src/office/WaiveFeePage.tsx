/** /office/payment/fees/:feeId/waive: an unpaid or unsuccessful fee waived with a reason (the applicant is e-mailed it). */
import { Form, Formik, type FormikHelpers } from 'formik';
import type { Language } from '@portal/contracts/languages';
import { FEE_WAIVER_REASON_MAX } from '@portal/contracts/office/payment';
import { feeWaiverSchema, type FeeWaiverInput } from '@portal/contracts/schemas/office-payment';
import { Button } from '@portal/ui/Button';
import { useWriteInHint } from '@portal/ui/console/write-in-hint';
import { FormikErrorSummary } from '@portal/ui/formik';
import { FormikCharacterCountField } from '@portal/ui/formik-character-count';
import { schemaValidator } from '@portal/ui/schema-validation';
import { FeeActionPage } from './FeeActionPage';
import { paymentOfficeText } from './office-text';

export function WaiveFeePage() {
  const text = paymentOfficeText.useText();
  return (
    <FeeActionPage<FeeWaiverInput> title={text('waive.title')} intro={text('waive.intro')} action="waive" done="waived" fields={['reason']}>
      {(onSubmit, fee) => <WaiverForm onSubmit={onSubmit} language={fee.applicant.language} />}
    </FeeActionPage>
  );
}

/** The reason is e-mailed to the applicant: written in their language, which the box names (issue 35). */
function WaiverForm({ onSubmit, language }: { onSubmit: (values: FeeWaiverInput, helpers: FormikHelpers<FeeWaiverInput>) => Promise<void>; language: Language | null }) {
  const text = paymentOfficeText.useText();
  const writeIn = useWriteInHint(language);
  return (
    <Formik<FeeWaiverInput> initialValues={{ reason: '' }} validate={schemaValidator(feeWaiverSchema)} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={text('waive.title')}>
          <FormikErrorSummary />
          <FormikCharacterCountField name="reason" label={text('waive.reason')} hint={writeIn} limit={FEE_WAIVER_REASON_MAX} rows={4} required />
          <Button type="submit" disabled={isSubmitting}>
            {text('waive.submit')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
