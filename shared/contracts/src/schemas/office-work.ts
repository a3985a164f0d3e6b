/**
 * Work shared among officers (@portal/contracts/office/shared-work): assigning an officer, and an
 * internal note with its optional rating; the API checks the bodies and the console's forms check the
 * same fields with the same schemas.
 */
import * as yup from 'yup';
import { ASSIGNED_TO_ME, ASSIGNED_TO_NOBODY, OFFICE_NOTE_MAX, OFFICE_RATINGS } from '../office/shared-work';
import { choiceField, multilineText, text, tooLong, UUID_PATTERN } from './common';

/** POST …/assignees: the officer to assign (one of the console's active officers, which the API checks). */
export const assignOfficerSchema = yup
  .object({ staffId: text().trim().required('SELECT_OFFICER_TO_ASSIGN').matches(UUID_PATTERN, 'OFFICER_NOT_ASSIGNABLE') })
  .noUnknown('UNKNOWN_FIELD');
export type AssignOfficerInput = yup.InferType<typeof assignOfficerSchema>;

/** POST …/notes: the note, and a rating 1–5 or none (the form's "no rating" is an empty string). */
export const officeNoteSchema = yup
  .object({
    note: multilineText().trim().max(OFFICE_NOTE_MAX, tooLong(OFFICE_NOTE_MAX)).required('ENTER_OFFICE_NOTE'),
    rating: choiceField(OFFICE_RATINGS.map(String)).default(''),
  })
  .noUnknown('UNKNOWN_FIELD');
export type OfficeNoteInput = yup.InferType<typeof officeNoteSchema>;

/** A console list's "assigned to" filter: '' (anyone), my queue, nobody's, or one officer's id. */
export const assignedToFilter = () =>
  text()
    .trim()
    .default('')
    .test('assigned-to', 'INVALID_VALUE', (value) => !value || value === ASSIGNED_TO_ME || value === ASSIGNED_TO_NOBODY || UUID_PATTERN.test(value));
