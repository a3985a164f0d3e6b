import { ACHIEVEMENTS_WORDS } from '@portal/contracts/admission/summary/achievements';
// Option names come from the answers summary, so this page, Check your answers and the PDF name a choice alike.

export default {
  intro: 'Tell us about awards, competitions, positions of responsibility and service you are proud of. Add up to {max}, most important first. If you have none, continue without adding any.',
  none: 'You have not added any achievements.',
  record: 'Achievement {n}',
  title: 'Title of the award or achievement',
  titleHint: 'For example, National Chemistry Olympiad, Gold medal',
  type: 'Type',
  level: 'Level',
  year: 'Year achieved',
  yearHint: 'For example, 2025',
  description: 'What you did and why it matters',
  add: 'Add an achievement',
  addAnother: 'Add another achievement',
  remove: 'Remove achievement {n}',
  limitReached: 'You have added {max} achievements, the most this form takes.',
  choose: 'Choose one',
  types: ACHIEVEMENTS_WORDS['en-GB'].types,
  levels: ACHIEVEMENTS_WORDS['en-GB'].levels,
} as const;
