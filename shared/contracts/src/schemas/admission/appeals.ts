/**
 * The applicant's appeal and the admissions office's actions on a submitted application (issue 10):
 * one schema per body, used by the forms in the browser and by the API (validateBody).
 */
import * as yup from 'yup';
import { AFTER_SUBMISSION_LIMITS as L } from '../../admission/appeals';
import { ADMISSION_DOCUMENT_TYPES } from '../../admission/documents';
import { programmeByCode, PROGRAMMES } from '../../programmes';
import { ALWAYS_SENT, inBothLanguagesOrNeither, multilineText, text, tooLong } from '../common';
import { parseDisplayDate } from '../dates';

const programmeCodes = PROGRAMMES.map((programme) => programme.code);

/** True for a double-degree programme: the only kind an appeal can ask to take as SDP and/or MDP. */
export const isDoubleDegree = (code: string | null | undefined): boolean => programmeByCode(code ?? '')?.ranking === 'DOUBLE_DEGREE';

const programmeField = () => text().trim().required('SELECT_PROGRAMME').oneOf(programmeCodes, 'INVALID_VALUE');

/** A major: required when the programme has majors, one of them; otherwise empty. */
const majorField = (programmeKey: string) =>
  text()
    .trim()
    .default('')
    .test('major', 'INVALID_VALUE', function (value) {
      const majors = programmeByCode(String(this.parent?.[programmeKey] ?? ''))?.majors;
      if (!majors) return !value;
      if (!value) return this.createError({ message: 'SELECT_MAJOR' });
      return majors.some((major) => major.code === value);
    });

const officeMessage = () => multilineText().trim().max(L.officeMessage, tooLong(L.officeMessage));

/**
 * The appeal (spec 3: reason, preferred major, SDP and/or MDP choice; its date and time is the
 * server's). SDP (Second Degree Programme) and MDP (Multiple Degree Programme) are the two ways of
 * reading a double-degree programme: an appeal for a double-degree programme must say which it asks
 * for — one or both (at least one); for any other programme the choice does not arise and both stay
 * unticked. `reason` is under the applicant's own limit (counted as typed, line breaks included).
 */
export const appealSchema = yup
  .object({
    reason: multilineText().trim().required('ENTER_APPEAL_REASON').max(L.appealReason, tooLong(L.appealReason)),
    preferredProgramme: programmeField(),
    preferredMajor: majorField('preferredProgramme'),
    sdp: yup.boolean().typeError('INVALID_VALUE').nonNullable('INVALID_VALUE').default(false),
    mdp: yup
      .boolean()
      .typeError('INVALID_VALUE')
      .nonNullable('INVALID_VALUE')
      .default(false)
      .test('degree-programme', 'APPEAL_DEGREE_PROGRAMME_REQUIRED', function (mdp) {
        const { preferredProgramme, sdp } = (this.parent ?? {}) as { preferredProgramme?: string; sdp?: boolean };
        if (isDoubleDegree(preferredProgramme)) return sdp === true || mdp === true;
        return sdp !== true && mdp !== true ? true : this.createError({ message: 'APPEAL_DEGREE_PROGRAMME_NOT_OFFERED' });
      }),
  })
  .noUnknown('UNKNOWN_FIELD');
export type AppealInput = yup.InferType<typeof appealSchema>;

/** The office's outcome of an appeal: upheld with the programme now offered, or dismissed; remarks to the applicant. */
export const appealOutcomeSchema = yup
  .object({
    outcome: text().required('SELECT_APPEAL_OUTCOME').oneOf(['', 'UPHELD', 'DISMISSED'], 'INVALID_VALUE'),
    programme: text()
      .trim()
      .default('')
      .test('programme', 'INVALID_VALUE', function (value) {
        if (this.parent?.outcome !== 'UPHELD') return !value;
        if (!value) return this.createError({ message: 'SELECT_PROGRAMME_OFFERED' });
        return programmeCodes.includes(value);
      }),
    major: majorField('programme'),
    remarks: officeMessage().required('ENTER_REMARKS_TO_APPLICANT'),
  })
  .noUnknown('UNKNOWN_FIELD');
export type AppealOutcomeInput = yup.InferType<typeof appealOutcomeSchema>;

