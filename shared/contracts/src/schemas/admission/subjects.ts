/**
 * Subjects: the subject results of each finished school-leaving education record, keyed by the
 * record's id (spec 2 "Subjects (H1/H2/A/AO, H3, IP)", spec 5). The Education section owns the
 * records; these rules read what they need of them from the context (`education`), so the server
 * checks, for example, that subjects belong only to graduated records.
 */
import * as yup from 'yup';
import { ALWAYS_SENT, choiceField, text, tooLong } from '../common';
import { admissionContext, type AdmissionContext, type EducationFact } from './context';
import { hasSubjects, needsResults, RECORD_ID_PATTERN, type QualificationType } from './education';

/** Singapore-Cambridge A-Level subjects (H1/H2/H3 since 2006; A and AO before; IP: Integrated Programme school subjects). */
export const ALEVEL_SUBJECTS = ['GP', 'KI', 'PW', 'MATH', 'FMATH', 'PHYS', 'CHEM', 'BIO', 'COMP', 'ECON', 'HIST', 'GEOG', 'LIT', 'CHINESE_LL', 'MTL', 'ART', 'MUSIC', 'OTHER'] as const;
/** IB Diploma Programme courses (also taken in the Career-related Programme). */
export const IB_SUBJECTS = ['ENG_A', 'CHINESE_A', 'LANG_B', 'MATH_AA', 'MATH_AI', 'PHYS', 'CHEM', 'BIO', 'CS', 'ECON', 'HIST', 'GEOG', 'PSYCH', 'BM', 'VA', 'MUSIC', 'OTHER'] as const;
export const SUBJECT_CODES = [...new Set([...ALEVEL_SUBJECTS, ...IB_SUBJECTS])];

export const SUBJECT_LEVELS = ['H1', 'H2', 'H3', 'A', 'AO', 'IP', 'HL', 'SL', 'GENERAL'] as const;
export type SubjectLevel = (typeof SUBJECT_LEVELS)[number];

const LETTER_GRADES = ['A', 'B', 'C', 'D', 'E', 'S', 'U'] as const;
/** The grades each level is awarded in; GENERAL (other qualifications) takes the grade as printed. */
export const GRADES: Readonly<Record<SubjectLevel, readonly string[] | null>> = {
  H1: LETTER_GRADES,
  H2: LETTER_GRADES,
  A: LETTER_GRADES,
  AO: LETTER_GRADES,
  H3: ['DISTINCTION', 'MERIT', 'PASS', 'UNGRADED'],
  IP: ['A', 'B', 'C', 'D', 'E', 'F'],
  HL: ['7', '6', '5', '4', '3', '2', '1'],
  SL: ['7', '6', '5', '4', '3', '2', '1'],
  GENERAL: null,
};

/** Which subjects and levels each school-leaving qualification offers; others name their subjects ("OTHER"). */
export function subjectsFor(qualification: string): { subjects: readonly string[]; levels: readonly SubjectLevel[] } {
  switch (qualification as QualificationType) {
    case 'ALEVEL':
      return { subjects: ALEVEL_SUBJECTS, levels: ['H1', 'H2', 'H3', 'A', 'AO', 'IP'] };
    case 'IB_DIPLOMA':
    case 'IB_CAREER':
      return { subjects: IB_SUBJECTS, levels: ['HL', 'SL'] };
    default:
      return { subjects: ['OTHER'], levels: ['GENERAL'] };
  }
}

export const MAX_SUBJECTS_PER_RECORD = 12;
/** The IB Diploma is six subjects, one from each group (spec 9 "Minimum subjects: 6"). */
export const IB_DIPLOMA_MIN_SUBJECTS = 6;
/** A-Level: at least 4 subjects, at least 2 of them at H2 or A level (spec 5). */
export const ALEVEL_MIN_SUBJECTS = 4;
export const ALEVEL_MIN_MAIN_SUBJECTS = 2;

type Parent = Record<string, unknown>;
const factFor = (context: AdmissionContext | undefined, recordId: unknown): EducationFact | undefined =>
  context?.education?.find((fact) => fact.id === recordId);

/**
 * The education record a subject's group belongs to (yup's `from`: [subject, group, section]), when
 * it takes subjects; otherwise the group's record rule already says what is wrong.
 */
function recordOfSubject(test: yup.TestContext): EducationFact | undefined {
  const group = test.from?.[1]?.value as Parent | undefined;
  const record = factFor(admissionContext(test.options), group?.recordId);
  return record && hasSubjects(record.qualification) ? record : undefined;
}

