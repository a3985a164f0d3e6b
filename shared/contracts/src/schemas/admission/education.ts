/**
 * Education: a record per institution (spec 2 and 3 "Education record"), the English-language test
 * and, for current students of this university, their student ID. Where the spec names a field only,
 * the rules are the office's choices, explained beside each constant below.
 */
import * as yup from 'yup';
import type { CategoryId } from '../../categories';
import { ALWAYS_SENT, choiceField, text, tooLong, yesNoField, type RequiredCode } from '../common';
import { monthYearField, parseMonthYear } from '../month-year';
import { admissionContext, type EducationFact } from './context';
import { countryField } from '../identity';

/** The qualification types of spec 2, in the order the select lists them. */
export const QUALIFICATION_TYPES = [
  'ALEVEL',
  'IB_DIPLOMA',
  'IB_CAREER',
  'SPECIALISED_HS',
  'INTERNATIONAL_HS',
  'POLYTECHNIC',
  'DIPLOMA',
  'HOME_SCHOOLED',
  'O_LEVEL',
  'SECONDARY',
  'UNIVERSITY',
] as const;
export type QualificationType = (typeof QUALIFICATION_TYPES)[number];

/** Current: still studying; former: left without finishing; graduated: finished the course (results out or not). */
export const EDUCATION_STATUSES = ['CURRENT', 'FORMER', 'GRADUATED'] as const;
/** Actual: results released; predicted: the school's forecast; mock: the preliminary examination's. */
export const RESULT_TYPES = ['ACTUAL', 'PREDICTED', 'MOCK'] as const;
export const ENGLISH_TESTS = ['NONE', 'IELTS', 'TOEFL', 'OTHER'] as const;
/** The top of the GPA scales institutions use. */
export const GPA_SCALES = ['4.0', '4.3', '5.0', '10.0', '100'] as const;

export const MAX_EDUCATION_RECORDS = 10;

/** Qualifications that end school and are compared by subject grades: they have a result type, an examination sitting and subjects. */
export const SCHOOL_LEAVING_QUALIFICATIONS: readonly QualificationType[] = ['ALEVEL', 'IB_DIPLOMA', 'IB_CAREER', 'SPECIALISED_HS', 'INTERNATIONAL_HS', 'HOME_SCHOOLED'];
/** Qualifications compared by grade point average. */
export const GPA_QUALIFICATIONS: readonly QualificationType[] = ['POLYTECHNIC', 'UNIVERSITY'];

/**
 * The record an application of each category must have (the qualification it applies with). The
 * working-adult scheme accepts any qualification, and the music category any school-leaving one.
 */
export const CATEGORY_QUALIFICATION: Partial<Record<CategoryId, readonly QualificationType[]>> = {
  ALEVEL: ['ALEVEL'],
  IB_DIPLOMA: ['IB_DIPLOMA'],
  IB_CAREER: ['IB_CAREER'],
  POLYTECHNIC: ['POLYTECHNIC'],
  SPECIALISED_HS: ['SPECIALISED_HS'],
  INTERNATIONAL_HS: ['INTERNATIONAL_HS'],
  TRANSFER: ['UNIVERSITY'],
  MUSIC: SCHOOL_LEAVING_QUALIFICATIONS,
  SM2: ['SECONDARY'],
};

/** A record id: made in the browser (crypto.randomUUID) and kept for the record's life; Subjects refer to it. */
export const RECORD_ID_PATTERN = /^[A-Za-z0-9-]{8,40}$/;
/** This university's student IDs: A (or U, for older intakes), seven digits and a check letter. */
export const STUDENT_ID_PATTERN = /^[AU]\d{7}[A-Z]$/;
/** IELTS Test Report Form number: 15 to 18 letters and digits. */
export const IELTS_TRF_PATTERN = /^[A-Z0-9]{15,18}$/;
/** TOEFL appointment number: 16 digits (spaces as printed are removed). */
export const TOEFL_NUMBER_PATTERN = /^\d{16}$/;
/** A GPA as typed: digits with up to 4 decimals. */
const GPA_PATTERN = /^\d{1,3}(\.\d{1,4})?$/;

export const hasSubjects = (qualification: string): boolean => (SCHOOL_LEAVING_QUALIFICATIONS as readonly string[]).includes(qualification);
export const hasGpa = (qualification: string): boolean => (GPA_QUALIFICATIONS as readonly string[]).includes(qualification);
/** A graduated university record gives the final cumulative GPA (and needs the final results document). */
export const needsFinalGpa = (record: { qualification?: unknown; status?: unknown }): boolean =>
  record.qualification === 'UNIVERSITY' && record.status === 'GRADUATED';