/** A date entered dd/mm/yyyy that must not be before `today` (context: { today: 'YYYY-MM-DD' }). */
const dueDateField = () =>
  text()
    .trim()
    .required('ENTER_DUE_DATE')
    .test('date', 'INVALID_DATE', (value) => !value || parseDisplayDate(value) !== null)
    .test('future', 'DUE_DATE_PAST', function (value) {
      const iso = value ? parseDisplayDate(value) : null;
      const today = (this.options.context as { today?: string } | undefined)?.today;
      return !iso || !today || iso >= today;
    });

export const documentRequestSchema = yup
  .object({
    documentTypes: yup
      .array(text().required(ALWAYS_SENT).oneOf([...ADMISSION_DOCUMENT_TYPES], 'INVALID_VALUE'))
      .typeError('INVALID_VALUE')
      .required('SELECT_DOCUMENTS_TO_REQUEST')
      .min(1, 'SELECT_DOCUMENTS_TO_REQUEST')
      .max(L.typesPerRequest, 'INVALID_VALUE'),
    message: officeMessage().required('ENTER_MESSAGE_TO_APPLICANT'),
    dueDate: dueDateField(),
  })
  .noUnknown('UNKNOWN_FIELD');
export type DocumentRequestInput = yup.InferType<typeof documentRequestSchema>;

/** An ISO 8601 date-time with its offset (the console sends Singapore times as +08:00). */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

const slotSchema = yup
  .object({
    startsAt: text()
      .trim()
      .required('ENTER_SLOT_START')
      .test('date-time', 'INVALID_DATE', (value) => !value || (ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))))
      .test('future', 'SLOT_IN_PAST', function (value) {
        const now = (this.options.context as { now?: string } | undefined)?.now;
        return !value || !now || Number.isNaN(Date.parse(value)) || Date.parse(value) > Date.parse(now);
      }),
    durationMinutes: yup.number().typeError('INVALID_VALUE').required('ENTER_SLOT_DURATION').integer('INVALID_VALUE').min(5, 'INVALID_VALUE').max(480, 'INVALID_VALUE'),
    // Read by every applicant the time is offered to, each in their own language (issue 35).
    place: inBothLanguagesOrNeither(L.place, { 'en-GB': 'ENTER_SLOT_PLACE_EN', 'zh-Hans': 'ENTER_SLOT_PLACE_ZH' }),
    videoLink: text()
      .trim()
      .default('')
      .max(L.videoLink, tooLong(L.videoLink))
      .test('https', 'INVALID_LINK', (value) => !value || /^https:\/\/[^\s]+$/.test(value))
      .test('where', 'SLOT_PLACE_REQUIRED', function (value) {
        const place = this.parent?.place as Record<string, unknown> | undefined;
        return Boolean(value) || Boolean(String(place?.['en-GB'] ?? '').trim() || String(place?.['zh-Hans'] ?? '').trim());
      }),
  })
  .noUnknown('UNKNOWN_FIELD');

export const interviewInvitationSchema = yup
  .object({
    kind: text().required('SELECT_INVITATION_KIND').oneOf(['', 'INTERVIEW', 'TEST'], 'INVALID_VALUE'),
    message: officeMessage().default(''),
    /** New slots, each for one candidate. */
    slots: yup.array(slotSchema).typeError('INVALID_VALUE').default([]).max(L.slotsPerInvitation, 'INVALID_VALUE'),
    /** Slots already created for other candidates, offered here too (the first to choose one takes it). */
    slotIds: yup
      .array(text().required(ALWAYS_SENT).matches(/^[0-9a-f-]{36}$/i, 'INVALID_VALUE'))
      .typeError('INVALID_VALUE')
      .default([])
      .max(L.slotsPerInvitation, 'INVALID_VALUE')
      .test('some', 'SLOTS_REQUIRED', function (ids) {
        return (ids?.length ?? 0) + ((this.parent?.slots as unknown[] | undefined)?.length ?? 0) > 0;
      }),
  })
  .noUnknown('UNKNOWN_FIELD');
export type InterviewInvitationInput = yup.InferType<typeof interviewInvitationSchema>;

export const chooseSlotSchema = yup
  .object({ slotId: text().trim().required('SELECT_SLOT').matches(/^[0-9a-f-]{36}$/i, 'INVALID_VALUE') })
  .noUnknown('UNKNOWN_FIELD');

