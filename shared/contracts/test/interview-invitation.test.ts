/** The office's interview/test invitation: a time's place in English and Chinese, or in neither (a video call), issue 35. */
import { inBothLanguagesOrNeither } from '../src/schemas/common';
import { interviewInvitationSchema } from '../src/schemas/admission/appeals';
import { validate } from '../src/validation';

const NOW = { now: '2026-03-01T00:00:00+08:00' };
const errors = (data: unknown) => {
  const result = validate(interviewInvitationSchema, data, NOW);
  return result.ok ? [] : result.errors.map(({ code, field }) => ({ code, field }));
};
const invitation = (slot: Record<string, unknown>) => ({ kind: 'INTERVIEW', slots: [{ startsAt: '2026-03-10T10:00:00+08:00', durationMinutes: 30, videoLink: '', ...slot }] });

describe("an interview time's place", () => {
  it('is given in both languages, and trimmed', () => {
    const result = validate(interviewInvitationSchema, invitation({ place: { 'en-GB': ' Room 1 ', 'zh-Hans': '一号室' } }), NOW);
    expect(result.ok && result.value?.slots[0]?.place).toEqual({ 'en-GB': 'Room 1', 'zh-Hans': '一号室' });
  });

  it('names the language left empty', () => {
    expect(errors(invitation({ place: { 'en-GB': 'Room 1', 'zh-Hans': ' ' } }))).toEqual([{ code: 'ENTER_SLOT_PLACE_ZH', field: 'slots[0].place.zh-Hans' }]);
    expect(errors(invitation({ place: { 'en-GB': '', 'zh-Hans': '一号室' } }))).toEqual([{ code: 'ENTER_SLOT_PLACE_EN', field: 'slots[0].place.en-GB' }]);
  });

  it('may be left out in both languages for a video call, but a time needs one or the other', () => {
    expect(errors(invitation({ videoLink: 'https://video.example.edu/room/42' }))).toEqual([]);
    expect(errors(invitation({ place: { 'en-GB': '', 'zh-Hans': '' }, videoLink: 'https://video.example.edu/room/42' }))).toEqual([]);
    expect(errors(invitation({ place: { 'en-GB': '', 'zh-Hans': '' } }))).toEqual([{ code: 'SLOT_PLACE_REQUIRED', field: 'slots[0].videoLink' }]);
  });

  it('is refused as one text (as before issue 35), as null, with another language or too long', () => {
    expect(errors(invitation({ place: 'Room 1' }))).toContainEqual({ code: 'INVALID_VALUE', field: 'slots[0].place' });
    expect(errors(invitation({ place: null, videoLink: 'https://video.example.edu/room/42' }))).toEqual([{ code: 'INVALID_VALUE', field: 'slots[0].place' }]);
    expect(errors(invitation({ place: { 'en-GB': 'Room 1', 'zh-Hans': '一号室', fr: 'Salle 1' } })).map(({ code }) => code)).toEqual(['UNKNOWN_FIELD']);
    expect(errors(invitation({ place: { 'en-GB': 'x'.repeat(201), 'zh-Hans': '一号室' } }))).toEqual([{ code: 'TOO_LONG', field: 'slots[0].place.en-GB' }]);
  });
});

describe('text in both languages or in neither', () => {
  const schema = inBothLanguagesOrNeither(10, { 'en-GB': 'ENTER_EN', 'zh-Hans': 'ENTER_ZH' });
  it('is empty in both when absent', () => {
    expect(schema.validateSync(undefined)).toEqual({ 'en-GB': '', 'zh-Hans': '' });
  });
});
