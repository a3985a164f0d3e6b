/** The FAQ screen's own words; the questions and answers themselves are the office's content files. */
export default {
  caption: 'Help',
  title: 'Frequently asked questions',
  intro: 'Answers to the questions applicants ask most often. Search, or choose a topic.',
  topics: 'Topics',
  search: {
    label: 'Search the questions',
    hint: 'For example: PIN, payment, scholarship',
    matches: '{count} questions match',
    oneMatch: '1 question matches',
    none: 'No question matches “{query}”. Try another word, or contact the Office of Admissions.',
  },
  linkToAnswer: 'Link to this answer',
  loading: 'the questions and answers',
} as const;
