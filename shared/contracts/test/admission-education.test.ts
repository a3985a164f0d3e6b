import type { AdmissionContext } from '../src/schemas/admission/context';
import { educationFactsOf, educationSchema, needsFinalResultsDocument, validFinalGpa } from '../src/schemas/admission/education';
import { parseMonthYear } from '../src/schemas/month-year';
import { validate } from '../src/validation';

const ELIGIBILITY = { citizenship: 'SINGAPORE_CITIZEN', residesInSingapore: true, priorUniversity: false, fullTimeWorkTwoYears: false } as const;
const context = (extra: Partial<AdmissionContext> = {}): AdmissionContext => ({ system: 'ADM', category: 'ALEVEL', eligibility: ELIGIBILITY, today: '2026-03-01', ...extra });

const aLevel = (extra: Record<string, unknown> = {}) => ({
  id: 'rec-aaaa-0001',
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
  ...extra,
});
const noTest = { type: 'NONE', reference: '', name: '', score: '', date: '' };
const valid = (extra: Record<string, unknown> = {}) => ({ records: [aLevel()], englishTest: noTest, studentHere: false, studentId: '', ...extra });

/** The errors as [field, code] pairs. */
function problems(input: unknown, ctx: AdmissionContext = context()) {
  const result = validate(educationSchema, input, ctx);
  return result.ok ? [] : result.errors.map((error) => [error.field, error.code]);
}

