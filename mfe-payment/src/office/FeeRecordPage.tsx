/**
 * One fee in the finance console: who owes it, what it costs (GST on its own line), its status, the
 * actions the office may still take, every attempt to pay it, and its timeline naming the officer
 * behind each office event. After an action the form brings the officer back here with a message.
 */
import type { OfficeTimelineEvent } from '@portal/contracts/office/timeline';
import type { OfficeFeeView, OfficePaymentView } from '@portal/contracts/office/payment';
import { useApiQuery } from '@portal/http/use-api-query';
import { useNavigationState } from '@portal/mount/hydration';
import { useParams } from '@portal/router';
import { RecordPage } from '@portal/ui/console/RecordPage';
import { RecordActions, RecordSection } from '@portal/ui/console/RecordSections';
import { formatDate, formatDateTime, formatMoney } from '@portal/ui/format';
import { StatusTag } from '@portal/ui/StatusTag';
import { SummaryList } from '@portal/ui/SummaryList';
import { Table } from '@portal/ui/Table';
import { TimelineList } from '@portal/ui/TimelineList';
import { paymentText } from '../payment-text';
import { useFeeTitle } from './fee-title';
import { financeApi, type FeeActionDone } from './office-api';
import { paymentOfficeText } from './office-text';

export function FeeRecordPage() {
  const text = paymentOfficeText.useText();
  const feeTitle = useFeeTitle();
  const { feeId = '' } = useParams();
  const done = useNavigationState<FeeActionDone>()?.done;
  const fee = useApiQuery<OfficeFeeView>(financeApi.fee(feeId));
  return (
    <RecordPage
      record={fee}
      what={text('fee.what')}
      back={{ to: '../..', relative: 'path', label: text('fee.back') }}
      notice={done && text(done === 'received' ? 'fee.doneReceived' : 'fee.doneWaived')}
      documentTitle={feeTitle}
      heading={(loaded) => ({ title: feeTitle(loaded), caption: text('console.caption') })}
    >
      {(loaded) => <FeeRecord fee={loaded} />}
    </RecordPage>
  );
}

function FeeRecord({ fee }: { fee: OfficeFeeView }) {
  const text = paymentOfficeText.useText();
  const words = paymentText.useText();
  return (
    <>
      <RecordSection id="fee" title={text('fee.applicantHeading')}>
        <SummaryList
          rows={[
            { id: 'name', key: text('fee.name'), value: fee.applicant.fullName },
            { id: 'email', key: text('fee.email'), value: fee.applicant.email },
            ...(fee.applicationNumber ? [{ id: 'application', key: text('fee.application'), value: fee.applicationNumber }] : []),
            { id: 'fee', key: text('fee.fee'), value: words(`feeKinds.${fee.kind}`) },
            { id: 'description', key: text('fee.description'), value: fee.description },
            { id: 'amount', key: text('fee.amount'), value: formatMoney(fee.amountCents) },
            { id: 'gst', key: text('fee.gst', { percent: fee.gstPercent }), value: formatMoney(fee.gstCents) },
            { id: 'total', key: text('fee.total'), value: formatMoney(fee.totalCents) },
            { id: 'status', key: text('fee.status'), value: <StatusTag status={fee.status} label={words(`statuses.${fee.status}`)} /> },
            ...(fee.dueDate ? [{ id: 'due', key: text('fee.due'), value: formatDate(fee.dueDate) }] : []),
            ...(fee.waived
              ? [
                  { id: 'waivedReason', key: text('fee.waivedReason'), value: <span style={{ whiteSpace: 'pre-line' }}>{fee.waived.reason}</span> },
                  { id: 'waivedBy', key: text('fee.waivedBy'), value: text('fee.waivedOn', { name: fee.waived.by ?? '—', date: formatDateTime(fee.waived.at) }) },
                ]
              : []),
          ]}
        />
      </RecordSection>
      <RecordActions
        title={text('fee.actions')}
        actions={
          fee.actionable
            ? [
                { to: 'offline-payment', label: text('fee.markReceived') },
                { to: 'waive', label: text('fee.waive') },
              ]
            : []
        }
        none={text('fee.noActions')}
      />
      <RecordSection id="payments" title={text('fee.paymentsHeading')}>
        {fee.payments.length ? <PaymentsTable payments={fee.payments} /> : <p className="pt-body">{text('fee.noPayments')}</p>}
      </RecordSection>
      <RecordSection id="timeline" title={text('fee.timelineHeading')}>
        <FeeTimeline events={fee.timeline} />
      </RecordSection>
    </>
  );
}

function PaymentsTable({ payments }: { payments: OfficePaymentView[] }) {
  const text = paymentOfficeText.useText();
  const none = text('list.none');
  const received = (payment: OfficePaymentView) => {
    if (!payment.receivedAt) return none;
    return payment.receivedOn ? text('payment.receivedOn', { date: formatDate(payment.receivedOn), at: formatDateTime(payment.receivedAt) }) : formatDateTime(payment.receivedAt);
  };
  return (
    <Table
      caption={text('fee.paymentsCaption')}
      rows={payments}
      rowKey={(payment) => payment.id}
      firstCellIsHeader
      columns={[
        { header: text('payment.reference'), cell: (payment) => payment.reference },
        { header: text('payment.method'), cell: (payment) => text(`payment.methods.${payment.method}`) },
        { header: text('payment.status'), cell: (payment) => <StatusTag status={payment.status} label={text(`payment.statuses.${payment.status}`)} /> },
        { header: text('payment.amount'), cell: (payment) => formatMoney(payment.totalCents), numeric: true },
        { header: text('payment.created'), cell: (payment) => formatDateTime(payment.createdAt) },
        { header: text('payment.received'), cell: received },
        { header: text('payment.failed'), cell: (payment) => (payment.failedAt ? formatDateTime(payment.failedAt) : none) },
        { header: text('payment.gatewayReference'), cell: (payment) => payment.gatewayReference ?? none },
        { header: text('payment.note'), cell: (payment) => (payment.note ? <span style={{ whiteSpace: 'pre-line' }}>{payment.note}</span> : none) },
        { header: text('payment.recordedBy'), cell: (payment) => payment.recordedBy ?? none },
      ]}
    />
  );
}

function FeeTimeline({ events }: { events: OfficeTimelineEvent[] }) {
  const text = paymentOfficeText.useText();
  if (!events.length) return <p className="pt-body">{text('fee.noTimeline')}</p>;
  const title = (event: OfficeTimelineEvent) => {
    switch (event.kind) {
      case 'PAYMENT_RECEIVED':
      case 'PAYMENT_UNSUCCESSFUL':
      case 'PAYMENT_REFUND_DUE':
      case 'FEE_WAIVED':
      case 'FEE_RECEIVED_OFFLINE':
        return text(`events.${event.kind}`, event.params);
      default:
        return event.kind;
    }
  };
  return <TimelineList entries={events.map((event) => ({ title: title(event), by: event.staffName ? text('fee.byStaff', { name: event.staffName }) : null, at: event.occurredAt }))} />;
}
