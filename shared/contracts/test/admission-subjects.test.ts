import type { AdmissionContext, EducationFact } from '../src/schemas/admission/context';
import { subjectRecordIdsOf, subjectsSchema } from '../src/schemas/admission/subjects';
import { validate } from '../src/validation';

const ELIGIBILITY = { citizenship: 'SINGAPORE_CITIZEN', residesInSingapore: true, priorUniversity: false, fullTimeWorkTwoYears: false } as const;
const A_LEVEL: EducationFact = { id: 'rec-alevel-01', qualification: 'ALEVEL', status: 'GRADUATED', resultType: 'ACTUAL' };
const IB: EducationFact = { id: 'rec-ib-000001', qualification: 'IB_DIPLOMA', status: 'GRADUATED', resultType: 'PREDICTED' };
const context = (education: EducationFact[] = [A_LEVEL]): AdmissionContext => ({
  system: 'ADM',
  category: 'ALEVEL',
  eligibility: ELIGIBILITY,
  today: '2026-03-01',
  education,
});

const subject = (subject: string, level: string, grade: string, extra: Record<string, unknown> = {}) => ({ subject, otherName: '', level, grade, marks: '', ...extra });
const aLevelSubjects = () => [subject('GP', 'H1', 'B'), subject('MATH', 'H2', 'A'), subject('PHYS', 'H2', 'A'), subject('CHEM', 'H2', 'B')];
const ibSubjects = () => ['ENG_A', 'CHINESE_A', 'MATH_AA', 'PHYS', 'CHEM', 'ECON'].map((code, i) => subject(code, i < 3 ? 'HL' : 'SL', '6'));

function problems(input: unknown, ctx: AdmissionContext = context()) {
  const result = validate(subjectsSchema, input, ctx);
  return result.ok ? [] : result.errors.map((error) => [error.field, error.code]);
}

