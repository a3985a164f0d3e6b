import { RESIDENTIAL_COLLEGE_WORDS } from '@portal/contracts/admission/summary/residential-college';
// Option names come from the answers summary, so this page, Check your answers and the PDF name a choice alike.

export default {
  interested: 'Would you like to live in a residential college?',
  interestedHint: 'Residential colleges combine campus housing with a programme of seminars and activities.',
  preferencesLegend: 'Rank the colleges you would like to live in',
  preferencesHint: 'Your first preference is required; add more if you would accept them.',
  preference: 'Preference {n}',
  choose: 'Choose a college',
  colleges: RESIDENTIAL_COLLEGE_WORDS['en-GB'].colleges,
  statusHeading: 'Residential status declaration',
  residenceType: 'Where do you live now?',
  residenceTypes: RESIDENTIAL_COLLEGE_WORDS['en-GB'].residenceTypes,
  commuteMinutes: 'Usual journey time from home to campus, in minutes',
  commuteMinutesHint: 'By public transport, one way.',
  needsAccommodation: 'Will you need accommodation during your studies?',
  declaration: 'I declare that my residential details are true and complete.',
} as const;
