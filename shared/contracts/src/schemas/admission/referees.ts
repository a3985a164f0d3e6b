/**
 * Referee nomination: exactly two referees per application (spec 3), each reached at a work
 * address, never a generic webmail one (spec 5), and two different people (two different e-mails).
 */
import * as yup from 'yup';
import { isWebmailAddress } from '../../webmail';
import { ALWAYS_SENT, choiceField, emailField, nameField, text, tooLong } from '../common';
import { phoneSchema } from './personal-particulars';

export const REFEREE_COUNT = 2;
export const REFEREE_RELATIONSHIPS = ['TEACHER', 'LECTURER', 'PRINCIPAL', 'SUPERVISOR', 'EMPLOYER', 'COLLEAGUE', 'COACH', 'MENTOR', 'OTHER'] as const;
export const POSITION_MAX = 100;
export const ORGANISATION_MAX = 100;

const sameAddress = (a: unknown, b: unknown) => typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

export const refereeSchema = yup
  .object({
    name: nameField('ENTER_REFEREE_NAME'),
    position: text().trim().required('ENTER_REFEREE_POSITION').max(POSITION_MAX, tooLong(POSITION_MAX)),
    organisation: text().trim().required('ENTER_REFEREE_ORGANISATION').max(ORGANISATION_MAX, tooLong(ORGANISATION_MAX)),
    relationship: choiceField(REFEREE_RELATIONSHIPS).required('SELECT_REFEREE_RELATIONSHIP'),
    email: emailField('ENTER_REFEREE_EMAIL')
      .test('work', 'REFEREE_WORK_EMAIL', (value) => !value || !isWebmailAddress(value))
      .test('different', 'REFEREE_SAME_EMAIL', function (value) {
        // Reported on the second of two equal addresses: the first one is not wrong on its own.
        const referees = (this.from?.[1]?.value?.referees ?? []) as Array<{ email?: unknown }>;
        const index = referees.indexOf(this.parent as { email?: unknown });
        return index < 1 || !referees.slice(0, index).some((other) => sameAddress(other?.email, value));
      }),
    phone: phoneSchema({ countryCode: 'ENTER_REFEREE_COUNTRY_CODE', number: 'ENTER_REFEREE_NUMBER' }),
  })
  .noUnknown('UNKNOWN_FIELD');

export const refereesSchema = yup
  .object({
    referees: yup
      .array()
      .of(refereeSchema)
      .typeError('INVALID_VALUE')
      .required(ALWAYS_SENT)
      .length(REFEREE_COUNT, 'REFEREE_COUNT'),
  })
  .noUnknown('UNKNOWN_FIELD');
export type Referees = yup.InferType<typeof refereesSchema>;
