export default {
  status: 'What is your national service status?',
  statuses: {
    COMPLETED: 'Completed full-time national service',
    SERVING: 'Serving full-time national service now',
    EXEMPTED: 'Exempted',
    NOT_ENLISTED: 'Not yet enlisted',
    NOT_APPLICABLE: 'Not applicable',
  },
  statusHints: {
    NOT_ENLISTED: 'Liable for national service but not called up yet.',
    NOT_APPLICABLE: 'For example women, and permanent residents who are not liable.',
  },
  enlistmentDate: 'Enlistment date',
  ordDate: 'ORD (operationally ready date)',
  ordDateServingHint: 'The ORD you expect, as your unit has told you.',
  dateHint: 'For example, 05/01/2026.',
  rnsHeading: 'Returning national servicemen',
  rnsNote:
    'You apply as a returning national serviceman (RNS). If you receive an offer, you will confirm your enrolment after it: enrol, defer, apply for disruption, or not enrol. You can start your studies only after your ORD.',
} as const;
