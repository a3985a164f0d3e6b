/** The payment remote's strings in English (namespace 'payment'). Chinese: ./zh-Hans.ts. */
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
    amount: 'Amount',
    status: 'Status',
  },
  payments: {
    caption: 'Your payments',
    reference: 'Reference',
    date: 'Date',
    amount: 'Amount',
    status: 'Status',
  },
  // What each kind of fee is called.
  feeKinds: {
    APPLICATION_FEE: 'Application fee',
    ENTRANCE_EXAM_FEE: 'Entrance exam fee',
  },
  // The status codes of a fee and of a payment.
  statuses: {
    UNPAID: 'Not paid',
    SUBMITTED: 'Submitted',
    RECEIVED: 'Received',
    WAIVED: 'Waived',
    UNSUCCESSFUL: 'Unsuccessful',
  },
  // Entrance Exam Payment (entrance-exams/, issue 11).
  entranceExams,
} as const;
