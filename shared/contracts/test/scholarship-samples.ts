/** A complete scholarship application's answers and a scholarship definition as the office sends it: samples for the API and end-to-end tests. */

export const COMPLETE_SCHOLARSHIP_SECTIONS: Record<string, Record<string, unknown>> = {
  choices: { choices: [{ code: 'SCIENCE_TECH' }, { code: 'UNIVERSITY_MERIT' }] },
  statement: { essay: 'I want to build software that makes public services kinder and faster.\n\nA scholarship would let me focus on that.' },
  keySkill: { hasKeySkill: 'YES', area: 'SPORTS', skill: 'Badminton', achievementLevel: 'National youth squad', description: 'Represented Singapore at the ASEAN Schools Games 2025.' },
  awards: { hasAwards: 'YES', awards: [{ title: 'Singapore Science and Engineering Fair, Gold', awardingBody: 'Agency for Science, Technology and Research', year: '2025', description: 'Low-cost water filtration.' }] },
  declaration: { truth: true, consent: true, privacy: true, marketing: false },
};

/** The body of POST/PUT /api/office/scholarship/scholarships: an open scholarship of the test year, changed by `overrides`. */
export const scholarshipDefinition = (overrides: Record<string, unknown> = {}) => ({
  academicYear: '2026/2027',
  code: 'ENGINEERING_TALENT',
  name: { 'en-GB': 'Engineering Talent Scholarship', 'zh-Hans': '工程人才奖学金' },
  description: { 'en-GB': 'For future engineers.', 'zh-Hans': '颁发给未来的工程师。' },
  bondYears: 4,
  livingAllowanceCents: 300_000,
  tuitionCoveragePercent: 100,
  citizenships: ['SINGAPORE_CITIZEN'],
  programmes: ['EE', 'ME'],
  opensAt: '2026-02-01T00:00:00+08:00',
  closesAt: '2026-05-31T23:59:00+08:00',
  ...overrides,
});
