/**
 * Application Fee Payment / Entrance Exam Payment: the fee with GST, and Pay, which sends the
 * browser to the gateway's hosted checkout. Whether Pay is offered comes from the server (waived,
 * received, being confirmed, or 15 minutes after an unsuccessful payment); a double click or a
 * second tab reaches the same checkout page (the server makes sure).
 */
import { useState } from 'react';
import type { CheckoutStart, FeeDetail } from '@portal/contracts/payment';
import { http } from '@portal/http/client';
import { apiErrorsOf } from '@portal/http/errors';
import { notificationStore } from '@portal/http/notifications';
import { useApiQuery } from '@portal/http/use-api-query';
import { Link, useParams } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { usePageTitle } from '@portal/ui/document-title';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { paymentText } from '../payment-text';
import { FeeSummaryList } from './FeeSummary';
import { PayState } from './PayState';
import { payPaths } from './paths';
import { useWhenDue } from './use-retry-timer';

export function FeePaymentPage() {
  const text = paymentText.useText();
  const { feeId = '' } = useParams();
  const fee = useApiQuery<FeeDetail>(`/payment/fees/${encodeURIComponent(feeId)}`);
  // The fee's own name once it has loaded ("Pay your application fee"); the list's name until then.
  usePageTitle(fee.status === 'success' && fee.data ? text(`pay.titles.${fee.data.kind}`) : text('details.title'));
  useWhenDue(fee.data?.retryAfter ?? null, fee.reload);
  return (
    <QueryResult query={fee} what={text('pay.loadingWhat')}>
      {(detail) => (
        <>
          <PageHeading caption={text('details.caption')}>{text(`pay.titles.${detail.kind}`)}</PageHeading>
          <PayState fee={detail} />
          <FeeSummaryList fee={detail} />
          {detail.payBlock === null && <PayButton fee={detail} onRefused={fee.reload} />}
          {detail.payBlock === 'RETRY_LATER' && (
            <>
              <Button disabled aria-describedby="pay-later">
                {text('pay.payNow')}
              </Button>
              <p className="pt-hint" id="pay-later">
                {text('pay.payLaterHint')}
              </p>
            </>
          )}
          <p className="pt-body">
            <Link to={payPaths.details} className="pt-link">
              {text('pay.backToDetails')}
            </Link>
          </p>
        </>
      )}
    </QueryResult>
  );
}

function PayButton({ fee, onRefused }: { fee: FeeDetail; onRefused: () => void }) {
  const text = paymentText.useText();
  const [busy, setBusy] = useState(false);
  const pay = async () => {
    setBusy(true);
    notificationStore.getState().clear();
    try {
      const { data } = await http.post<CheckoutStart>(`/payment/fees/${encodeURIComponent(fee.id)}/checkout`);
      // The gateway's own page, on its own site: a full navigation, not a route of this app.
      window.location.assign(data.checkoutUrl);
    } catch (error) {
      notificationStore.getState().showErrors(apiErrorsOf(error));
      setBusy(false);
      // The fee may have changed meanwhile (paid in another tab, waived): show what it is now.
      onRefused();
    }
  };
  return (
    <>
      <p className="pt-body" id="pay-where">
        {text('pay.gatewayNote')}
      </p>
      <Button onClick={() => void pay()} disabled={busy} aria-describedby="pay-where">
        {busy ? text('pay.opening') : text('pay.payNow')}
      </Button>
    </>
  );
}
