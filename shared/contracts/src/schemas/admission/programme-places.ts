/**
 * The places the admissions office sets per programme for an academic year (PUT
 * /api/office/admission/programme-places): the dashboard draws each programme's offers and replies
 * against them. A programme left empty has no places set.
 */
import * as yup from 'yup';
import { PROGRAMMES } from '../../programmes';
import { ACADEMIC_YEAR_PATTERN, text } from '../common';

/** More places than any one programme has ever had: a typing slip, not an intake. */
export const MAX_PROGRAMME_PLACES = 20_000;

const places = () =>
  text()
    .trim()
    .default('')
    .test('range', { code: 'PROGRAMME_PLACES_RANGE', params: [MAX_PROGRAMME_PLACES] }, (value) => !value || (/^\d{1,5}$/.test(value) && Number(value) <= MAX_PROGRAMME_PLACES));

export const programmePlacesSchema = yup
  .object({
    academicYear: text().trim().required('INVALID_VALUE').matches(ACADEMIC_YEAR_PATTERN, 'INVALID_VALUE'),
    places: yup
      .object(Object.fromEntries(PROGRAMMES.map((programme) => [programme.code, places()])))
      .noUnknown('UNKNOWN_FIELD')
      .default({}),
  })
  .noUnknown('UNKNOWN_FIELD');
export type ProgrammePlacesInput = yup.InferType<typeof programmePlacesSchema>;

/** A year's places as the API answers them: by programme code, only those set. */
export interface ProgrammePlaces {
  academicYear: string;
  places: Record<string, number>;
}
