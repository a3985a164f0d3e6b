import { TUITION_GRANT_WORDS } from '@portal/contracts/admission/summary/tuition-grant';
// Option names come from the answers summary, so this page, Check your answers and the PDF name a choice alike.

export default {
  tiers: {
    A: 'As a Singapore citizen you are in Tier A: the government tuition grant pays part of your tuition fees and has no bond.',
    B: 'As a Singapore permanent resident you are in Tier B: with the government tuition grant you must work in Singapore for {years} years after you graduate.',
    C: 'As an international applicant you are in Tier C: the government tuition grant is awarded competitively, and with it you must work in Singapore for {years} years after you graduate.',
  },
  option: 'Tuition grant option',
  options: TUITION_GRANT_WORDS['en-GB'].options,
  optionHints: {
    APPLY: 'You pay the subsidised tuition fee.',
    DO_NOT_APPLY: 'You pay the full tuition fee, and most financial aid and the tuition fee subsidy are not open to you.',
  },
  bond: 'I understand that with the tuition grant I must work in Singapore for {years} years after I graduate.',
  suretiesHint: 'You do not need sureties now. If you accept an offer with the tuition grant, you will name two sureties then.',
} as const;