describe('Education section rules', () => {
  it('accepts a complete A-Level record with no English test', () => {
    expect(problems(valid())).toEqual([]);
  });

  it('needs at least one record and at most 10', () => {
    expect(problems(valid({ records: [] }))).toEqual([['records', 'EDUCATION_RECORD_REQUIRED']]);
    const records = (n: number) => Array.from({ length: n }, (_, i) => aLevel({ id: `rec-aaaa-${String(i).padStart(4, '0')}` }));
    expect(problems(valid({ records: records(10) }))).toEqual([]);
    const eleven = validate(educationSchema, valid({ records: records(11) }), context());
    expect(!eleven.ok && eleven.errors).toEqual([expect.objectContaining({ field: 'records', code: 'TOO_MANY_EDUCATION_RECORDS', params: [10] })]);
  });

  it('needs a record of the qualification the category applies with', () => {
    const secondary = aLevel({ qualification: 'SECONDARY', resultType: '', examDate: '' });
    expect(problems(valid({ records: [secondary] }))).toEqual([['records', 'EDUCATION_CATEGORY_RECORD']]);
    const university = aLevel({ qualification: 'UNIVERSITY', status: 'CURRENT', to: '', gpa: '3.2', gpaScale: '4.0', resultType: '', examDate: '' });
    expect(problems(valid({ records: [university] }), context({ category: 'TRANSFER' }))).toEqual([]);
    expect(problems(valid({ records: [university] }), context({ category: 'WORKING_ADULT' }))).toEqual([]);
    expect(problems(valid({ records: [university] }), context({ category: 'POLYTECHNIC' }))).toEqual([['records', 'EDUCATION_CATEGORY_RECORD']]);
  });

  it('checks every field of a record', () => {
    const bad = aLevel({ id: 'x', institution: '', country: 'XX', qualification: 'GCSE', status: '', from: '13/2024' });
    expect(problems(valid({ records: [bad] }))).toEqual([
      ['records[0].id', 'INVALID_VALUE'],
      ['records[0].institution', 'ENTER_INSTITUTION'],
      ['records[0].country', 'INVALID_VALUE'],
      ['records[0].qualification', 'INVALID_VALUE'],
      ['records[0].status', 'SELECT_EDUCATION_STATUS'],
      ['records[0].from', 'INVALID_MONTH_YEAR'],
      ['records', 'EDUCATION_CATEGORY_RECORD'],
    ]);
    expect(problems(valid({ records: [aLevel({ institution: 'x'.repeat(200) })] }))).toEqual([]);
    expect(problems(valid({ records: [aLevel({ institution: 'x'.repeat(201) })] }))).toEqual([['records[0].institution', 'TOO_LONG']]);
  });

  it('needs the end date unless the record is current, and not before the start', () => {
    expect(problems(valid({ records: [aLevel({ to: '' })] }))).toEqual([['records[0].to', 'ENTER_EDUCATION_END']]);
    expect(problems(valid({ records: [aLevel({ status: 'CURRENT', to: '', resultType: '', examDate: '' })] }))).toEqual([]);
    expect(problems(valid({ records: [aLevel({ from: '12/2025', to: '11/2025' })] }))).toEqual([['records[0].to', 'END_BEFORE_START']]);
    expect(problems(valid({ records: [aLevel({ from: '12/2025', to: '12/2025' })] }))).toEqual([]);
  });

  it('asks graduated school-leaving records for the result type and examination sitting', () => {
    expect(problems(valid({ records: [aLevel({ resultType: '', examDate: '' })] }))).toEqual([
      ['records[0].resultType', 'SELECT_RESULT_TYPE'],
      ['records[0].examDate', 'ENTER_EXAM_DATE'],
    ]);
    expect(problems(valid({ records: [aLevel({ resultType: 'GUESSED' })] }))).toEqual([['records[0].resultType', 'INVALID_VALUE']]);
    expect(problems(valid({ records: [aLevel({ resultType: 'PREDICTED' })] }))).toEqual([]);
  });

  it('asks polytechnic and current university records for the GPA and its scale', () => {
    const poly = (extra: Record<string, unknown>) => aLevel({ qualification: 'POLYTECHNIC', resultType: '', examDate: '', gpa: '3.85', gpaScale: '4.0', ...extra });
    const ctx = context({ category: 'POLYTECHNIC' });
    expect(problems(valid({ records: [poly({})] }), ctx)).toEqual([]);
    expect(problems(valid({ records: [poly({ gpa: '', gpaScale: '' })] }), ctx).sort()).toEqual([
      ['records[0].gpa', 'ENTER_GPA'],
      ['records[0].gpaScale', 'SELECT_GPA_SCALE'],
    ]);
    expect(problems(valid({ records: [poly({ gpa: '3.12345' })] }), ctx)).toEqual([['records[0].gpa', 'GPA_FORMAT']]);
    expect(problems(valid({ records: [poly({ gpa: '4.3' })] }), ctx)).toEqual([['records[0].gpa', 'GPA_ABOVE_SCALE']]);
    expect(problems(valid({ records: [poly({ gpa: '4.3', gpaScale: '4.3' })] }), ctx)).toEqual([]);
  });

  it('asks graduated university records for the final cumulative GPA, 0.0001 to 4.0000 or 0, and flags the results document', () => {
    const degree = (finalGpa: string) => aLevel({ qualification: 'UNIVERSITY', resultType: '', examDate: '', finalGpa });
    const ctx = context({ category: 'TRANSFER' });
    for (const ok of ['0', '0.0001', '3.5', '4.0000']) expect(problems(valid({ records: [degree(ok)] }), ctx)).toEqual([]);
    expect(problems(valid({ records: [degree('')] }), ctx)).toEqual([['records[0].finalGpa', 'ENTER_FINAL_GPA']]);
    for (const bad of ['4.0001', '0.00001', '5', '-1', 'abc']) expect(problems(valid({ records: [degree(bad)] }), ctx)).toEqual([['records[0].finalGpa', 'FINAL_GPA_RANGE']]);
    expect(validFinalGpa('0.0000')).toBe(true);
    expect(needsFinalResultsDocument(valid({ records: [degree('3.5')] }))).toBe(true);
    expect(needsFinalResultsDocument(valid())).toBe(false);
    expect(needsFinalResultsDocument(null)).toBe(false);
  });

  it('checks the English test by type', () => {
    const test = (englishTest: Record<string, unknown>) => problems(valid({ englishTest: { ...noTest, ...englishTest } }));
    expect(test({ type: 'IELTS', reference: '23SG012345ABCD012', score: '7.5', date: '06/2025' })).toEqual([]);
    expect(test({ type: 'IELTS' })).toEqual([
      ['englishTest.reference', 'ENTER_IELTS_TRF'],
      ['englishTest.score', 'ENTER_ENGLISH_TEST_SCORE'],
      ['englishTest.date', 'ENTER_ENGLISH_TEST_DATE'],
    ]);
    expect(test({ type: 'IELTS', reference: 'ABC', score: '7.25', date: '06/2025' })).toEqual([
      ['englishTest.reference', 'IELTS_TRF_FORMAT'],
      ['englishTest.score', 'IELTS_SCORE'],
    ]);
    expect(test({ type: 'IELTS', reference: '23SG012345ABCD012', score: '9.5', date: '06/2025' })).toEqual([['englishTest.score', 'IELTS_SCORE']]);
    expect(test({ type: 'TOEFL', reference: '0000 1111 2222 3333', score: '120', date: '06/2025' })).toEqual([]);
    expect(test({ type: 'TOEFL', reference: '123', score: '121', date: '06/2025' })).toEqual([
      ['englishTest.reference', 'TOEFL_NUMBER_FORMAT'],
      ['englishTest.score', 'TOEFL_SCORE'],
    ]);
    expect(test({ type: 'OTHER', name: '', score: '', date: '06/2025' })).toEqual([
      ['englishTest.name', 'ENTER_ENGLISH_TEST_NAME'],
      ['englishTest.score', 'ENTER_ENGLISH_TEST_SCORE'],
    ]);
    expect(test({ type: 'OTHER', name: 'Cambridge C1 Advanced', score: '185', date: '06/2025' })).toEqual([]);
  });

  it('asks current students of this university for an A or U series student ID', () => {
    expect(problems(valid({ studentHere: true, studentId: 'a1234567x' }))).toEqual([]);
    expect(problems(valid({ studentHere: true, studentId: 'U7654321B' }))).toEqual([]);
    expect(problems(valid({ studentHere: true, studentId: '' }))).toEqual([['studentId', 'ENTER_STUDENT_ID']]);
    expect(problems(valid({ studentHere: true, studentId: 'B1234567X' }))).toEqual([['studentId', 'STUDENT_ID_FORMAT']]);
    expect(problems(valid({ studentHere: undefined }))).toEqual([['studentHere', 'ANSWER_STUDENT_HERE']]);
  });

  it('refuses a status other than graduated while the Subjects section has subjects for the record (spec 4)', () => {
    const ctx = context({ subjectRecordIds: ['rec-aaaa-0001'] });
    expect(problems(valid(), ctx)).toEqual([]);
    expect(problems(valid({ records: [aLevel({ status: 'FORMER' })] }), ctx)).toEqual([['records[0].status', 'SUBJECTS_BEFORE_STATUS']]);
    expect(problems(valid({ records: [aLevel({ status: 'FORMER' })] }))).toEqual([]);
  });

  it('refuses duplicate record ids and unknown fields', () => {
    expect(problems(valid({ records: [aLevel(), aLevel()] }))).toEqual([['records', 'INVALID_VALUE']]);
    expect(problems(valid({ records: [aLevel({ secret: 1 })] }))).toEqual([['records[0]', 'UNKNOWN_FIELD']]);
  });

  it('reads the facts other sections need from a saved draft, however incomplete', () => {
    expect(educationFactsOf({ records: [aLevel(), null, { id: 'r2' }] })).toEqual([
      { id: 'rec-aaaa-0001', qualification: 'ALEVEL', status: 'GRADUATED', resultType: 'ACTUAL' },
      { id: 'r2', qualification: '', status: '', resultType: '' },
    ]);
    expect(educationFactsOf(undefined)).toEqual([]);
  });
});

describe('mm/yyyy', () => {
  it('parses real months only', () => {
    expect(parseMonthYear('03/2024')).toBe('2024-03');
    expect(parseMonthYear('3/2024')).toBe('2024-03');
    expect(parseMonthYear('00/2024')).toBeNull();
    expect(parseMonthYear('2024-03')).toBeNull();
  });
});
