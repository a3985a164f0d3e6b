export default {
  interestsLegend: 'Which special programmes would you like to be considered for?',
  interestsHint: 'Optional. Select all that apply; some have their own selection later.',
  programmes: {
    UNIVERSITY_SCHOLARS: 'University Scholars Programme',
    DOUBLE_DEGREE: 'Double degree programmes',
    OVERSEAS_COLLEGE: 'Overseas college programme (a year of internship and study abroad)',
    ENTREPRENEURSHIP: 'Entrepreneurship programme',
    RESEARCH: 'Undergraduate research opportunities',
    GLOBAL_EXCHANGE: 'Student exchange programme',
  },
  otherOffer: 'Have you accepted an offer of admission from another autonomous university?',
  otherOfferHint: 'The autonomous universities are the publicly funded universities in Singapore.',
  offers: {
    YES: 'Yes, I have accepted an offer',
    NO: 'No, I have not accepted an offer',
    PENDING: 'I have an offer and have not decided yet',
  },
  otherUniversity: 'Name of the university',
} as const;
