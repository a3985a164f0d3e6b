/**
 * Audition portfolio (music category only): the instrument or voice type, up to 3 repertoire pieces,
 * a link to a recorded audition video (https only, any host) and three preferred live audition slots
 * in order. The portfolio files themselves (scores, certificates) go to Document Upload.
 */
import * as yup from 'yup';
import { ALWAYS_SENT, text, tooLong } from '../common';

export const INSTRUMENTS = [
  'PIANO',
  'VIOLIN',
  'VIOLA',
  'CELLO',
  'DOUBLE_BASS',
  'HARP',
  'CLASSICAL_GUITAR',
  'FLUTE',
  'OBOE',
  'CLARINET',
  'BASSOON',
  'SAXOPHONE',
  'HORN',
  'TRUMPET',
  'TROMBONE',
  'TUBA',
  'PERCUSSION',
  'COMPOSITION',
  'VOICE_SOPRANO',
  'VOICE_MEZZO_SOPRANO',
  'VOICE_CONTRALTO',
  'VOICE_COUNTERTENOR',
  'VOICE_TENOR',
  'VOICE_BARITONE',
  'VOICE_BASS',
] as const;

/**
 * The live audition sessions of this admission cycle (the office updates the list each year): a date
 * and a morning or afternoon session. Codes are stable; the page words them from date and session.
 */
export const AUDITION_SLOTS = [
  { code: 'A2027-02-13-AM', date: '2027-02-13', session: 'AM' },
  { code: 'A2027-02-13-PM', date: '2027-02-13', session: 'PM' },
  { code: 'A2027-02-20-AM', date: '2027-02-20', session: 'AM' },
  { code: 'A2027-02-20-PM', date: '2027-02-20', session: 'PM' },
  { code: 'A2027-02-27-AM', date: '2027-02-27', session: 'AM' },
  { code: 'A2027-02-27-PM', date: '2027-02-27', session: 'PM' },
  { code: 'A2027-03-06-AM', date: '2027-03-06', session: 'AM' },
  { code: 'A2027-03-06-PM', date: '2027-03-06', session: 'PM' },
] as const;
export type AuditionSlot = (typeof AUDITION_SLOTS)[number];

export const MAX_REPERTOIRE = 3;
export const REPERTOIRE_TEXT_LIMIT = 200;
export const VIDEO_URL_LIMIT = 500;
/** Preferred live audition slots, first to third. */
export const PREFERRED_SLOTS = 3;

/** A proper https web address: parses as a URL, https, a host with a dot, no user name or password in it. */
export function isHttpsUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.hostname.includes('.') && !url.hostname.endsWith('.') && !url.username && !url.password;
}

const pieceSchema = yup
  .object({
    composer: text().trim().required('ENTER_COMPOSER').max(REPERTOIRE_TEXT_LIMIT, tooLong(REPERTOIRE_TEXT_LIMIT)),
    title: text().trim().required('ENTER_PIECE_TITLE').max(REPERTOIRE_TEXT_LIMIT, tooLong(REPERTOIRE_TEXT_LIMIT)),
  })
  .noUnknown('UNKNOWN_FIELD');

const slotCodes: readonly string[] = AUDITION_SLOTS.map((slot) => slot.code);

const slotField = () =>
  text()
    .trim()
    .required('SELECT_AUDITION_SLOT')
    .oneOf([...slotCodes, ''], 'INVALID_VALUE')
    .test('unique', 'DUPLICATE_AUDITION_SLOT', function (value) {
      const slots = (this.parent ?? []) as unknown[];
      // Only a later repeat is wrong: the first time a slot is chosen stays valid.
      const index = (this.options as { index?: number }).index ?? 0;
      return !value || slots.indexOf(value) === index;
    });

export const auditionSchema = yup
  .object({
    instrument: text().trim().required('SELECT_INSTRUMENT').oneOf([...INSTRUMENTS, ''], 'INVALID_VALUE'),
    repertoire: yup
      .array()
      .of(pieceSchema)
      .typeError('INVALID_VALUE')
      .required(ALWAYS_SENT)
      .min(1, 'REPERTOIRE_REQUIRED')
      .max(MAX_REPERTOIRE, { code: 'TOO_MANY_PIECES', params: [MAX_REPERTOIRE] }),
    videoUrl: text()
      .trim()
      .required('ENTER_VIDEO_LINK')
      .max(VIDEO_URL_LIMIT, tooLong(VIDEO_URL_LIMIT))
      .test('https', 'INVALID_HTTPS_URL', (value) => !value || value.length > VIDEO_URL_LIMIT || isHttpsUrl(value)),
    /** Three slot codes, first preference first. */
    slots: yup
      .array()
      .of(slotField())
      .typeError('INVALID_VALUE')
      .required(ALWAYS_SENT)
      .length(PREFERRED_SLOTS, 'INVALID_VALUE'),
  })
  .noUnknown('UNKNOWN_FIELD');
export type Audition = yup.InferType<typeof auditionSchema>;
