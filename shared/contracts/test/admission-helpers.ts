/** Shared by the admission section tests: a context for each citizenship, and the errors of one answer set. */
import type { Citizenship } from '../src/categories';
import type { AdmissionContext } from '../src/schemas/admission/context';
import { validate } from '../src/validation';
import type { AnySchema } from 'yup';

export const TODAY = '2026-11-23';

export function contextFor(citizenship: Citizenship = 'SINGAPORE_CITIZEN', category: AdmissionContext['category'] = 'MUSIC'): AdmissionContext {
  return {
    system: 'ADM',
    category,
    eligibility: { citizenship, residesInSingapore: true, priorUniversity: false, fullTimeWorkTwoYears: false },
    dateOfBirth: '2006-01-01',
    today: TODAY,
  };
}

/** [field, code] of every error, or [] when the answers pass. */
export function errorsOf(schema: AnySchema, input: unknown, context: object = contextFor()): Array<[string | undefined, string]> {
  const result = validate(schema, input, context);
  return result.ok ? [] : result.errors.map((error) => [error.field, error.code]);
}
