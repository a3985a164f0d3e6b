/** /office/admission/applications/:number/fee: the application fee, and waiving it (unpaid only) with a reason. */
import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { FEE_WAIVER_REASON_MAX } from '@portal/contracts/office/payment';
import { type OfficeFee } from '@portal/contracts/payment';
import { feeWaiverSchema } from '@portal/contracts/schemas/office-payment';
import { http } from '@portal/http/client';
import { useApiQuery } from '@portal/http/use-api-query';
import { useParams } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { FormikErrorSummary } from '@portal/ui/formik';
import { FormikCharacterCountField } from '@portal/ui/formik-character-count';
import { formatMoney } from '@portal/ui/format';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { schemaValidator } from '@portal/ui/schema-validation';
import { SummaryList } from '@portal/ui/SummaryList';
import { admissionOfficeText } from '../office-text';
import { officeApi } from './office-api';
import { useWriteInHint } from './write-in-hint';
import { ApplicationSubpage } from '../applications/ApplicationSubpage';

export function FeePage() {
  const text = admissionOfficeText.useText();
  const { applicationNumber = '' } = useParams();
  const writeIn = useWriteInHint(applicationNumber);
  const api = `${officeApi.application(applicationNumber)}/fee`;
  const fee = useApiQuery<OfficeFee>(api);
  const [waived, setWaived] = useState(false);
  const onSubmit = async (values: { reason: string }, helpers: FormikHelpers<{ reason: string }>) => {
    clearNotifications();
    try {
      await http.post(`${api}/waive`, values);
      setWaived(true);
      fee.reload();
    } catch (error) {
      reportErrors(error, helpers, ['reason']);
    }
  };
  return (
    <ApplicationSubpage applicationNumber={applicationNumber} title={text('appeals.fee.title')} caption={text('appeals.common.caption', { number: applicationNumber })} done={waived && text('appeals.fee.waived')}>
      <QueryResult query={fee} what={text('appeals.fee.title')}>
        {(current) => (
          <>
            <SummaryList
              rows={[
                { key: text('appeals.fee.amount'), value: formatMoney(current.amountCents) },
                { key: text('appeals.fee.status'), value: text(`appeals.fee.statuses.${current.status}`) },
                ...(current.waivedReason ? [{ key: text('appeals.fee.waivedReason'), value: current.waivedReason }] : []),
              ]}
            />
            {(current.status === 'UNPAID' || current.status === 'UNSUCCESSFUL') && (
              <Formik initialValues={{ reason: '' }} validate={schemaValidator(feeWaiverSchema)} onSubmit={onSubmit}>
                {({ isSubmitting }) => (
                  <Form noValidate aria-label={text('appeals.fee.waive')}>
                    <FormikErrorSummary />
                    <FormikCharacterCountField name="reason" label={text('appeals.fee.reason')} hint={writeIn} limit={FEE_WAIVER_REASON_MAX} rows={4} required />
                    <Button type="submit" disabled={isSubmitting}>
                      {text('appeals.fee.waive')}
                    </Button>
                  </Form>
                )}
              </Formik>
            )}
          </>
        )}
      </QueryResult>
    </ApplicationSubpage>
  );
}