const subjectSchema = yup
  .object({
    subject: choiceField(SUBJECT_CODES)
      .required('SELECT_SUBJECT')
      .test('offered', 'INVALID_VALUE', function (value) {
        const record = recordOfSubject(this);
        return !value || !record || subjectsFor(record.qualification).subjects.includes(value);
      })
      .test('unique', 'DUPLICATE_SUBJECT', function (value) {
        const subjects = ((this.from?.[1]?.value as Parent | undefined)?.subjects ?? []) as Parent[];
        const key = (subject: Parent) => `${String(subject.subject)}|${String(subject.level)}|${String(subject.otherName ?? '').trim().toLowerCase()}`;
        const mine = key(this.parent as Parent);
        return !value || subjects.find((subject) => key(subject) === mine) === this.parent;
      }),
    /** The subject's name when it is not in the list. */
    otherName: text()
      .trim()
      .default('')
      .max(100, tooLong(100))
      .test('other', 'ENTER_SUBJECT_NAME', function (value) {
        return (this.parent as Parent).subject !== 'OTHER' || !!value;
      }),
    level: choiceField(SUBJECT_LEVELS)
      .required('SELECT_SUBJECT_LEVEL')
      .test('offered', 'INVALID_VALUE', function (value) {
        const record = recordOfSubject(this);
        return !value || !record || subjectsFor(record.qualification).levels.includes(value as SubjectLevel);
      }),
    grade: text()
      .trim()
      .required('SELECT_GRADE')
      // Long enough for the longest code (H3 DISTINCTION) and a grade typed as printed.
      .max(20, tooLong(20))
      .test('grade', 'INVALID_VALUE', function (value) {
        const grades = GRADES[(this.parent as Parent).level as SubjectLevel];
        return !value || !grades || grades.includes(value);
      }),
    /** Optional marks out of 100, where the certificate gives them. */
    marks: text()
      .trim()
      .default('')
      .test('marks', 'MARKS_RANGE', (value) => !value || (/^\d{1,3}$/.test(value) && Number(value) <= 100)),
  })
  .noUnknown('UNKNOWN_FIELD');

const resultsSchema = yup
  .object({
    recordId: text()
      .trim()
      .required(ALWAYS_SENT)
      .matches(RECORD_ID_PATTERN, 'INVALID_VALUE')
      .test('record', function (value) {
        const context = admissionContext(this.options);
        if (!value || !context?.education) return true;
        const record = factFor(context, value);
        if (!record || !hasSubjects(record.qualification)) return this.createError({ message: 'SUBJECTS_RECORD_MISSING' });
        // Spec 4: subjects belong to graduated records; they must go before the status changes.
        return record.status === 'GRADUATED' || this.createError({ message: 'SUBJECTS_BEFORE_STATUS' });
      }),
    subjects: yup
      .array()
      .of(subjectSchema)
      .typeError('INVALID_VALUE')
      .default([])
      .max(MAX_SUBJECTS_PER_RECORD, { code: 'TOO_MANY_SUBJECTS', params: [MAX_SUBJECTS_PER_RECORD] })
      .test('rules', function (subjects) {
        const record = factFor(admissionContext(this.options), (this.parent as Parent).recordId);
        // Subjects of a record that no longer takes them are reported once, on recordId.
        const problem = record && needsResults(record) ? subjectCountProblem(record, subjects ?? []) : null;
        return problem ? this.createError({ message: problem }) : true;
      }),
  })
  .noUnknown('UNKNOWN_FIELD');

/** What the spec's count rules find in one record's subjects (null: they pass). */
export function subjectCountProblem(record: Pick<EducationFact, 'qualification' | 'resultType'>, subjects: ReadonlyArray<{ level?: unknown } | undefined>): string | { code: string; params: number[] } | null {
  const count = subjects.length;
  if (record.resultType === 'ACTUAL' && count === 0) return 'ACTUAL_RESULTS_NEED_SUBJECT';
  if (count === 0) return null;
  if (record.qualification === 'IB_DIPLOMA' && count < IB_DIPLOMA_MIN_SUBJECTS) return { code: 'SUBJECTS_MIN', params: [IB_DIPLOMA_MIN_SUBJECTS] };
  if (record.qualification === 'ALEVEL') {
    const main = subjects.filter((subject) => subject?.level === 'H2' || subject?.level === 'A').length;
    if (count < ALEVEL_MIN_SUBJECTS || main < ALEVEL_MIN_MAIN_SUBJECTS) return 'ALEVEL_SUBJECTS';
  }
  return null;
}

export const subjectsSchema = yup
  .object({
    results: yup
      .array()
      .of(resultsSchema)
      .typeError('INVALID_VALUE')
      .required(ALWAYS_SENT)
      .max(10, 'INVALID_VALUE')
      .test('ids', 'INVALID_VALUE', (results) => {
        const ids = (results ?? []).map((group) => group?.recordId);
        return new Set(ids).size === ids.length;
      })
      .test('actual', 'ACTUAL_RESULTS_NEED_SUBJECT', function (results) {
        // A finished record with actual results needs its subjects here, even before a group was opened for it.
        const education = admissionContext(this.options)?.education ?? [];
        // A group that exists but is empty is reported on its own subjects list instead.
        const given = new Set((results ?? []).map((group) => group?.recordId));
        return education.every((record) => !needsResults(record) || record.resultType !== 'ACTUAL' || given.has(record.id));
      }),
  })
  .noUnknown('UNKNOWN_FIELD');
export type Subjects = yup.InferType<typeof subjectsSchema>;
export type SubjectResult = Subjects['results'][number]['subjects'][number];

/** Ids of the education records that have at least one subject in a saved Subjects section (for the Education rules). */
export function subjectRecordIdsOf(subjects: unknown): string[] {
  const results = (subjects as { results?: unknown } | null | undefined)?.results;
  if (!Array.isArray(results)) return [];
  return results
    .filter((group): group is Parent => !!group && typeof group === 'object' && Array.isArray((group as Parent).subjects) && ((group as Parent).subjects as unknown[]).length > 0)
    .map((group) => String(group.recordId ?? ''));
}