describe('Subjects section rules', () => {
  it('accepts four A-Level subjects with two at H2', () => {
    expect(problems({ results: [{ recordId: A_LEVEL.id, subjects: aLevelSubjects() }] })).toEqual([]);
  });

  it('A-Level: at least 4 subjects, at least 2 at H2 or A', () => {
    const three = aLevelSubjects().slice(0, 3);
    expect(problems({ results: [{ recordId: A_LEVEL.id, subjects: three }] })).toEqual([['results[0].subjects', 'ALEVEL_SUBJECTS']]);
    const oneMain = [subject('GP', 'H1', 'B'), subject('MATH', 'H2', 'A'), subject('PHYS', 'H1', 'A'), subject('ECON', 'H1', 'B'), subject('CHEM', 'H3', 'MERIT')];
    expect(problems({ results: [{ recordId: A_LEVEL.id, subjects: oneMain }] })).toEqual([['results[0].subjects', 'ALEVEL_SUBJECTS']]);
    const oldSyllabus = [subject('GP', 'AO', 'B'), subject('MATH', 'A', 'A'), subject('PHYS', 'A', 'A'), subject('ECON', 'AO', 'C')];
    expect(problems({ results: [{ recordId: A_LEVEL.id, subjects: oldSyllabus }] })).toEqual([]);
  });

  it('actual results need at least one subject and grade, even before the record has a group', () => {
    expect(problems({ results: [{ recordId: A_LEVEL.id, subjects: [] }] })).toEqual([['results[0].subjects', 'ACTUAL_RESULTS_NEED_SUBJECT']]);
    expect(problems({ results: [] })).toEqual([['results', 'ACTUAL_RESULTS_NEED_SUBJECT']]);
    expect(problems({ results: [] }, context([{ ...A_LEVEL, resultType: 'MOCK' }]))).toEqual([]);
    const noGrade = aLevelSubjects().map((entry, i) => (i === 0 ? { ...entry, grade: '' } : entry));
    expect(problems({ results: [{ recordId: A_LEVEL.id, subjects: noGrade }] })).toEqual([['results[0].subjects[0].grade', 'SELECT_GRADE']]);
  });

  it('IB Diploma: at least 6 subjects (5 refused), graded 1 to 7 at HL or SL', () => {
    const ctx = context([IB]);
    expect(problems({ results: [{ recordId: IB.id, subjects: ibSubjects() }] }, ctx)).toEqual([]);
    const five = validate(subjectsSchema, { results: [{ recordId: IB.id, subjects: ibSubjects().slice(0, 5) }] }, ctx);
    expect(!five.ok && five.errors).toEqual([expect.objectContaining({ field: 'results[0].subjects', code: 'SUBJECTS_MIN', params: [6], message: 'Enter at least 6 subjects' })]);
    const wrong = ibSubjects().map((entry, i) => (i === 0 ? { ...entry, level: 'H2', grade: 'A' } : i === 1 ? { ...entry, grade: '8' } : entry));
    expect(problems({ results: [{ recordId: IB.id, subjects: wrong }] }, ctx)).toEqual([
      ['results[0].subjects[0].level', 'INVALID_VALUE'],
      ['results[0].subjects[1].grade', 'INVALID_VALUE'],
    ]);
  });

  it('only offers the qualification’s subjects; "Other" needs its name', () => {
    const subjects = [...aLevelSubjects(), subject('PSYCH', 'H2', 'A'), subject('OTHER', 'H2', 'B')];
    expect(problems({ results: [{ recordId: A_LEVEL.id, subjects }] })).toEqual([
      ['results[0].subjects[4].subject', 'INVALID_VALUE'],
      ['results[0].subjects[5].otherName', 'ENTER_SUBJECT_NAME'],
    ]);
    const named = [...aLevelSubjects(), subject('OTHER', 'H2', 'B', { otherName: 'Theatre Studies and Drama' })];
    expect(problems({ results: [{ recordId: A_LEVEL.id, subjects: named }] })).toEqual([]);
  });

  it('other school-leaving qualifications name each subject and give the grade as printed', () => {
    const international: EducationFact = { id: 'rec-intl-0001', qualification: 'INTERNATIONAL_HS', status: 'GRADUATED', resultType: 'ACTUAL' };
    const entry = subject('OTHER', 'GENERAL', '5*', { otherName: 'AP Calculus BC' });
    expect(problems({ results: [{ recordId: international.id, subjects: [entry] }] }, context([international]))).toEqual([]);
  });

  it('refuses the same subject twice at one level, marks outside 0 to 100 and more than 12 subjects', () => {
    const twice = [...aLevelSubjects(), subject('MATH', 'H2', 'B')];
    expect(problems({ results: [{ recordId: A_LEVEL.id, subjects: twice }] })).toEqual([['results[0].subjects[4].subject', 'DUPLICATE_SUBJECT']]);
    const marks = aLevelSubjects().map((entry, i) => ({ ...entry, marks: ['100', '0', '101', '7.5'][i] }));
    expect(problems({ results: [{ recordId: A_LEVEL.id, subjects: marks }] })).toEqual([
      ['results[0].subjects[2].marks', 'MARKS_RANGE'],
      ['results[0].subjects[3].marks', 'MARKS_RANGE'],
    ]);
    const many = (n: number) => Array.from({ length: n }, (_, i) => subject('OTHER', 'H2', 'A', { otherName: `Subject ${i}` }));
    expect(problems({ results: [{ recordId: A_LEVEL.id, subjects: many(12) }] })).toEqual([]);
    const thirteen = validate(subjectsSchema, { results: [{ recordId: A_LEVEL.id, subjects: many(13) }] }, context());
    expect(!thirteen.ok && thirteen.errors).toEqual([expect.objectContaining({ field: 'results[0].subjects', code: 'TOO_MANY_SUBJECTS', params: [12] })]);
  });

  it('subjects belong to graduated records: a changed status or a removed record is reported (spec 4)', () => {
    const group = { results: [{ recordId: A_LEVEL.id, subjects: aLevelSubjects() }] };
    expect(problems(group, context([{ ...A_LEVEL, status: 'CURRENT' }]))).toEqual([['results[0].recordId', 'SUBJECTS_BEFORE_STATUS']]);
    expect(problems(group, context([]))).toEqual([['results[0].recordId', 'SUBJECTS_RECORD_MISSING']]);
    expect(problems(group, context([{ ...A_LEVEL, qualification: 'UNIVERSITY' }]))).toEqual([['results[0].recordId', 'SUBJECTS_RECORD_MISSING']]);
  });

  it('lists the records that have subjects, for the Education rules', () => {
    expect(subjectRecordIdsOf({ results: [{ recordId: 'a', subjects: [{}] }, { recordId: 'b', subjects: [] }, null] })).toEqual(['a']);
    expect(subjectRecordIdsOf(null)).toEqual([]);
  });
});
