/** A realistic, complete admission application (music category, permanent resident) for the summary tests. */
import type { DocumentSummary } from '../src/forms';
import type { ApplicationAnswersInput } from '../src/admission/summary';

const document = (id: string, documentType: string, fileName: string): DocumentSummary => ({
  id,
  section: 'documents',
  documentType,
  fileName,
  mediaType: 'application/pdf',
  sizeBytes: 120_000,
  scanStatus: 'CLEAN',
  uploadedAt: '2026-11-20T02:00:00.000Z',
});

export const SAMPLE_SECTIONS = {
  choiceOfStudy: { choices: [{ programme: 'MUS', major: '' }, { programme: 'BIZ', major: 'FIN' }, { programme: 'CS', major: '' }] },
  personalParticulars: {
    salutation: 'MS',
    fullName: 'TAN MEI LING',
    gender: 'FEMALE',
    dateOfBirth: '01/01/2006',
    nationality: 'MY',
    race: 'CHINESE',
    religion: '',
    maritalStatus: 'SINGLE',
    identityType: 'NRIC',
    identityNumber: 'S1234567D',
    email: 'mei.ling@example.com',
    mobile: { countryCode: '65', number: '91234567' },
    address: { country: 'SG', postalCode: '560123', line1: 'Blk 123 Ang Mo Kio Avenue 3', line2: '#05-67', city: '' },
    nextOfKin: { name: 'TAN AH KOW', relationship: 'PARENT', phone: { countryCode: '65', number: '98765432' } },
  },
  education: {
    records: [
      {
        id: 'rec-secondary-1',
        institution: 'Raffles Girls’ School',
        country: 'SG',
        qualification: 'O_LEVEL',
        status: 'GRADUATED',
        from: '01/2018',
        to: '11/2021',
        gpa: '',
        gpaScale: '',
        finalGpa: '',
        resultType: '',
        examDate: '',
      },
      {
        id: 'rec-alevel-01',
        institution: 'Raffles Junior College',
        country: 'SG',
        qualification: 'ALEVEL',
        status: 'GRADUATED',
        from: '01/2022',
        to: '11/2023',
        // Typed while the record was a polytechnic one: no longer asked, so never shown.
        gpa: '3.9',
        gpaScale: '4.0',
        finalGpa: '',
        resultType: 'ACTUAL',
        examDate: '11/2023',
      },
    ],
    englishTest: { type: 'IELTS', reference: '23SG001234TANM001', name: '', score: '8.0', date: '06/2025' },
    studentHere: false,
    studentId: '',
  },
  subjects: {
    results: [
      {
        recordId: 'rec-alevel-01',
        subjects: [
          { subject: 'GP', otherName: '', level: 'H1', grade: 'A', marks: '' },
          { subject: 'MUSIC', otherName: '', level: 'H2', grade: 'A', marks: '' },
          { subject: 'MATH', otherName: '', level: 'H2', grade: 'B', marks: '78' },
          { subject: 'LIT', otherName: '', level: 'H2', grade: 'A', marks: '' },
          { subject: 'MUSIC', otherName: '', level: 'H3', grade: 'MERIT', marks: '' },
        ],
      },
    ],
  },
  achievements: {
    achievements: [
      { title: 'National Piano Competition, First prize', type: 'ARTS', level: 'NATIONAL', year: '2025', description: 'Performed Chopin in the final round.' },
    ],
  },
  referees: {
    referees: [
      {
        name: 'LIM SIEW HUA',
        position: 'Head of Music',
        organisation: 'Raffles Junior College',
        relationship: 'TEACHER',
        email: 'lim.siewhua@rjc.edu.sg',
        phone: { countryCode: '65', number: '62345678' },
      },
      {
        name: 'DAVID KOH',
        position: 'Piano tutor',
        organisation: 'Yong Siew Toh Academy',
        relationship: 'MENTOR',
        email: 'david.koh@academy.edu.sg',
        phone: { countryCode: '65', number: '63456789' },
      },
    ],
  },
  personalStatement: { statement: 'Music has shaped who I am.\n\nI want to teach it one day.' },
  shortQuestions: {
    whyProgramme: 'I want to perform and compose.',
    challenge: 'Learning a new piece in a week before a recital.',
    contribution: 'I will start a chamber group.',
  },
  householdIncome: { householdMembers: '4', monthlyIncome: '8200.5', incomeCheckConsent: true },
  healthSupport: { hasCondition: true, conditions: [{ type: 'LEARNING', name: 'Dyslexia', support: 'Extra time in examinations' }], hasConviction: false, convictionDetails: '' },
  nationalService: { status: 'NOT_APPLICABLE', enlistmentDate: '', ordDate: '' },
  tuitionGrant: { option: 'APPLY', bondAcknowledged: true },
  residentialCollege: {
    interested: 'YES',
    preferences: ['BANYAN', 'ANGSANA', '', ''],
    residenceType: 'PUBLIC_HOUSING',
    commuteMinutes: '45',
    needsAccommodation: 'NO',
    declaration: true,
  },
  audition: {
    instrument: 'PIANO',
    repertoire: [{ composer: 'Frédéric Chopin', title: 'Ballade No. 1 in G minor, Op. 23' }],
    videoUrl: 'https://video.example.com/watch/abc123',
    slots: ['A2027-02-13-AM', 'A2027-02-20-PM', 'A2027-03-06-AM'],
  },
  specialProgrammes: {
    interests: { UNIVERSITY_SCHOLARS: true, DOUBLE_DEGREE: false, OVERSEAS_COLLEGE: true, ENTREPRENEURSHIP: false, RESEARCH: false, GLOBAL_EXCHANGE: false },
    otherUniversityOffer: 'NO',
    otherUniversity: '',
  },
  declaration: { truth: true, privacy: true, consent: true, marketingEmail: true, marketingSms: false, parentName: '', parentEndorses: false },
};

