/**
 * Residential college interest, and the residential status declaration every full-time applicant
 * makes (spec 5: "Residential status declaration and student residential details are required"):
 * where they live now, how long the journey to campus is, and whether they need a place to stay.
 * The office allocates hostel places with these.
 */
import * as yup from 'yup';
import { choiceField, digits } from '../common';
import { yesNoChoice } from '../yes-no';

export const RESIDENTIAL_COLLEGES = ['ANGSANA', 'BANYAN', 'CASSIA', 'DILLENIA'] as const;
export const RESIDENCE_TYPES = ['PUBLIC_HOUSING', 'PRIVATE_HOUSING', 'HOSTEL', 'OVERSEAS', 'OTHER'] as const;
/** Longest journey to campus worth recording, in minutes (a day's travel abroad is "overseas"). */
export const COMMUTE_MINUTES_MAX = 600;

const declared = () => choiceField(['YES', 'NO']).required('RESIDENTIAL_DECLARATION_REQUIRED');

const preferences = yup
  .array()
  .of(choiceField(RESIDENTIAL_COLLEGES).default(''))
  .typeError('INVALID_VALUE')
  .max(RESIDENTIAL_COLLEGES.length, 'INVALID_VALUE')
  .default([]);

export const residentialCollegeSchema = yup
  .object({
    interested: yesNoChoice('ANSWER_COLLEGE_INTEREST'),
    /** Ranked: the first is the most wanted; blanks only after the last one chosen. */
    preferences: preferences.when('interested', {
      is: 'YES',
      then: (schema) =>
        schema.test('ranked', function (list) {
          const chosen = (list ?? []).map((college) => college ?? '');
          if (!chosen[0]) return this.createError({ path: `${this.path}[0]`, message: 'COLLEGE_PREFERENCE_REQUIRED' });
          const gap = chosen.findIndex((college, index) => !college && chosen.slice(index + 1).some(Boolean));
          if (gap !== -1) return this.createError({ path: `${this.path}[${gap}]`, message: 'COLLEGE_PREFERENCE_GAP' });
          const repeat = chosen.findIndex((college, index) => college && chosen.indexOf(college) !== index);
          if (repeat !== -1) return this.createError({ path: `${this.path}[${repeat}]`, message: 'DUPLICATE_COLLEGE' });
          return true;
        }),
    }).when('interested', {
      is: 'NO',
      // Preferences the applicant took back must not reach the office as if they still held.
      then: (schema) => schema.test('none', 'INVALID_VALUE', (list) => (list ?? []).every((college) => !college)),
    }),
    residenceType: choiceField(RESIDENCE_TYPES).required('RESIDENTIAL_DECLARATION_REQUIRED'),
    commuteMinutes: digits(3)
      .when('residenceType', {
        is: (type: string) => Boolean(type) && type !== 'OVERSEAS',
        then: (schema) => schema.required('RESIDENTIAL_DECLARATION_REQUIRED'),
      })
      .test('range', 'INVALID_VALUE', (value) => !value || !/^\d+$/.test(value) || Number(value) <= COMMUTE_MINUTES_MAX),
    needsAccommodation: declared(),
    declaration: yup
      .boolean()
      .typeError('INVALID_VALUE')
      .nonNullable('INVALID_VALUE')
      .required('RESIDENTIAL_DECLARATION_REQUIRED')
      .oneOf([true], 'RESIDENTIAL_DECLARATION_REQUIRED'),
  })
  .noUnknown('UNKNOWN_FIELD');
export type ResidentialCollege = yup.InferType<typeof residentialCollegeSchema>;

