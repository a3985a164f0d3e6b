/** The admission remote's strings in English (namespace 'admission'). Chinese: ./zh-Hans.ts. */
export default {
  summary: {
    caption: 'Admission',
    title: 'Application Summary and Status',
    loadingWhat: 'your applications',
    noApplications: 'You have no admission applications yet.',
    applicationHeading: 'Application {number}',
    category: 'Category',
    academicYear: 'Academic year',
    status: 'Status',
    offerStatus: 'Offer status',
    noOutcomeYet: 'No outcome yet',
    applicationFee: 'Application fee',
    submittedOn: 'Submitted on',
    notSubmitted: 'Not submitted',
    programmeChoices: 'Programme choices',
    rank: 'Rank',
    programme: 'Programme',
    cannotAmend: 'A submitted application cannot be amended online. Contact the Office of Admissions for updates.',
  },
  // The status codes of an admission application and of its application fee.
  statuses: {
    DRAFT: 'Draft',
    SUBMITTED: 'Submitted',
    UNDER_REVIEW: 'Under review',
    OFFERED: 'Offered',
    UNSUCCESSFUL: 'Unsuccessful',
    WITHDRAWN: 'Withdrawn',
    UNPAID: 'Not paid',
    RECEIVED: 'Received',
    WAIVED: 'Waived',
  },
} as const;