export const SAMPLE_APPLICATION: ApplicationAnswersInput = {
  system: 'ADM',
  category: 'MUSIC',
  eligibility: { citizenship: 'PERMANENT_RESIDENT', residesInSingapore: true, priorUniversity: false, fullTimeWorkTwoYears: false },
  sections: SAMPLE_SECTIONS,
  documents: [
    document('d1', 'IDENTITY_NRIC', 'nric-front.pdf'),
    document('d2', 'IDENTITY_NRIC', 'nric-back.pdf'),
    document('d3', 'RESULTS', 'a-level-results.pdf'),
    document('d4', 'PORTFOLIO', 'compositions.pdf'),
  ],
};

/** A transfer applicant's university record (GPA to date, or the final GPA once graduated) and a TOEFL test. */
export const SAMPLE_UNIVERSITY_EDUCATION = {
  records: [
    {
      id: 'rec-uni-0001',
      institution: 'University of Melbourne',
      country: 'AU',
      qualification: 'UNIVERSITY',
      status: 'CURRENT',
      from: '02/2024',
      to: '',
      gpa: '3.85',
      gpaScale: '4.0',
      finalGpa: '',
      resultType: '',
      examDate: '',
    },
  ],
  englishTest: { type: 'TOEFL', reference: '0000 1111 2222 3333', name: 'Ignored name', score: '110', date: '05/2025' },
  studentHere: true,
  studentId: 'a0123456x',
};

export const SAMPLE_EMPLOYMENT = {
  records: [
    {
      employer: 'Keppel Offshore',
      jobTitle: 'Engineering technician',
      jobDescription: 'Maintained rig systems.',
      employmentType: 'FULL_TIME',
      from: '03/2022',
      current: true,
      to: '',
      monthlySalary: '3200',
      bonded: 'YES',
      bondDetails: 'Two years from 03/2022, ends 03/2024.',
      sponsored: 'NO',
      sponsorshipDetails: '',
    },
    {
      employer: 'FairPrice',
      jobTitle: 'Cashier',
      jobDescription: 'Weekend shifts.',
      employmentType: 'PART_TIME',
      from: '01/2020',
      current: false,
      to: '12/2021',
      monthlySalary: '1234567.5',
      bonded: 'NO',
      bondDetails: '',
      sponsored: 'NO',
      sponsorshipDetails: '',
    },
  ],
};
