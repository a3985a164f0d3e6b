/** The payment remote's strings in English (namespace 'payment'). Chinese: ./zh-Hans.ts. */
import { feeKindCatalogue } from '@portal/contracts/fee-kinds';
import { feeStatusCatalogue } from '@portal/contracts/fee-statuses';
import entranceExams from '../entrance-exams/locales/en-GB';

export default {
  details: {
    caption: 'Payment',
    title: 'Payment Details',
    feesHeading: 'Fees',
    feesLoadingWhat: 'your fees',
    noFees: 'You have no fees to pay.',
    paymentsHeading: 'Payments',
    paymentsLoadingWhat: 'your payments',
    noPayments: 'You have not made any payments.',
    processingHint: 'A payment can take up to one working day to show here. If a payment was unsuccessful, try again after 15 minutes.',
  },
  fees: {
    caption: 'Your fees',
    fee: 'Fee',
    application: 'Application',
    due: 'Due',
    amount: 'Amount (with GST)',
    status: 'Status',
    action: 'Action',
    pay: 'Pay',
    view: 'View',
  },
  payments: {
    caption: 'Your payments',
    reference: 'Reference',
    date: 'Date',
    amount: 'Amount (with GST)',
    status: 'Status',
    receipt: 'Receipt',
  },
  pay: {
    loadingWhat: 'the fee',
    titles: feeKindCatalogue('en-GB', 'payPage'),
    rows: {
      fee: 'Fee',
      application: 'Application number',
      due: 'Due by',
      amount: 'Amount',
      gst: 'GST ({percent}%)',
      total: 'Total to pay',
      status: 'Status',
    },
    gatewayNote: "You will pay on our payment provider's secure page, by card or PayNow. Then you come back here.",
    payNow: 'Pay now',
    opening: 'Opening the payment page…',
    payLaterHint: 'Pay is offered again 15 minutes after an unsuccessful payment.',
    backToDetails: 'Back to Payment Details',
    state: {
      receivedTitle: 'Already received',
      received: 'We have received this fee. There is nothing to pay.',
      waivedTitle: 'Waived',
      waived: 'This fee has been waived. You do not need to pay it.',
      submittedTitle: 'Payment submitted',
      submitted: 'Your payment has been submitted and is waiting for confirmation. Payment status update: up to one working day. Do not pay again.',
      unsuccessfulTitle: 'Payment unsuccessful',
      unsuccessful: 'Payment unsuccessful: try again in 15 minutes.',
      payAgainFrom: 'You can pay again from {time}.',
      nothingDue: 'Nothing is due for this fee.',
    },
  },
  result: {
    loadingWhat: 'your payment',
    loadingTitle: 'Your payment',
    receivedTitle: 'Payment received',
    received: 'Thank you: we have received your payment. A receipt has been sent to your e-mail address.',
    unsuccessfulTitle: 'Your payment was not successful',
    expiredTitle: 'The payment page has closed',
    expired: 'The payment page closed before a payment was made. Nothing has been charged.',
    submittedTitle: 'Your payment has been submitted',
    checkAgain: 'Check the status again',
    backToFee: 'Back to the fee',
    rows: {
      reference: 'Payment reference',
      gst: 'GST',
      receivedAt: 'Received on',
    },
  },
  receipt: {
    download: 'Download receipt {reference} (PDF)',
  },
  // What each kind of fee is called.
  feeKinds: feeKindCatalogue('en-GB', 'title'),
  // The status codes of a fee and of a payment.
  statuses: {
    ...feeStatusCatalogue('en-GB'),
    OPEN: 'Not paid yet',
    EXPIRED: 'Closed without payment',
  },
  // Entrance Exam Payment (entrance-exams/, issue 11).
  entranceExams,
} as const;
