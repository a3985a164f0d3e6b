/** /office/payment/fees/:feeId/waive: an unpaid or unsuccessful fee waived with a reason (the applicant is e-mailed it). */
import { Form, Formik } from 'formik';
import { FEE_WAIVER_REASON_MAX } from '@portal/contracts/office/payment';
import { feeWaiverSchema, type FeeWaiverInput } from '@portal/contracts/schemas/office-payment';
import { Button } from '@portal/ui/Button';
import { FormikErrorSummary } from '@portal/ui/formik';
import { FormikCharacterCountField } from '@portal/ui/formik-character-count';
import { schemaValidator } from '@portal/ui/schema-validation';
import { FeeActionPage } from './FeeActionPage';
import { paymentOfficeText } from './office-text';

export function WaiveFeePage() {
  const text = paymentOfficeText.useText();
  return (
    <FeeActionPage<FeeWaiverInput> title={text('waive.title')} intro={text('waive.intro')} action="waive" done="waived" fields={['reason']}>
      {(onSubmit) => (
        <Formik<FeeWaiverInput> initialValues={{ reason: '' }} validate={schemaValidator(feeWaiverSchema)} onSubmit={onSubmit}>
          {({ isSubmitting }) => (
            <Form noValidate aria-label={text('waive.title')}>
              <FormikErrorSummary />
              <FormikCharacterCountField name="reason" label={text('waive.reason')} limit={FEE_WAIVER_REASON_MAX} rows={4} required />
              <Button type="submit" disabled={isSubmitting}>
                {text('waive.submit')}
              </Button>
            </Form>
          )}
        </Formik>
      )}
    </FeeActionPage>
  );
}
