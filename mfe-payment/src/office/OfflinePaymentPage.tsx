/**
 * /office/payment/fees/:feeId/offline-payment: a fee paid by bank transfer, cheque or cash, recorded
 * with the day the money arrived (not after today in Singapore, as the server checks it), the bank's
 * reference and a note, checked by the shared schema.
 */
import { Form, Formik } from 'formik';
import { singaporeDate } from '@portal/contracts/singapore-calendar';
import { OFFLINE_PAYMENT_LIMITS } from '@portal/contracts/office/payment';
import { offlinePaymentSchema, type OfflinePaymentInput } from '@portal/contracts/schemas/office-payment';
import { Button } from '@portal/ui/Button';
import { FormikDateField, FormikErrorSummary, FormikTextField } from '@portal/ui/formik';
import { FormikCharacterCountField } from '@portal/ui/formik-character-count';
import { schemaValidator } from '@portal/ui/schema-validation';
import { FeeActionPage } from './FeeActionPage';
import { paymentOfficeText } from './office-text';

const EMPTY: OfflinePaymentInput = { receivedOn: '', bankReference: '', note: '' };

export function OfflinePaymentPage() {
  const text = paymentOfficeText.useText();
  return (
    <FeeActionPage<OfflinePaymentInput> title={text('offline.title')} intro={text('offline.intro')} action="offline-payment" done="received" fields={['receivedOn', 'bankReference', 'note']}>
      {(onSubmit) => (
        <Formik<OfflinePaymentInput> initialValues={EMPTY} validate={schemaValidator(offlinePaymentSchema, (values) => values, { today: singaporeDate(new Date()) })} onSubmit={onSubmit}>
          {({ isSubmitting }) => (
            <Form noValidate aria-label={text('offline.title')}>
              <FormikErrorSummary />
              <FormikDateField name="receivedOn" label={text('offline.receivedOn')} hint={text('offline.receivedOnHint')} required />
              <FormikTextField name="bankReference" label={text('offline.bankReference')} hint={text('offline.bankReferenceHint')} maxLength={OFFLINE_PAYMENT_LIMITS.bankReference} width="two-thirds" spellCheck={false} required />
              <FormikCharacterCountField name="note" label={text('offline.note')} hint={text('offline.noteHint')} limit={OFFLINE_PAYMENT_LIMITS.note} rows={4} required />
              <Button type="submit" disabled={isSubmitting}>
                {text('offline.submit')}
              </Button>
            </Form>
          )}
        </Formik>
      )}
    </FeeActionPage>
  );
}
