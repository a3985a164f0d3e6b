/**
 * Entrance exams (issue 11): the office's exam form and the applicant's registration, one schema
 * each, used by the browser forms and by the API (validateBody) with the same context, so both
 * refuse the same answers with the same messages.
 */
import * as yup from 'yup';
import { PROGRAMMES } from '../programmes';
import { centsToAmount, displayMonth, earliestPreviousAttempt, ENTRANCE_EXAM_LIMITS as L, EXAM_TIME_PATTERN } from '../entrance-exams';
import { amountToCents } from '../household-income';
import { ALWAYS_SENT, amountField, text, tooLong, type RequiredCode } from './common';
import { parseDisplayDate } from './dates';
import { monthYearField, parseMonthYear } from './month-year';
import { yesNoChoice } from './yes-no';

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const programmeCodes = PROGRAMMES.map((programme) => programme.code);

/**
 * What the office form's rules need besides the answers: today (yyyy-mm-dd, Singapore) and, when
 * editing, the closing date the exam has now (yyyy-mm-dd), which may stay even once it has passed.
 */
export interface EntranceExamContext {
  today?: string;
  currentClosesOn?: string;
}

const contextOf = (options: { context?: unknown }) => (options.context ?? {}) as EntranceExamContext;

/** A dd/mm/yyyy day, required and real. */
const dayField = (requiredCode: RequiredCode) =>
  text()
    .trim()
    .required(requiredCode)
    .test('date', 'INVALID_DATE', (value) => !value || parseDisplayDate(value) !== null);

export const entranceExamSchema = yup
  .object({
    nameEn: text().trim().required('ENTER_EXAM_NAME_EN').max(L.name, tooLong(L.name)),
    nameZh: text().trim().required('ENTER_EXAM_NAME_ZH').max(L.name, tooLong(L.name)),
    examDate: dayField('ENTER_EXAM_DAY'),
    startsAt: text().trim().required('ENTER_EXAM_STARTS_AT').matches(EXAM_TIME_PATTERN, 'EXAM_TIME_INVALID'),
    endsAt: text()
      .trim()
      .default('')
      .test('time', 'EXAM_TIME_INVALID', (value) => !value || EXAM_TIME_PATTERN.test(value))
      .test('after-start', 'EXAM_ENDS_BEFORE_STARTS', function (value) {
        const starts = String(this.parent?.startsAt ?? '').trim();
        // hh:mm strings compare as times do.
        return !value || !EXAM_TIME_PATTERN.test(value) || !EXAM_TIME_PATTERN.test(starts) || value > starts;
      }),
    venueEn: text().trim().required('ENTER_EXAM_VENUE_EN').max(L.venue, tooLong(L.venue)),
    venueZh: text().trim().required('ENTER_EXAM_VENUE_ZH').max(L.venue, tooLong(L.venue)),
    // Typed in SGD ("50.00"), kept as text so nothing is rounded on the way.
    fee: amountField()
      .required('ENTER_EXAM_FEE')
      .test('range', { code: 'EXAM_FEE_RANGE', params: [centsToAmount(L.minFeeCents), centsToAmount(L.maxFeeCents)] }, (value) => {
        const cents = value ? amountToCents(value) : null;
        return cents === null || (cents >= L.minFeeCents && cents <= L.maxFeeCents);
      }),
    programmes: yup
      .array(text().trim().required(ALWAYS_SENT).oneOf(programmeCodes, 'INVALID_VALUE'))
      .typeError('INVALID_VALUE')
      .required('EXAM_PROGRAMMES_REQUIRED')
      .min(1, 'EXAM_PROGRAMMES_REQUIRED')
      .max(programmeCodes.length, 'INVALID_VALUE')
      .test('unique', 'INVALID_VALUE', (codes) => !codes || new Set(codes).size === codes.length),
    registrationClosesOn: dayField('ENTER_EXAM_REGISTRATION_CLOSES')
      .test('not-past', 'EXAM_CLOSING_DATE_PAST', function (value) {
        const iso = value ? parseDisplayDate(value) : null;
        const { today, currentClosesOn } = contextOf(this.options);
        // An exam being edited may keep the closing date it has, even once that day has passed.
        return !iso || !today || iso >= today || iso === currentClosesOn;
      })
      .test('before-exam', 'EXAM_CLOSING_AFTER_EXAM', function (value) {
        const closes = value ? parseDisplayDate(value) : null;
        const sits = parseDisplayDate(String(this.parent?.examDate ?? ''));
        return !closes || !sits || closes <= sits;
      }),
    previousAttemptWithinTwoYears: yup.boolean().typeError('INVALID_VALUE').nonNullable('INVALID_VALUE').default(false),
  })
  .noUnknown('UNKNOWN_FIELD');
export type EntranceExamInput = yup.InferType<typeof entranceExamSchema>;

/** What the registration rules need: today (yyyy-mm-dd, Singapore) and whether the exam has the 2-year rule. */
export interface ExamRegistrationContext {
  today?: string;
  twoYearRule?: boolean;
}

/**
 * The applicant's registration: which exam, whether they sat it before and, if so, when (mm/yyyy,
 * not in the future). Under the exam's 2-year rule the month must be within the past 2 years; the
 * message names the earliest month that counts. Not sat before: the month stays empty.
 */
export const examRegistrationSchema = yup
  .object({
    examId: text().trim().required('SELECT_EXAM').matches(UUID_PATTERN, 'INVALID_VALUE'),
    satBefore: yesNoChoice('ANSWER_SAT_EXAM_BEFORE'),
    previousAttempt: monthYearField()
      .default('')
      .test('when-sat', 'ENTER_PREVIOUS_ATTEMPT', function (value) {
        if (this.parent?.satBefore === 'YES') return Boolean(value);
        return !value || this.createError({ message: 'INVALID_VALUE' });
      })
      .test('two-years', 'EXAM_PREVIOUS_ATTEMPT_TOO_OLD', function (value) {
        const { today = new Date().toISOString().slice(0, 10), twoYearRule } = (this.options.context ?? {}) as ExamRegistrationContext;
        const month = value ? parseMonthYear(value) : null;
        if (!twoYearRule || !month) return true;
        const earliest = earliestPreviousAttempt(today);
        return month >= earliest || this.createError({ message: { code: 'EXAM_PREVIOUS_ATTEMPT_TOO_OLD', params: [displayMonth(earliest)] } });
      }),
  })
  .noUnknown('UNKNOWN_FIELD');
export type ExamRegistrationInput = yup.InferType<typeof examRegistrationSchema>;
