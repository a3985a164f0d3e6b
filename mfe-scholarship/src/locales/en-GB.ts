/** The scholarship remote's strings in English (namespace 'scholarship'). Chinese: ./zh-Hans.ts. */
export default {
  status: {
    caption: 'Scholarship',
    title: 'Scholarship application status',
    loadingWhat: 'your scholarship applications',
    notApplied: 'You have not applied for a scholarship. Only one scholarship application is allowed per applicant.',
    tableCaption: 'Your scholarship applications',
    academicYear: 'Academic year',
    choices: 'Choices',
    // Between the names of the chosen scholarships.
    choiceSeparator: ', ',
    noneChosen: 'None chosen',
    submitted: 'Submitted',
    notSubmitted: 'Not submitted',
    status: 'Status',
  },
  // The status codes of a scholarship application.
  statuses: {
    DRAFT: 'Draft',
    SUBMITTED: 'Submitted',
    SHORTLISTED: 'Shortlisted',
    AWARDED: 'Awarded',
    UNSUCCESSFUL: 'Unsuccessful',
  },
} as const;
