/**
 * The answers of a complete admission application (music category, permanent resident): the summary
 * tests' realistic sample plus Education and Subjects. Data only, so the end-to-end suites can use it
 * as well as the API tests.
 */
import { SAMPLE_SECTIONS } from '../../../shared/contracts/test/admission-summary-sample';

export const COMPLETE_ELIGIBILITY = { citizenship: 'PERMANENT_RESIDENT', residesInSingapore: true, priorUniversity: false, fullTimeWorkTwoYears: false };

const RECORD_ID = 'a1b2c3d4e5f60718';

export const COMPLETE_SECTIONS: Record<string, Record<string, unknown>> = {
  ...SAMPLE_SECTIONS,
  education: {
    records: [
      {
        id: RECORD_ID,
        institution: 'Raffles Institution',
        country: 'SG',
        qualification: 'ALEVEL',
        status: 'GRADUATED',
        from: '01/2024',
        to: '12/2025',
        gpa: '',
        gpaScale: '',
        finalGpa: '',
        resultType: 'ACTUAL',
        examDate: '11/2025',
      },
    ],
    englishTest: { type: 'IELTS', reference: '23SG012345ABCD012', name: '', score: '7.5', date: '06/2025' },
    studentHere: false,
    studentId: '',
  },
  subjects: {
    results: [
      {
        recordId: RECORD_ID,
        subjects: [
          { subject: 'GP', otherName: '', level: 'H1', grade: 'B', marks: '' },
          { subject: 'MATH', otherName: '', level: 'H2', grade: 'A', marks: '' },
          { subject: 'PHYS', otherName: '', level: 'H2', grade: 'A', marks: '' },
          { subject: 'CHEM', otherName: '', level: 'H2', grade: 'B', marks: '' },
        ],
      },
    ],
  },
};
