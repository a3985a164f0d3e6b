import { auditionSchema, isHttpsUrl } from '../src/schemas/admission/audition';
import { validate } from '../src/validation';
import { errorsOf } from './admission-helpers';

const piece = { composer: 'Frédéric Chopin', title: 'Ballade No. 1 in G minor, Op. 23' };
const VALID = {
  instrument: 'PIANO',
  repertoire: [piece],
  videoUrl: 'https://www.youtube.com/watch?v=abc123',
  slots: ['A2027-02-13-AM', 'A2027-02-20-PM', 'A2027-03-06-AM'],
};

describe('Audition portfolio section', () => {
  it('accepts a complete answer', () => {
    expect(errorsOf(auditionSchema, VALID)).toEqual([]);
  });

  it('requires the instrument from the list', () => {
    expect(errorsOf(auditionSchema, { ...VALID, instrument: '' })).toEqual([['instrument', 'SELECT_INSTRUMENT']]);
    expect(errorsOf(auditionSchema, { ...VALID, instrument: 'KAZOO' })).toEqual([['instrument', 'INVALID_VALUE']]);
  });

  it('needs 1 to 3 pieces, each with composer and title of at most 200 characters', () => {
    expect(errorsOf(auditionSchema, { ...VALID, repertoire: [] })).toEqual([['repertoire', 'REPERTOIRE_REQUIRED']]);
    expect(errorsOf(auditionSchema, { ...VALID, repertoire: [piece, piece, piece] })).toEqual([]);
    const result = validate(auditionSchema, { ...VALID, repertoire: [piece, piece, piece, piece] });
    expect(result.ok ? [] : result.errors).toEqual([expect.objectContaining({ field: 'repertoire', code: 'TOO_MANY_PIECES', params: [3] })]);
    expect(errorsOf(auditionSchema, { ...VALID, repertoire: [{ composer: 'c'.repeat(200), title: 't'.repeat(200) }] })).toEqual([]);
    expect(errorsOf(auditionSchema, { ...VALID, repertoire: [{ composer: 'c'.repeat(201), title: '' }] })).toEqual([
      ['repertoire[0].composer', 'TOO_LONG'],
      ['repertoire[0].title', 'ENTER_PIECE_TITLE'],
    ]);
  });

  it.each([['http://www.youtube.com/watch?v=abc'], ['www.youtube.com/watch'], ['https://localhost/video'], ['https://user:pw@example.com/v'], ['https://exa mple.com'], ['javascript:alert(1)']])(
    'refuses %p as a video link',
    (videoUrl) => {
      expect(errorsOf(auditionSchema, { ...VALID, videoUrl })).toEqual([['videoUrl', 'INVALID_HTTPS_URL']]);
    },
  );

  it('accepts a video link of 500 characters on any host, and refuses 501', () => {
    const base = 'https://media.example.org/';
    expect(isHttpsUrl(`${base}${'a'.repeat(500 - base.length)}`)).toBe(true);
    expect(errorsOf(auditionSchema, { ...VALID, videoUrl: `${base}${'a'.repeat(500 - base.length)}` })).toEqual([]);
    expect(errorsOf(auditionSchema, { ...VALID, videoUrl: `${base}${'a'.repeat(501 - base.length)}` })).toEqual([['videoUrl', 'TOO_LONG']]);
    expect(errorsOf(auditionSchema, { ...VALID, videoUrl: '' })).toEqual([['videoUrl', 'ENTER_VIDEO_LINK']]);
  });

  it('needs three different slots from the list, in order of preference', () => {
    expect(errorsOf(auditionSchema, { ...VALID, slots: ['A2027-02-13-AM', '', 'A2027-13-01-AM'] })).toEqual([
      ['slots[1]', 'SELECT_AUDITION_SLOT'],
      ['slots[2]', 'INVALID_VALUE'],
    ]);
    expect(errorsOf(auditionSchema, { ...VALID, slots: ['A2027-02-13-AM', 'A2027-02-20-PM', 'A2027-02-13-AM'] })).toEqual([
      ['slots[2]', 'DUPLICATE_AUDITION_SLOT'],
    ]);
    expect(errorsOf(auditionSchema, { ...VALID, slots: ['A2027-02-13-AM'] })).toEqual([['slots', 'INVALID_VALUE']]);
  });
});
