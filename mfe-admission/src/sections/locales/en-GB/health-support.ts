import { HEALTH_SUPPORT_WORDS } from '@portal/contracts/admission/summary/health-support';
// Option names come from the answers summary, so this page, Check your answers and the PDF name a choice alike.

export default {
  intro: 'Your answers are seen only by the staff who arrange support and do not affect the decision on your application.',
  hasCondition: 'Do you have a medical condition or disability that the university should know about to support you?',
  hasConditionHint: 'For example a long-term illness, a physical or sensory impairment, a learning difference or a mental health condition.',
  condition: 'Condition {number}',
  type: 'Type of condition',
  chooseType: 'Choose a type',
  types: HEALTH_SUPPORT_WORDS['en-GB'].types,
  name: 'Name of the condition',
  support: 'Support you would need',
  supportHint: 'For example extra time in examinations, accessible housing or lecture notes in advance.',
  add: 'Add another condition',
  remove: 'Remove condition {number}',
  limitReached: 'You have listed {max} conditions, the most this form takes. Tell the Office of Admissions about any others.',
  hasConviction: 'Have you ever been convicted of a criminal offence in a court of law in any country?',
  hasConvictionHint: 'A conviction does not by itself rule out admission.',
  convictionDetails: 'Details of the conviction',
  convictionDetailsHint: 'The offence, the court, the date and the sentence.',
} as const;
