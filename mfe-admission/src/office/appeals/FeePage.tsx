/** /office/admission/applications/:number/fee: the application fee, and waiving it (unpaid only) with a reason. */
import { useState } from 'react';
import type { FormikHelpers } from 'formik';
import { type OfficeFee } from '@portal/contracts/payment';
import { http } from '@portal/http/client';
import { useApiQuery } from '@portal/http/use-api-query';
import { useParams } from '@portal/router';
import { formatMoney } from '@portal/ui/format';
import { FeeWaiverForm } from '@portal/ui/console/FeeWaiverForm';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { SummaryList } from '@portal/ui/SummaryList';
import { admissionOfficeText } from '../office-text';
import { officeApi } from './office-api';
import { useApplicantLanguage } from './write-in-hint';
import { ApplicationSubpage } from '../applications/ApplicationSubpage';

export function FeePage() {
  const text = admissionOfficeText.useText();
  const { applicationNumber = '' } = useParams();
  const language = useApplicantLanguage(applicationNumber);
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
              <FeeWaiverForm
                language={language}
                formLabel={text('appeals.fee.waive')}
                reasonLabel={text('appeals.fee.reason')}
                submitLabel={text('appeals.fee.waive')}
                onSubmit={onSubmit}
              />
            )}
          </>
        )}
      </QueryResult>
    </ApplicationSubpage>
  );
}