/** A GPA record gives its GPA to date, unless the final one is asked instead. */
export const needsGpa = (record: { qualification?: unknown; status?: unknown }): boolean =>
  hasGpa(String(record.qualification ?? '')) && !needsFinalGpa(record);
/** School-leaving records that were finished give their results. */
export const needsResults = (record: { qualification?: unknown; status?: unknown }): boolean =>
  hasSubjects(String(record.qualification ?? '')) && record.status === 'GRADUATED';

/** Whether the final results document must be uploaded (the Document Upload section reads this). */
export const needsFinalResultsDocument = (education: unknown): boolean => educationRecordsOf(education).some(needsFinalGpa);

/** The final cumulative GPA (spec 5): 0.0001 to 4.0000, or 0 when there is none. */
export function validFinalGpa(value: string): boolean {
  if (!/^\d(\.\d{1,4})?$/.test(value)) return false;
  const gpa = Number(value);
  return gpa === 0 || (gpa >= 0.0001 && gpa <= 4);
}

/** IELTS band scores: 0 to 9 in steps of 0.5. */
export const validIeltsScore = (value: string): boolean => /^\d(\.[05])?$/.test(value) && Number(value) <= 9;
/** TOEFL iBT total: a whole number from 0 to 120. */
export const validToeflScore = (value: string): boolean => /^\d{1,3}$/.test(value) && Number(value) <= 120;

type Parent = Record<string, unknown>;
/** A rule that applies only when the record says so: then the answer is required and must pass `check`. */
const requiredWhen = (requiredCode: RequiredCode, applies: (parent: Parent) => boolean, check?: { code: string; test: (value: string, parent: Parent) => boolean }) =>
  function (this: yup.TestContext, value: string | undefined) {
    if (!applies(this.parent as Parent)) return true;
    if (!value) return this.createError({ message: requiredCode });
    return !check || check.test(value, this.parent as Parent) || this.createError({ message: check.code });
  };

const educationRecordSchema = yup
  .object({
    id: text().trim().required(ALWAYS_SENT).matches(RECORD_ID_PATTERN, 'INVALID_VALUE'),
    institution: text().trim().required('ENTER_INSTITUTION').max(200, tooLong(200)),
    country: countryField('SELECT_INSTITUTION_COUNTRY'),
    qualification: choiceField(QUALIFICATION_TYPES).required('SELECT_QUALIFICATION'),
    status: choiceField(EDUCATION_STATUSES)
      .required('SELECT_EDUCATION_STATUS')
      .test('subjects', 'SUBJECTS_BEFORE_STATUS', function (value) {
        // Subjects are kept only for finished school-leaving records (spec 4): they go before the status may change.
        const withSubjects = admissionContext(this.options)?.subjectRecordIds ?? [];
        const parent = this.parent as Parent;
        return value === 'GRADUATED' || !withSubjects.includes(String(parent.id));
      }),
    from: monthYearField({ allowFuture: true }).required('ENTER_EDUCATION_START'),
    to: monthYearField({ allowFuture: true })
      .test('required', 'ENTER_EDUCATION_END', function (value) {
        return !!value || (this.parent as Parent).status === 'CURRENT';
      })
      .test('order', 'END_BEFORE_START', function (value) {
        const from = parseMonthYear(String((this.parent as Parent).from ?? ''));
        const to = value ? parseMonthYear(value) : null;
        return !from || !to || from <= to;
      }),
    gpa: text()
      .trim()
      .default('')
      .test('gpa', requiredWhen('ENTER_GPA', needsGpa, { code: 'GPA_FORMAT', test: (value) => GPA_PATTERN.test(value) }))
      .test('scale', 'GPA_ABOVE_SCALE', function (value) {
        const parent = this.parent as Parent;
        if (!needsGpa(parent) || !value || !GPA_PATTERN.test(value) || !parent.gpaScale) return true;
        return Number(value) <= Number(parent.gpaScale);
      }),
    gpaScale: choiceField(GPA_SCALES).default('').test('scale', requiredWhen('SELECT_GPA_SCALE', needsGpa)),
    finalGpa: text().trim().default('').test('final', requiredWhen('ENTER_FINAL_GPA', needsFinalGpa, { code: 'FINAL_GPA_RANGE', test: validFinalGpa })),
    resultType: choiceField(RESULT_TYPES).default('').test('results', requiredWhen('SELECT_RESULT_TYPE', needsResults)),
    examDate: monthYearField({ allowFuture: true }).default('').test('results', requiredWhen('ENTER_EXAM_DATE', needsResults)),
  })
  .noUnknown('UNKNOWN_FIELD');

