/**
 * Interview/test invitations: slots offered, chosen once, a taken slot refused, the .ics file,
 * dashboard, e-mail, roles; a time's place in English and Chinese, each reader reading their own (issue 35).
 */
import { LANGUAGE_COOKIE } from '@portal/contracts/languages';
import { listStaffActions } from '../../../src/staff/audit';
import { listOutbox } from '../../../src/mail/outbox';
import { calendarFile, foldLine } from '../../../src/modules/admission/ics';
import { addOtherApplicant, setApplicationStatus } from '../../helpers/document-forms';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { oneDatabase } from '../../helpers/test-database';

const NUMBER = '24000001';
const OTHER = '24000002';
const officeUrl = (number: string) => `/api/office/admission/applications/${number}/interviews`;
const BASE = `/api/admission/applications/${NUMBER}/interview`;

describe('the calendar file (RFC 5545)', () => {
  it('writes UTC times, CRLF lines, escaped text and folds long lines at 75 octets without splitting a character', () => {
    const ics = calendarFile({
      uid: 'abc.def@portal.example',
      stamp: new Date('2026-03-01T09:00:00Z'),
      start: new Date('2026-03-10T10:00:00+08:00'),
      durationMinutes: 30,
      summary: 'Admission interview; room 1, level 2',
      description: `Bring your NRIC.\n${'面试'.repeat(40)}`,
    });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n')).toEqual(expect.arrayContaining(['DTSTART:20260310T020000Z', 'DTEND:20260310T023000Z', 'DTSTAMP:20260301T090000Z', 'UID:abc.def@portal.example']));
    expect(ics).toContain('SUMMARY:Admission interview\\; room 1\\, level 2');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(ics.replace(/\r\n /g, '')).toContain(`DESCRIPTION:Bring your NRIC.\\n${'面试'.repeat(40)}`);
    expect(foldLine('x'.repeat(80)).split('\r\n ').map((part) => part.length)).toEqual([75, 5]);
  });
});

