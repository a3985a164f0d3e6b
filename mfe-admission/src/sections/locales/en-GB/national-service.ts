import { NATIONAL_SERVICE_WORDS } from '@portal/contracts/admission/summary/national-service';
// Option names come from the answers summary, so this page, Check your answers and the PDF name a choice alike.

export default {
  status: 'What is your national service status?',
  statuses: NATIONAL_SERVICE_WORDS['en-GB'].statuses,
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