const englishTestSchema = yup
  .object({
    type: choiceField(ENGLISH_TESTS).required('SELECT_ENGLISH_TEST'),
    /** IELTS: the Test Report Form number; TOEFL: the appointment number. */
    reference: text()
      .trim()
      .default('')
      .max(20, tooLong(20))
      .test('ielts', requiredWhen('ENTER_IELTS_TRF', (test) => test.type === 'IELTS', { code: 'IELTS_TRF_FORMAT', test: (value) => IELTS_TRF_PATTERN.test(value.toUpperCase()) }))
      .test('toefl', requiredWhen('ENTER_TOEFL_NUMBER', (test) => test.type === 'TOEFL', { code: 'TOEFL_NUMBER_FORMAT', test: (value) => TOEFL_NUMBER_PATTERN.test(value.replace(/ /g, '')) })),
    /** The test's name, for another test. */
    name: text()
      .trim()
      .default('')
      .max(100, tooLong(100))
      .test('name', requiredWhen('ENTER_ENGLISH_TEST_NAME', (test) => test.type === 'OTHER')),
    score: text()
      .trim()
      .default('')
      .max(20, tooLong(20))
      .test('ielts', requiredWhen('ENTER_ENGLISH_TEST_SCORE', (test) => test.type === 'IELTS', { code: 'IELTS_SCORE', test: validIeltsScore }))
      .test('toefl', requiredWhen('ENTER_ENGLISH_TEST_SCORE', (test) => test.type === 'TOEFL', { code: 'TOEFL_SCORE', test: validToeflScore }))
      .test('other', requiredWhen('ENTER_ENGLISH_TEST_SCORE', (test) => test.type === 'OTHER')),
    date: monthYearField({ allowFuture: true })
      .default('')
      .test('date', requiredWhen('ENTER_ENGLISH_TEST_DATE', (test) => !!test.type && test.type !== 'NONE')),
  })
  .noUnknown('UNKNOWN_FIELD');

export const educationSchema = yup
  .object({
    records: yup
      .array()
      .of(educationRecordSchema)
      .typeError('INVALID_VALUE')
      .required(ALWAYS_SENT)
      .min(1, 'EDUCATION_RECORD_REQUIRED')
      .max(MAX_EDUCATION_RECORDS, { code: 'TOO_MANY_EDUCATION_RECORDS', params: [MAX_EDUCATION_RECORDS] })
      .test('ids', 'INVALID_VALUE', (records) => {
        const ids = (records ?? []).map((record) => record?.id).filter(Boolean);
        return new Set(ids).size === ids.length;
      })
      .test('category', 'EDUCATION_CATEGORY_RECORD', function (records) {
        const category = admissionContext(this.options)?.category;
        const wanted = category ? CATEGORY_QUALIFICATION[category] : undefined;
        return !wanted || !records?.length || records.some((record) => (wanted as readonly string[]).includes(String(record?.qualification)));
      }),
    englishTest: englishTestSchema,
    /** Currently a student of this university (their student ID lets the office find their records). */
    studentHere: yesNoField('ANSWER_STUDENT_HERE'),
    studentId: text()
      .trim()
      .default('')
      .uppercase()
      .max(9, { code: 'STUDENT_ID_FORMAT' })
      .test('student', requiredWhen('ENTER_STUDENT_ID', (answers) => answers.studentHere === true, { code: 'STUDENT_ID_FORMAT', test: (value) => STUDENT_ID_PATTERN.test(value) })),
  })
  .noUnknown('UNKNOWN_FIELD');
export type Education = yup.InferType<typeof educationSchema>;
export type EducationRecord = Education['records'][number];

/** The records of a saved Education section, however incomplete (a draft may hold anything screened). */
function educationRecordsOf(education: unknown): Parent[] {
  const records = (education as { records?: unknown } | null | undefined)?.records;
  return Array.isArray(records) ? records.filter((record): record is Parent => !!record && typeof record === 'object') : [];
}

/** What the Subjects rules need to know of a saved Education section. */
export function educationFactsOf(education: unknown): EducationFact[] {
  return educationRecordsOf(education).map((record) => ({
    id: String(record.id ?? ''),
    qualification: String(record.qualification ?? ''),
    status: String(record.status ?? ''),
    resultType: String(record.resultType ?? ''),
  }));
}