describe.each(oneDatabase())('interview invitations on %s', (target) => {
  let t: TestApp;
  let applicant: Browser;
  let other: Browser;
  let officer: Browser;
  let sharedSlot: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    applicant = new Browser(t.app);
    expect((await applicant.signInWithPin()).statusCode).toBe(200);
    officer = new Browser(t.app);
    await officer.signInAsStaff('ADMISSIONS');
    // A second applicant with a submitted application of their own, offered the same time.
    await addOtherApplicant(t.db, OTHER);
    const applicationId = await setApplicationStatus(t.db, OTHER, 'SUBMITTED');
    await t.db.updateTable('applications').set({ eligibility: JSON.stringify({ citizenship: 'SINGAPORE_CITIZEN', residesInSingapore: true, priorUniversity: false, fullTimeWorkTwoYears: false }) }).where('id', '=', applicationId).execute();
    other = new Browser(t.app);
    expect((await other.signInWithPin(OTHER, 'Other026')).statusCode).toBe(200);
  });
  afterAll(() => t?.close());

  it('validates the invitation: slots ahead, a place or a link, https links', async () => {
    const answer = await officer.post(officeUrl(NUMBER), { kind: 'INTERVIEW', slots: [{ startsAt: '2026-02-01T10:00:00+08:00', durationMinutes: 30, videoLink: 'http://x' }] });
    expect(answer.statusCode).toBe(400);
    const codes = answer.json().errors.map((error: { code: string }) => error.code);
    expect(codes).toEqual(expect.arrayContaining(['SLOT_IN_PAST', 'INVALID_LINK']));
    expect((await officer.post(officeUrl(NUMBER), { kind: 'INTERVIEW', slots: [], slotIds: [] })).json().errors[0].code).toBe('SLOTS_REQUIRED');
  });

  it('takes a place in both languages or in neither; one place in one language is refused, naming the other', async () => {
    const slot = (place: unknown) => ({ kind: 'INTERVIEW', slots: [{ startsAt: '2026-03-12T10:00:00+08:00', durationMinutes: 30, place, videoLink: '' }] });
    const errorsOf = async (place: unknown) => (await officer.post(officeUrl(NUMBER), slot(place))).json().errors.map(({ code, field }: { code: string; field: string }) => ({ code, field }));
    expect(await errorsOf({ 'en-GB': 'Admissions Office, Room 1', 'zh-Hans': '' })).toEqual([{ code: 'ENTER_SLOT_PLACE_ZH', field: 'slots[0].place.zh-Hans' }]);
    expect(await errorsOf({ 'en-GB': ' ', 'zh-Hans': '招生办公室一号室' })).toEqual([{ code: 'ENTER_SLOT_PLACE_EN', field: 'slots[0].place.en-GB' }]);
    expect(await errorsOf({ 'en-GB': '', 'zh-Hans': '' })).toEqual([{ code: 'SLOT_PLACE_REQUIRED', field: 'slots[0].videoLink' }]);
    // The place was one text before issue 35: a client still sending one is told, not half-stored.
    expect(await errorsOf('Admissions Office, Room 1')).toContainEqual({ code: 'INVALID_VALUE', field: 'slots[0].place' });
  });

  it('invites with several slots; the same slot offered to another applicant; e-mail and dashboard item', async () => {
    const created = await officer.post(officeUrl(NUMBER), {
      kind: 'INTERVIEW',
      message: 'Please bring your NRIC.',
      slots: [
        { startsAt: '2026-03-10T10:00:00+08:00', durationMinutes: 30, place: { 'en-GB': 'Admissions Office, Room 1', 'zh-Hans': '招生办公室一号室' }, videoLink: '' },
        { startsAt: '2026-03-10T11:00:00+08:00', durationMinutes: 30, videoLink: 'https://video.example.edu/room/42' },
      ],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().slots.map(({ place, videoLink }: { place: unknown; videoLink: unknown }) => ({ place, videoLink }))).toEqual([
      { place: { 'en-GB': 'Admissions Office, Room 1', 'zh-Hans': '招生办公室一号室' }, videoLink: null },
      { place: null, videoLink: 'https://video.example.edu/room/42' },
    ]);
    sharedSlot = created.json().slots[0].id;
    const open = (await officer.get('/api/office/admission/interview-slots')).json();
    expect(open.find((slot: { id: string }) => slot.id === sharedSlot)?.place).toEqual({ 'en-GB': 'Admissions Office, Room 1', 'zh-Hans': '招生办公室一号室' });
    // The other applicant reads the portal in Chinese: their e-mails name the place in Chinese.
    await t.db.updateTable('applicants').set({ language: 'zh-Hans' }).where('id', '=', t.db.selectFrom('applications').select('applicant_id').where('application_number', '=', OTHER)).execute();
    expect((await officer.post(officeUrl(OTHER), { kind: 'INTERVIEW', slotIds: [sharedSlot] })).statusCode).toBe(201);
    const outbox = await listOutbox(t.db);
    // The offered times, each with its place in the reader's language (issue 35).
    const inEnglish = outbox.filter((mail) => mail.subject === 'You are invited to an interview or test');
    expect(inEnglish).toHaveLength(1);
    expect(inEnglish[0]?.text).toContain('10/03/2026, 10:00 (30 minutes), Admissions Office, Room 1');
    expect(inEnglish[0]?.text).toContain('10/03/2026, 11:00 (30 minutes), video call');
    const inChinese = outbox.filter((mail) => mail.subject === '面试或测试邀请');
    expect(inChinese).toHaveLength(1);
    expect(inChinese[0]?.text).toContain('2026年3月10日 10:00（30 分钟），招生办公室一号室');
    expect(inChinese[0]?.text).not.toContain('Admissions Office');
    const items = (await applicant.get('/api/applicant/action-items')).json();
    expect(items).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'INTERVIEW_SLOT', href: `/applicant/admission/applications/${NUMBER}/interview` })]));
    expect((await applicant.get(`${BASE}/calendar.ics`)).json().errors[0].code).toBe('SLOT_NOT_CHOSEN');
  });

  it('the first to choose a slot takes it; the other is refused; a choice is made once', async () => {
    // The other applicant reads Chinese: the confirmation names the place in Chinese.
    const chosen = await other.post(`/api/admission/applications/${OTHER}/interview/slot`, { slotId: sharedSlot });
    expect(chosen.statusCode).toBe(200);
    const confirmedInChinese = (await listOutbox(t.db)).find((mail) => mail.subject === '您的面试或测试时间已确认');
    expect(confirmedInChinese?.text).toContain('地点：招生办公室一号室');
    expect(confirmedInChinese?.text).not.toContain('Admissions Office');
    const taken = await applicant.post(`${BASE}/slot`, { slotId: sharedSlot });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0].code).toBe('SLOT_TAKEN');
    const invitation = (await applicant.get(BASE)).json().invitation;
    expect(invitation.slots.find((slot: { id: string }) => slot.id === sharedSlot).taken).toBe(true);
    const second = invitation.slots.find((slot: { id: string }) => slot.id !== sharedSlot).id;
    expect((await applicant.post(`${BASE}/slot`, { slotId: second })).statusCode).toBe(200);
    expect((await applicant.post(`${BASE}/slot`, { slotId: second })).json().errors[0].code).toBe('SLOT_ALREADY_CHOSEN');
    expect((await applicant.get('/api/applicant/action-items')).json().some((item: { kind: string }) => item.kind === 'INTERVIEW_SLOT')).toBe(false);
    const confirmed = (await listOutbox(t.db)).find((mail) => mail.subject === 'Your interview or test time is confirmed');
    expect(confirmed?.text).toContain('Video link: https://video.example.edu/room/42');
  });

  it('gives the chosen slot as an .ics file with UTC times and a stable UID', async () => {
    const first = await applicant.get(`${BASE}/calendar.ics`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(first.headers['content-disposition']).toContain(`interview-${NUMBER}.ics`);
    const lines = first.body.split('\r\n');
    expect(lines).toEqual(expect.arrayContaining(['DTSTART:20260310T030000Z', 'DTEND:20260310T033000Z', 'URL:https://video.example.edu/room/42']));
    const uid = lines.find((line) => line.startsWith('UID:'));
    expect((await applicant.get(`${BASE}/calendar.ics`)).body.split('\r\n').find((line) => line.startsWith('UID:'))).toBe(uid);
    const timeline = (await applicant.get(`/api/admission/applications/${NUMBER}/timeline`)).json().map((event: { kind: string }) => event.kind);
    expect(timeline).toEqual(expect.arrayContaining(['INTERVIEW_INVITED', 'INTERVIEW_SLOT_CHOSEN']));
    expect((await listStaffActions(t.db, 'APPLICATION', NUMBER)).map((action) => action.action)).toContain('INTERVIEW_INVITED');
  });

  it("words the calendar file in the language of the page it is downloaded from, the place in it", async () => {
    const lines = async () => (await other.get(`/api/admission/applications/${OTHER}/interview/calendar.ics`)).body.replace(/\r\n /g, '').split('\r\n');
    other.cookies.set(LANGUAGE_COOKIE, 'en-GB');
    expect(await lines()).toEqual(expect.arrayContaining([`SUMMARY:Admission interview (application ${OTHER})`, 'LOCATION:Admissions Office\\, Room 1']));
    other.cookies.set(LANGUAGE_COOKIE, 'zh-Hans');
    expect(await lines()).toEqual(expect.arrayContaining([`SUMMARY:招生面试（申请 ${OTHER}）`, 'LOCATION:招生办公室一号室']));
  });

  it('keeps the routes to admissions officers and each invitation to its applicant', async () => {
    const scholarships = new Browser(t.app);
    await scholarships.signInAsStaff('SCHOLARSHIPS');
    expect((await scholarships.get(officeUrl(NUMBER))).statusCode).toBe(403);
    expect((await scholarships.get('/api/office/admission/interview-slots')).statusCode).toBe(403);
    expect((await applicant.post(officeUrl(NUMBER), { kind: 'TEST', slotIds: [sharedSlot] })).statusCode).toBe(401);
    expect((await other.get(BASE)).statusCode).toBe(404);
    expect((await other.get(`${BASE}/calendar.ics`)).statusCode).toBe(404);
    expect((await other.post(`${BASE}/slot`, { slotId: sharedSlot })).statusCode).toBe(404);
  });
});
