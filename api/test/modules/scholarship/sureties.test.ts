/**
 * After a scholarship offer is accepted: the Letter of Acceptance & Undertaking (a guardian under 18,
 * the typed name, once only, the PDF in English and Chinese), then the two sureties (the shared
 * rules at their boundaries, documents, the e-mailed single-use link that confirms once and expires).
 */
import * as fontkit from 'fontkit';
import { listEvents } from '../../../src/forms/timeline';
import { listOutbox } from '../../../src/mail/outbox';
import { fontPath } from '../../../src/pdf/fonts';
import { ELIGIBLE_SURETY } from '../../../../shared/contracts/test/scholarship-award-sample';
import { documentUpload, SAMPLE } from '../../helpers/document-forms';
import {
  applicantIdByEmail,
  DEMO_APPLICANT_EMAIL,
  DRAFT_ACCOUNT,
  insertAcceptedOffer,
  insertScholarship,
  insertScholarshipApplication,
} from '../../helpers/scholarship-award';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { oneDatabase } from '../../helpers/test-database';
import { readPdf } from '../../pdf/read-pdf';

const base = (id: string) => `/api/scholarship/applications/${id}`;
const DECLARATIONS = { readLetter: true, acceptObligations: true, bond: true, liquidatedDamages: true };
const GUARDIAN = { name: 'LIM AH HUAT', relationship: 'FATHER', email: 'lim.ahhuat@example.com', endorsement: true };
const SURETY = ELIGIBLE_SURETY;
const SECOND = { ...SURETY, fullName: 'WONG LI HUA', idNumber: 'S8112345B', relationship: 'FAMILY_FRIEND', immediateFamily: false, email: 'wong.lihua@example.com' };
const HAN = /\p{Script=Han}/u;

const codes = (response: { json(): { errors: Array<{ code: string }> } }) => response.json().errors.map((error) => error.code);
const fieldCodes = (response: { json(): { errors: Array<{ code: string; field?: string }> } }) => response.json().errors.map((error) => [error.field, error.code]);
const tokenOf = (text: string) => /\/surety\?token=([A-Za-z0-9_-]{43})/.exec(text)![1]!;
async function latestMailTo(t: TestApp, to: string, subject: string) {
  const mails = (await listOutbox(t.db)).filter((mail) => mail.to === to && mail.subject === subject);
  return mails[0]!;
}

