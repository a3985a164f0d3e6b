import { REFEREES_WORDS } from '@portal/contracts/admission/summary/referees';
// Option names come from the answers summary, so this page, Check your answers and the PDF name a choice alike.

export default {
  intro: 'Nominate two referees who know your work or studies well, such as a teacher, lecturer or supervisor. We will contact them at their work e-mail address: addresses at free webmail providers such as Gmail, Yahoo, Hotmail or QQ cannot be accepted.',
  referee: 'Referee {n}',
  name: 'Full name',
  position: 'Position',
  positionHint: 'For example, Head of Department, Chemistry',
  organisation: 'School or organisation',
  relationship: 'How do they know you?',
  choose: 'Choose one',
  relationships: REFEREES_WORDS['en-GB'].relationships,
  email: 'Work e-mail address',
  phone: 'Contact number',
  countryCode: 'Country code',
  number: 'Number',
} as const;
