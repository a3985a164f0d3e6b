/**
 * The admissions console's application periods: adding one, and changing one's names and times with
 * a reason. The console's form and the API (validateBody) check with these schemas and the same
 * context, so both refuse the same answers with the same messages. Times are typed as the console
 * types them everywhere: a Singapore day (dd/mm/yyyy) and a 24-hour time (hh:mm).
 */
import * as yup from 'yup';
import { APPLICATION_PERIOD_LIMITS as L } from '../../admission/application-periods';
import { CATEGORIES, CATEGORY_IDS, type CategoryId } from '../../categories';
import { EXAM_TIME_PATTERN } from '../../entrance-exams';
import { SYSTEM_IDS } from '../../systems';
import { academicYearField, filterAcademicYear, multilineText, text, tooLong, type RequiredCode } from '../common';
import { parseDisplayDate } from '../dates';

/** A Singapore day (dd/mm/yyyy) and time (hh:mm) as the instant they name, or null when either is not one. */
export function singaporeInstant(day: unknown, time: unknown): Date | null {
  const iso = parseDisplayDate(String(day ?? '').trim());
  const clock = String(time ?? '').trim();
  if (!iso || !EXAM_TIME_PATTERN.test(clock)) return null;
  return new Date(`${iso}T${clock}:00+08:00`);
}

/** The same minute: what the form shows of a stored time (hh:mm) names it, whatever its seconds. */
export const sameMinute = (a: Date, b: Date) => Math.floor(a.getTime() / 60_000) === Math.floor(b.getTime() / 60_000);

/**
 * What the change rules need besides the answers: the instant now (ISO; the API's clock, the
 * browser's own for its first check) and the period's times as they are (ISO).
 */
export interface PeriodChangeContext {
  now?: string;
  current?: { opensAt: string; closesAt: string };
}

const dayField = (requiredCode: RequiredCode) =>
  text()
    .trim()
    .required(requiredCode)
    .test('date', 'INVALID_DATE', (value) => !value || parseDisplayDate(value) !== null);

const timeField = (requiredCode: RequiredCode) => text().trim().required(requiredCode).matches(EXAM_TIME_PATTERN, 'EXAM_TIME_INVALID');

type Parent = Record<string, unknown> | undefined;
const opensOf = (parent: Parent) => singaporeInstant(parent?.opensOn, parent?.opensTime);
const closesOf = (parent: Parent) => singaporeInstant(parent?.closesOn, parent?.closesTime);

/** Names and times: the part of a period the office may change. Errors about a time land on its day. */
const periodFields = () => ({
  nameEn: text().trim().required('ENTER_PERIOD_NAME_EN').max(L.name, tooLong(L.name)),
  nameZh: text().trim().required('ENTER_PERIOD_NAME_ZH').max(L.name, tooLong(L.name)),
  opensOn: dayField('ENTER_PERIOD_OPENS_ON'),
  opensTime: timeField('ENTER_PERIOD_OPENS_TIME'),
  closesOn: dayField('ENTER_PERIOD_CLOSES_ON').test('after-opening', 'PERIOD_CLOSES_BEFORE_OPENS', function () {
    const opens = opensOf(this.parent as Parent);
    const closes = closesOf(this.parent as Parent);
    return !opens || !closes || closes.getTime() > opens.getTime();
  }),
  closesTime: timeField('ENTER_PERIOD_CLOSES_TIME'),
});

/** POST /api/office/admission/application-periods. An empty category is every category of the system. */
export const applicationPeriodSchema = yup
  .object({
    system: text().trim().required('SELECT_PERIOD_SYSTEM').oneOf(['', ...SYSTEM_IDS], 'INVALID_SYSTEM'),
    category: text()
      .trim()
      .default('')
      .oneOf(['', ...CATEGORY_IDS], 'INVALID_VALUE')
      .test('offered', 'PERIOD_CATEGORY_NOT_IN_SYSTEM', function (value) {
        const system = String((this.parent as Parent)?.system ?? '');
        const category = value ? CATEGORIES[value as CategoryId] : undefined;
        return !category || !system || (category.systems as readonly string[]).includes(system);
      }),
    academicYear: academicYearField(),
    ...periodFields(),
  })
  .noUnknown('UNKNOWN_FIELD');
export type ApplicationPeriodInput = yup.InferType<typeof applicationPeriodSchema>;

const changeContextOf = (options: { context?: unknown }) => (options.context ?? {}) as PeriodChangeContext;

/** Whether the period (as it is now) has opened: then applicants may be using it. */
function hasOpened(context: PeriodChangeContext): boolean {
  return Boolean(context.now && context.current && Date.parse(context.current.opensAt) <= Date.parse(context.now));
}

/**
 * PUT /api/office/admission/application-periods/{periodId}: new names and times, and why. Once a
 * period has opened, its closing may not move earlier than now, nor its opening later than now
 * (either would close the window on applicants without warning); a time left as it is stays.
 */
export const applicationPeriodChangeSchema = yup
  .object({
    ...periodFields(),
    opensOn: periodFields()
      .opensOn.test('opened-stays-open', 'PERIOD_OPENING_AFTER_NOW', function () {
        const context = changeContextOf(this.options);
        const opens = opensOf(this.parent as Parent);
        if (!opens || !hasOpened(context) || sameMinute(opens, new Date(context.current!.opensAt))) return true;
        return opens.getTime() <= Date.parse(context.now!);
      }),
    closesOn: periodFields()
      .closesOn.test('not-before-now', 'PERIOD_CLOSING_IN_PAST', function () {
        const context = changeContextOf(this.options);
        const closes = closesOf(this.parent as Parent);
        if (!closes || !hasOpened(context) || sameMinute(closes, new Date(context.current!.closesAt))) return true;
        return closes.getTime() >= Date.parse(context.now!);
      }),
    reason: multilineText().trim().required('ENTER_PERIOD_CHANGE_REASON').max(L.reason, tooLong(L.reason)),
  })
  .noUnknown('UNKNOWN_FIELD');
export type ApplicationPeriodChangeInput = yup.InferType<typeof applicationPeriodChangeSchema>;

/** GET /api/office/admission/application-periods: one academic year's (empty: the intake's). */
export const applicationPeriodsQuerySchema = yup.object({ academicYear: filterAcademicYear() }).noUnknown('UNKNOWN_FIELD');