describe.each(oneDatabase())('the undertaking and the sureties on %s', (target) => {
  let t: TestApp;
  let demo: Browser;
  let lim: Browser;
  let officer: Browser;
  let mine: string;
  let his: string;
  let notAccepted: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    // 1 July 2026: sureties of the 2026/2027 award are named once their employment letters can be
    // dated (1 June of the award year or later, and not after today).
    t.clock.advance(122 * 86_400);
    const now = t.clock.now();
    const scholarship = await insertScholarship(t.db, { academicYear: '2026/2027', code: 'AWARD_SCIENCE', bondYears: 6 }, now);
    const later = await insertScholarship(t.db, { academicYear: '2027/2028', code: 'MERIT', bondYears: 0 }, now);
    const demoId = await applicantIdByEmail(t.db, DEMO_APPLICANT_EMAIL);
    const limId = await applicantIdByEmail(t.db, DRAFT_ACCOUNT.email);
    // Today (01/07/2026 in Singapore) the demo applicant turns 18; Lim is 18 tomorrow.
    await t.db.updateTable('applicants').set({ date_of_birth: '2008-07-01' }).where('id', '=', demoId).execute();
    await t.db.updateTable('applicants').set({ date_of_birth: '2008-07-02' }).where('id', '=', limId).execute();
    mine = (await insertScholarshipApplication(t.db, demoId, '2026/2027', now)).id;
    his = (await insertScholarshipApplication(t.db, limId, '2026/2027', now)).id;
    notAccepted = (await insertScholarshipApplication(t.db, demoId, '2027/2028', now)).id;
    await insertAcceptedOffer(t.db, mine, scholarship, now);
    await insertAcceptedOffer(t.db, his, scholarship, now);
    await insertAcceptedOffer(t.db, notAccepted, later, now);
    await t.db.updateTable('scholarship_outcomes').set({ response: null, responded_at: null }).where('application_id', '=', notAccepted).execute();
    demo = new Browser(t.app);
    expect((await demo.signInWithPin()).statusCode).toBe(200);
    lim = new Browser(t.app);
    expect((await lim.signInWithEmail(DRAFT_ACCOUNT.email, DRAFT_ACCOUNT.password)).statusCode).toBe(200);
    officer = new Browser(t.app);
    await officer.signInAsStaff('SCHOLARSHIPS');
  });
  afterAll(() => t?.close());

  it('opens the letter only after the offer is accepted, and the sureties only after the letter', async () => {
    const letter = await demo.get(`${base(notAccepted)}/undertaking`);
    expect(letter.statusCode).toBe(409);
    expect(codes(letter)).toEqual(['UNDERTAKING_NOT_AVAILABLE']);
    expect((await demo.post(`${base(notAccepted)}/undertaking`, { acceptedName: 'TAN MEI LING', declarations: DECLARATIONS })).statusCode).toBe(409);
    const sureties = await demo.get(`${base(mine)}/sureties`);
    expect(sureties.statusCode).toBe(409);
    expect(codes(sureties)).toEqual(['SURETIES_NOT_AVAILABLE']);
    expect((await demo.request({ method: 'PUT', url: `${base(mine)}/sureties/1`, payload: SURETY })).statusCode).toBe(409);
    // Another applicant's application is the same 404 as an unknown one.
    expect((await lim.get(`${base(mine)}/undertaking`)).statusCode).toBe(404);
    expect((await lim.get(`${base(mine)}/undertaking/pdf`)).statusCode).toBe(404);
    expect((await lim.get(`${base(mine)}/sureties/1`)).statusCode).toBe(404);
  });

  it('words the letter: terms, the bond, 10% compounded liquidated damages; a guardian for the applicant under 18', async () => {
    const adult = (await demo.get(`${base(mine)}/undertaking`)).json();
    expect(adult).toMatchObject({ applicantName: 'TAN MEI LING', bondYears: 6, liquidatedDamagesInterestPercent: 10, guardianRequired: false, accepted: null, terms: { code: 'AWARD_SCIENCE' } });
    const english = adult.clauses['en-GB'].join('\n');
    expect(english).toContain('a bond of 6 years of work in Singapore');
    expect(english).toContain('interest at 10% a year, compounded');
    expect(english).not.toContain('under 18');
    expect(adult.clauses['zh-Hans'].join('\n')).toContain('年利率 10% 复利');
    const minor = (await lim.get(`${base(his)}/undertaking`)).json();
    expect(minor.guardianRequired).toBe(true);
    expect(minor.clauses['en-GB'].join('\n')).toContain('As I am under 18');
  });

  it('needs a guardian under 18, the applicant\'s own name and every declaration; accepted once', async () => {
    const accept = (browser: Browser, id: string, body: object) => browser.post(`${base(id)}/undertaking`, body);
    const noGuardian = await accept(lim, his, { acceptedName: 'WEI JIE LIM', declarations: DECLARATIONS });
    expect(noGuardian.statusCode).toBe(400);
    expect(fieldCodes(noGuardian)).toEqual([['guardian', 'GUARDIAN_ENDORSEMENT_REQUIRED']]);
    expect(fieldCodes(await accept(lim, his, { acceptedName: 'WEI JIE LIM', declarations: { ...DECLARATIONS, liquidatedDamages: false }, guardian: GUARDIAN }))).toEqual([
      ['declarations.liquidatedDamages', 'UNDERTAKING_DECLARATION_REQUIRED'],
    ]);
    expect(fieldCodes(await accept(lim, his, { acceptedName: 'TAN MEI LING', declarations: DECLARATIONS, guardian: GUARDIAN }))).toEqual([['acceptedName', 'UNDERTAKING_NAME_MISMATCH']]);
    const accepted = await accept(lim, his, { acceptedName: 'wei  jie lim', declarations: DECLARATIONS, guardian: GUARDIAN });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().accepted).toMatchObject({ acceptedName: 'wei  jie lim', guardian: GUARDIAN });
    const again = await accept(lim, his, { acceptedName: 'WEI JIE LIM', declarations: DECLARATIONS, guardian: GUARDIAN });
    expect(again.statusCode).toBe(409);
    expect(codes(again)).toEqual(['UNDERTAKING_ALREADY_ACCEPTED']);

    // Turning 18 today: no guardian asked for, none stored.
    const adult = await accept(demo, mine, { acceptedName: 'Tan Mei Ling', declarations: DECLARATIONS, guardian: GUARDIAN });
    expect(adult.statusCode).toBe(200);
    expect(adult.json()).toMatchObject({ guardianRequired: false, accepted: { acceptedName: 'Tan Mei Ling', guardian: null } });
    expect((await demo.get(`${base(mine)}/outcome`)).json().offer.undertakingAccepted).toBe(true);
    const events = (await listEvents(t.db, { kind: 'SCHOLARSHIP', formId: his })).map((event) => [event.kind, event.params]);
    expect(events).toEqual([['SCHOLARSHIP_UNDERTAKING_ACCEPTED', { guardian: 'LIM AH HUAT' }]]);
    expect((await listOutbox(t.db)).filter((mail) => mail.subject === 'We have received your Letter of Acceptance & Undertaking')).toHaveLength(2);
    expect((await officer.get(`/api/office/scholarship/applications/${his}/award`)).json().undertaking).toMatchObject({ acceptedName: 'wei  jie lim', guardian: GUARDIAN });
  });

  it('prints the letter in English and in Chinese, every Chinese character with a real glyph', async () => {
    const english = await demo.get(`${base(mine)}/undertaking/pdf?language=en-GB`);
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('application/pdf');
    expect(english.headers['content-disposition']).toMatch(/undertaking-.*-en-GB\.pdf/);
    const englishText = (await readPdf(english.rawPayload)).pages.join('\n').replace(/\s+/gu, '');
    for (const words of ['Letter of Acceptance & Undertaking', 'TAN MEI LING', '6 years of work in Singapore', 'interest at 10% a year, compounded', 'Tan Mei Ling']) {
      expect(englishText).toContain(words.replace(/\s+/gu, ''));
    }
    const chinese = await lim.get(`${base(his)}/undertaking/pdf?language=zh-Hans`);
    expect(chinese.statusCode).toBe(200);
    const pdf = await readPdf(chinese.rawPayload);
    const chineseText = pdf.pages.join('\n').replace(/\s+/gu, '');
    for (const words of ['接受与承诺书', '科技奖学金', '在新加坡工作6年', '年利率10%复利', '父亲']) expect(chineseText).toContain(words);
    expect(pdf.info).toMatchObject({ Language: 'zh-Hans', Title: '接受与承诺书' });
    const face = fontkit.openSync(fontPath('cjk-regular')) as fontkit.Font;
    const printed = [...new Set(pdf.pages.join(''))].filter((char) => HAN.test(char));
    expect(printed.length).toBeGreaterThan(50);
    expect(printed.filter((char) => face.glyphForCodePoint(char.codePointAt(0)!).id === 0)).toEqual([]);
  });

  it.each([
    ['02/08/2005', 20, 'SURETY_AGE_OUT_OF_RANGE'],
    ['01/08/2005', 21, null],
    ['02/08/1976', 49, null],
    ['01/08/1976', 50, 'SURETY_AGE_OUT_OF_RANGE'],
  ])('takes a surety born %s (%i on 1 August 2026) only from 21 to 49', async (dateOfBirth, _age, refusal) => {
    const saved = await demo.request({ method: 'PUT', url: `${base(mine)}/sureties/1`, payload: { ...SURETY, dateOfBirth } });
    if (refusal) {
      expect(saved.statusCode).toBe(400);
      expect(saved.json().errors).toEqual([expect.objectContaining({ field: 'dateOfBirth', code: refusal, params: [2026], message: 'A surety must be aged 21 to 49 on 1 August 2026' })]);
    } else {
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ position: 1, status: 'NOMINATED', details: { dateOfBirth } });
    }
  });

  it('refuses an old employment letter, two family members, a bankrupt and an existing agreement', async () => {
    const put = (position: number, body: object) => demo.request({ method: 'PUT', url: `${base(mine)}/sureties/${position}`, payload: body });
    expect(fieldCodes(await put(1, { ...SURETY, employmentLetterDate: '31/05/2026' }))).toEqual([['employmentLetterDate', 'SURETY_EMPLOYMENT_LETTER_TOO_OLD']]);
    // Tomorrow's letter cannot be right; today's can.
    expect((await put(1, { ...SURETY, employmentLetterDate: '02/07/2026' })).json().errors).toEqual([
      { field: 'employmentLetterDate', code: 'SURETY_EMPLOYMENT_LETTER_IN_FUTURE', message: 'The date of the employment letter must be today or in the past' },
    ]);
    expect((await put(1, { ...SURETY, employmentLetterDate: '01/07/2026' })).statusCode).toBe(200);
    expect((await put(1, SURETY)).statusCode).toBe(200);
    expect(fieldCodes(await put(2, { ...SECOND, immediateFamily: true }))).toEqual([['immediateFamily', 'SURETY_FAMILY_LIMIT']]);
    expect(fieldCodes(await put(2, { ...SECOND, bankrupt: true, existingAgreement: true }))).toEqual([
      ['bankrupt', 'SURETY_BANKRUPT'],
      ['existingAgreement', 'SURETY_EXISTING_AGREEMENT'],
    ]);
    expect(fieldCodes(await put(2, { ...SECOND, employed: false, employer: '', occupation: '', employmentLetterDate: '' }))).toEqual([['employed', 'SURETY_NOT_EMPLOYED']]);
    expect(fieldCodes(await put(2, { ...SECOND, email: 'nope' }))).toEqual([['email', 'INVALID_EMAIL']]);
    expect((await put(2, SECOND)).statusCode).toBe(200);
    expect((await put(3, SECOND)).statusCode).toBe(404);
    expect((await lim.request({ method: 'PUT', url: `${base(mine)}/sureties/2`, payload: SECOND })).statusCode).toBe(404);
  });

  it('invites a surety with both documents by e-mail: the link works once, then the applicant is told', async () => {
    const missing = await demo.post(`${base(mine)}/sureties/1/invite`);
    expect(missing.statusCode).toBe(400);
    expect(codes(missing)).toEqual(['SURETY_IDENTIFICATION_REQUIRED', 'SURETY_EMPLOYMENT_LETTER_REQUIRED']);
    const upload = (section: string, documentType: string) => demo.request({ method: 'POST', url: `${base(mine)}/documents`, ...documentUpload(SAMPLE.pdf(), `${documentType}.pdf`, { section, documentType }) });
    expect((await upload('surety1', 'KEY_SKILL_EVIDENCE')).statusCode).toBe(400);
    expect((await upload('keySkill', 'SURETY_IDENTIFICATION')).statusCode).toBe(400);
    expect((await upload('surety1', 'SURETY_IDENTIFICATION')).statusCode).toBe(201);
    expect((await upload('surety1', 'SURETY_EMPLOYMENT_LETTER')).statusCode).toBe(201);
    expect((await lim.request({ method: 'POST', url: `${base(mine)}/documents`, ...documentUpload(SAMPLE.pdf(), 'x.pdf', { section: 'surety1', documentType: 'SURETY_IDENTIFICATION' }) })).statusCode).toBe(404);

    const invited = await demo.post(`${base(mine)}/sureties/1/invite`);
    expect(invited.statusCode).toBe(200);
    expect(invited.json()).toMatchObject({
      status: 'INVITED',
      invitedAt: t.clock.now().toISOString(),
      linkExpiresAt: new Date(t.clock.now().getTime() + 14 * 86_400_000).toISOString(),
      documents: { identification: { documentType: 'SURETY_IDENTIFICATION' }, employmentLetter: { documentType: 'SURETY_EMPLOYMENT_LETTER' } },
    });
    const mail = await latestMailTo(t, SURETY.email, 'Please confirm that you will stand as surety for a scholar');
    expect(mail.text).toContain('TAN MEI LING');
    const token = tokenOf(mail.text);
    // Neither the applicant nor the office ever sees the link.
    expect((await demo.get(`${base(mine)}/sureties`)).body).not.toContain(token);
    const award = await officer.get(`/api/office/scholarship/applications/${mine}/award`);
    expect(award.json().sureties[0]).toMatchObject({ status: 'INVITED', details: { fullName: 'TAN AH KOW', idNumber: 'S8012345A' } });
    expect(award.body).not.toContain(token);
    expect(award.body).not.toMatch(/token_?hash/i);

    const surety = new Browser(t.app);
    const opened = await surety.post('/api/public/surety/open', { token: token });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ applicantName: 'TAN MEI LING', bondYears: 6, liquidatedDamagesInterestPercent: 10, surety: { fullName: 'TAN AH KOW' }, terms: { code: 'AWARD_SCIENCE' } });
    expect(opened.json().clauses['en-GB'].join(' ')).toContain('compounded');
    expect((await surety.post('/api/public/surety/open', { token: 'x'.repeat(43) })).statusCode).toBe(404);
    expect((await surety.request({ method: 'POST', url: '/api/public/surety/confirm', payload: { token, declaration: true, signatureName: 'TAN AH KOW' }, withXsrfHeader: false })).statusCode).toBe(403);
    const wrongName = await surety.post('/api/public/surety/confirm', { token: token, declaration: true, signatureName: 'TAN AH BENG' });
    expect(fieldCodes(wrongName)).toEqual([['signatureName', 'SURETY_SIGNATURE_MISMATCH']]);
    const confirmed = await surety.post('/api/public/surety/confirm', { token: token, declaration: true, signatureName: 'tan ah kow' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ confirmed: true });
    const reused = await surety.post('/api/public/surety/confirm', { token: token, declaration: true, signatureName: 'TAN AH KOW' });
    expect(reused.statusCode).toBe(404);
    expect(codes(reused)).toEqual(['SURETY_LINK_INVALID']);
    expect((await surety.post('/api/public/surety/open', { token: token })).statusCode).toBe(404);

    expect((await latestMailTo(t, DEMO_APPLICANT_EMAIL, 'Your surety has confirmed')).text).toContain('TAN AH KOW');
    expect((await demo.get(`${base(mine)}/sureties/1`)).json()).toMatchObject({ status: 'CONFIRMED', linkExpiresAt: null });
    expect((await officer.get(`/api/office/scholarship/applications/${mine}/award`)).json().sureties[0]).toMatchObject({ status: 'CONFIRMED', signatureName: 'tan ah kow' });
    const change = await demo.request({ method: 'PUT', url: `${base(mine)}/sureties/1`, payload: SURETY });
    expect(change.statusCode).toBe(409);
    expect(codes(change)).toEqual(['SURETY_ALREADY_CONFIRMED']);
    expect((await demo.post(`${base(mine)}/sureties/1/invite`)).statusCode).toBe(409);
    const timeline = (await listEvents(t.db, { kind: 'SCHOLARSHIP', formId: mine })).map((event) => event.kind);
    expect(timeline).toEqual(expect.arrayContaining(['SURETY_INVITED', 'SURETY_CONFIRMED']));
  });

  it('answers malformed bodies with the error list, never a server error', async () => {
    const bodies = [[], 'text', { declarations: null, guardian: null }, { acceptedName: 5, declarations: 'x', guardian: [] }, { dateOfBirth: {}, immediateFamily: 'maybe', mobile: null }, { decision: null, declineReason: [] }, { declaration: 'yes', signatureName: { a: 1 } }];
    const calls: Array<[string, string]> = [
      ['POST', `${base(mine)}/outcome/response`],
      ['POST', `${base(his)}/undertaking`],
      ['PUT', `${base(mine)}/sureties/2`],
      ['POST', '/api/public/surety/open'],
      ['POST', '/api/public/surety/confirm'],
    ];
    for (const [method, url] of calls) {
      for (const payload of bodies) {
        const response = await (url.startsWith(base(his)) ? lim : demo).request({ method: method as 'POST', url, payload: payload as object });
        expect([400, 404, 409, 415]).toContain(response.statusCode);
        expect(response.json().errors[0].code).toEqual(expect.any(String));
      }
    }
  });

  it('replaces the link when inviting again or changing the details, and the link expires after 14 days', async () => {
    for (const documentType of ['SURETY_IDENTIFICATION', 'SURETY_EMPLOYMENT_LETTER']) {
      const uploaded = await demo.request({ method: 'POST', url: `${base(mine)}/documents`, ...documentUpload(SAMPLE.pdf(), 'doc.pdf', { section: 'surety2', documentType }) });
      expect(uploaded.statusCode).toBe(201);
    }
    // E-mails sent at the same (test) instant have no order: the new link is the one not seen before.
    const seen = new Set<string>();
    const invite = async () => {
      expect((await demo.post(`${base(mine)}/sureties/2/invite`)).statusCode).toBe(200);
      const tokens = (await listOutbox(t.db)).filter((mail) => mail.to === SECOND.email).map((mail) => tokenOf(mail.text));
      const fresh = tokens.filter((token) => !seen.has(token));
      expect(fresh).toHaveLength(1);
      seen.add(fresh[0]!);
      return fresh[0]!;
    };
    const surety = new Browser(t.app);
    const first = await invite();
    const second = await invite();
    expect(second).not.toBe(first);
    expect((await surety.post('/api/public/surety/open', { token: first })).statusCode).toBe(404);
    expect((await surety.post('/api/public/surety/open', { token: second })).statusCode).toBe(200);
    expect((await demo.request({ method: 'PUT', url: `${base(mine)}/sureties/2`, payload: { ...SECOND, mobile: '98765432' } })).json().status).toBe('NOMINATED');
    expect((await surety.post('/api/public/surety/open', { token: second })).statusCode).toBe(404);

    const third = await invite();
    t.clock.advance(14 * 86_400 - 1);
    expect((await surety.post('/api/public/surety/open', { token: third })).statusCode).toBe(200);
    t.clock.advance(1);
    const expired = await surety.post('/api/public/surety/open', { token: third });
    expect(expired.statusCode).toBe(410);
    expect(codes(expired)).toEqual(['SURETY_LINK_EXPIRED']);
    expect((await surety.post('/api/public/surety/confirm', { token: third, declaration: true, signatureName: SECOND.fullName })).statusCode).toBe(410);
  });
});
