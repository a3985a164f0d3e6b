/**
 * The definition form's values and the API body they make. The officer types money in dollars and
 * each date-time as a Singapore day (dd/mm/yyyy) and a 24-hour time; the body (and the shared
 * schema) has cents and ISO date-times, so the schema's errors are moved back to the fields typed.
 */
import { amountToCents } from '@portal/contracts/household-income';
import { centsToAmount } from '@portal/contracts/entrance-exams';
import type { Language } from '@portal/contracts/languages';
import type { ScholarshipDefinition } from '@portal/contracts/scholarship/office';
import { parseDisplayDate, toDisplayDate } from '@portal/contracts/schemas/dates';
import { scholarshipDefinitionSchema } from '@portal/contracts/schemas/scholarship/office';
import { getIn, setIn, type FormikErrors } from 'formik';
import { schemaValidator } from '@portal/ui/schema-validation';

export interface DefinitionValues {
  academicYear: string;
  code: string;
  name: Record<Language, string>;
  description: Record<Language, string>;
  bondYears: string;
  livingAllowance: string;
  tuitionCoveragePercent: string;
  citizenships: string[];
  programmes: string[];
  opensOn: string;
  opensTime: string;
  closesOn: string;
  closesTime: string;
}

/** In the order the form shows them (the error summary's order). */
export const DEFINITION_FIELDS = [
  'academicYear',
  'code',
  'name.en-GB',
  'name.zh-Hans',
  'description.en-GB',
  'description.zh-Hans',
  'bondYears',
  'livingAllowance',
  'tuitionCoveragePercent',
  'citizenships',
  'programmes',
  'opensOn',
  'opensTime',
  'closesOn',
  'closesTime',
] as const;

export const EMPTY_DEFINITION: DefinitionValues = {
  academicYear: '',
  code: '',
  name: { 'en-GB': '', 'zh-Hans': '' },
  description: { 'en-GB': '', 'zh-Hans': '' },
  bondYears: '',
  livingAllowance: '',
  tuitionCoveragePercent: '',
  citizenships: [],
  programmes: [],
  opensOn: '',
  opensTime: '',
  closesOn: '',
  closesTime: '',
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const SINGAPORE_OFFSET_MS = 8 * 3600_000;

/** A Singapore day and time as an ISO date-time with its offset; '' when both are empty, 'invalid' when either is wrong. */
export function singaporeDateTime(day: string, time: string): string {
  if (!day.trim() && !time.trim()) return '';
  const iso = parseDisplayDate(day.trim());
  if (!iso || !TIME.test(time.trim())) return 'invalid';
  return `${iso}T${time.trim()}:00+08:00`;
}

/** An instant as the Singapore day (dd/mm/yyyy) and time (hh:mm) the form shows. */
export function singaporeDayAndTime(instant: string): { day: string; time: string } {
  const local = new Date(Date.parse(instant) + SINGAPORE_OFFSET_MS).toISOString();
  return { day: toDisplayDate(local.slice(0, 10)), time: local.slice(11, 16) };
}

const wholeNumber = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : value.trim() === '' ? undefined : Number.NaN);

export function toDefinitionBody(values: DefinitionValues) {
  const cents = values.livingAllowance.trim() === '' ? undefined : (amountToCents(values.livingAllowance) ?? Number.NaN);
  return {
    academicYear: values.academicYear,
    code: values.code.trim().toUpperCase(),
    name: values.name,
    description: values.description,
    bondYears: wholeNumber(values.bondYears),
    livingAllowanceCents: cents,
    tuitionCoveragePercent: wholeNumber(values.tuitionCoveragePercent),
    citizenships: values.citizenships,
    programmes: values.programmes,
    opensAt: singaporeDateTime(values.opensOn, values.opensTime),
    closesAt: singaporeDateTime(values.closesOn, values.closesTime),
  };
}

export function definitionValues(definition: ScholarshipDefinition): DefinitionValues {
  const opens = singaporeDayAndTime(definition.opensAt);
  const closes = singaporeDayAndTime(definition.closesAt);
  return {
    academicYear: definition.academicYear,
    code: definition.code,
    name: { ...definition.name },
    description: { ...definition.description },
    bondYears: String(definition.bondYears),
    livingAllowance: centsToAmount(definition.livingAllowanceCents),
    tuitionCoveragePercent: String(definition.tuitionCoveragePercent),
    citizenships: [...definition.citizenships],
    programmes: [...definition.programmes],
    opensOn: opens.day,
    opensTime: opens.time,
    closesOn: closes.day,
    closesTime: closes.time,
  };
}

/** The body's fields the form keeps under another name (server errors are moved the same way). */
export const RENAMED_FIELDS = { livingAllowanceCents: 'livingAllowance', opensAt: 'opensOn', closesAt: 'closesOn' } as const;

const checkBody = schemaValidator<DefinitionValues>(scholarshipDefinitionSchema, toDefinitionBody);

/** The shared schema's errors, each on the field the officer typed it in (a wrong time on the time box). */
export function validateDefinition(values: DefinitionValues): FormikErrors<DefinitionValues> {
  let errors = checkBody(values) as Record<string, unknown>;
  for (const [bodyField, formField] of Object.entries(RENAMED_FIELDS)) {
    const error = getIn(errors, bodyField) as unknown;
    if (error === undefined) continue;
    errors = setIn(errors, bodyField, undefined) as Record<string, unknown>;
    const prefix = formField.replace(/On$/, '');
    const onTime = formField !== 'livingAllowance' && parseDisplayDate(String(getIn(values, `${prefix}On`)).trim()) !== null && !TIME.test(String(getIn(values, `${prefix}Time`)).trim());
    errors = setIn(errors, onTime ? `${prefix}Time` : formField, error) as Record<string, unknown>;
  }
  return errors as FormikErrors<DefinitionValues>;
}
