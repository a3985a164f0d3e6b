/**
 * The frame of the console's two forms on one fee (record it received offline, waive it): the fee is
 * read first (its name heads the page; an action no longer possible is said at once instead of a
 * form), and a done action returns the officer to the fee's page, which says what was done.
 */
import type { ReactNode } from 'react';
import type { OfficeFeeView } from '@portal/contracts/office/payment';
import { http } from '@portal/http/client';
import { useApiQuery } from '@portal/http/use-api-query';
import { useNavigate, useParams } from '@portal/router';
import { BackLink } from '@portal/ui/console/ConsolePage';
import { usePageTitle } from '@portal/ui/document-title';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import type { FormikHelpers } from 'formik';
import { useFeeTitle } from './fee-title';
import { financeApi, type FeeActionDone } from './office-api';
import { paymentOfficeText } from './office-text';

interface Props<Values> {
  title: string;
  intro: string;
  /** The API action under the fee's path, e.g. 'waive'. */
  action: string;
  done: FeeActionDone['done'];
  fields: ReadonlyArray<keyof Values & string>;
  /** The form, given the submit and the fee as loaded (a box the applicant reads names their language). */
  children: (onSubmit: (values: Values, helpers: FormikHelpers<Values>) => Promise<void>, fee: OfficeFeeView) => ReactNode;
}

export function FeeActionPage<Values>({ title, intro, action, done, fields, children }: Props<Values>) {
  const text = paymentOfficeText.useText();
  const { feeId = '' } = useParams();
  const navigate = useNavigate();
  const fee = useApiQuery<OfficeFeeView>(financeApi.fee(feeId));
  usePageTitle(title);
  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    clearNotifications();
    try {
      await http.post(`${financeApi.fee(feeId)}/${action}`, values);
      navigate('..', { relative: 'path', state: { done } satisfies FeeActionDone });
    } catch (error) {
      reportErrors(error, helpers, fields);
      // Refused because the fee changed meanwhile (paid, waived): the page shows its state now.
      fee.reload();
    }
  };
  return (
    <>
      <BackLink to=".." relative="path" label={text('fee.backToFee')} />
      <QueryResult query={fee} what={text('fee.what')}>
        {(loaded) => <ActionFrame fee={loaded} title={title} intro={intro} form={children(onSubmit, loaded)} />}
      </QueryResult>
    </>
  );
}

function ActionFrame({ fee, title, intro, form }: { fee: OfficeFeeView; title: string; intro: string; form: ReactNode }) {
  const text = paymentOfficeText.useText();
  const feeTitle = useFeeTitle();
  return (
    <>
      <PageHeading caption={feeTitle(fee)}>{title}</PageHeading>
      {fee.actionable ? (
        <>
          <p className="pt-body">{intro}</p>
          {form}
        </>
      ) : (
        <p className="pt-body">{text('fee.noActions')}</p>
      )}
    </>
  );
}
