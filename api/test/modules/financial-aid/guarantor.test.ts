/**
 * Guarantor Information (with confirmation): only after a package with a loan is accepted; a personal
 * e-mail and a guarantor of 21 or older; the e-mailed single-use link that confirms once, expires after
 * 14 days and stops working when the details are replaced; someone else's application is 404.
 */
import { singaporeDate } from '../../../../shared/contracts/src/singapore-calendar';
import { listEvents } from '../../../src/forms/timeline';
import { listOutbox } from '../../../src/mail/outbox';
import { configureAidYear, insertAidApplication } from '../../helpers/financial-aid-year';
import { insertAnsweredAidPackage } from '../../helpers/financial-aid-answered-package';
import { packageItems } from '../../helpers/financial-aid-package';
import { applicantIdByEmail, DEMO_APPLICANT_EMAIL, DRAFT_ACCOUNT } from '../../helpers/scholarship-award';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { oneDatabase } from '../../helpers/test-database';
import { SAMPLE_GUARANTOR } from '../../../../shared/contracts/test/financial-aid-samples';

const base = (id: string) => `/api/financial-aid/applications/${id}/guarantor`;
const INVITE_SUBJECT = 'Please confirm that you will stand as guarantor for a financial aid loan';
const UPDATED_SUBJECT = 'Your guarantor information has been updated';
const CONFIRMED_SUBJECT = 'Your guarantor has confirmed';
const DECLARATIONS = { detailsCorrect: true, readLoans: true, agreeToGuarantee: true };

const GUARANTOR = SAMPLE_GUARANTOR;

type Answer = { statusCode: number; body: string; json(): { errors: Array<{ code: string; field?: string; message: string; params?: unknown[] }> } };
const codes = (response: Answer) => response.json().errors.map((error) => error.code);
const fieldCodes = (response: Answer) => response.json().errors.map((error) => [error.field, error.code]);
const tokenOf = (text: string) => /\/guarantor\?token=([A-Za-z0-9_-]{43})/.exec(text)![1]!;
/** dd/mm/yyyy of the day `years` years before today in Singapore, plus `days`. */
function bornYearsAgo(now: Date, years: number, days = 0): string {
  const [y, m, d] = singaporeDate(now).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d + days));
  return date.toISOString().slice(0, 10).split('-').reverse().join('/');
}

describe.each(oneDatabase())('the loan guarantor on %s', (target) => {
  let t: TestApp;
  let demo: Browser;
  let lim: Browser;
  /** Accepted with the tuition fee loan at 80% and the study loan at 10%. */
  let withLoans: string;
  /** Accepted with a bursary only. */
  let bursaryOnly: string;
  /** Offered, not answered yet. */
  let offered: string;
  /** Lim's, accepted with a loan. */
  let his: string;

  const put = (browser: Browser, id: string, details: object) => browser.request({ method: 'PUT', url: base(id), payload: { details } });
  const mailsTo = async (to: string, subject: string) => (await listOutbox(t.db, 500)).filter((mail) => mail.to === to && mail.subject === subject);
  /** E-mails sent at the same (test) instant have no order: the new link is the one not seen before. */
  const seen = new Set<string>();
  async function freshToken(to: string): Promise<string> {
    const fresh = (await mailsTo(to, INVITE_SUBJECT)).map((mail) => tokenOf(mail.text)).filter((token) => !seen.has(token));
    expect(fresh).toHaveLength(1);
    seen.add(fresh[0]!);
    return fresh[0]!;
  }

  beforeAll(async () => {
    t = await createTestApp(target);
    const now = t.clock.now();
    const demoId = await applicantIdByEmail(t.db, DEMO_APPLICANT_EMAIL);
    const limId = await applicantIdByEmail(t.db, DRAFT_ACCOUNT.email);
    const years = ['2026/2027', '2027/2028', '2028/2029'];
    const schemes = await configureAidYear(t.db, years[0]!, now);
    for (const year of years.slice(1)) await configureAidYear(t.db, year, now);
    withLoans = (await insertAidApplication(t.db, demoId, years[0]!, now, { status: 'AWARDED' })).id;
    bursaryOnly = (await insertAidApplication(t.db, demoId, years[1]!, now, { status: 'AWARDED' })).id;
    offered = (await insertAidApplication(t.db, demoId, years[2]!, now, { status: 'AWARDED' })).id;
    his = (await insertAidApplication(t.db, limId, years[0]!, now, { status: 'AWARDED' })).id;
    const items = packageItems(schemes, ['RC_BURSARY', 'TUITION_LOAN', 'STUDY_LOAN']);
    await insertAnsweredAidPackage(t.db, withLoans, now, {
      items,
      selection: { items: [{ code: 'RC_BURSARY', percent: null }, { code: 'TUITION_LOAN', percent: 80 }, { code: 'STUDY_LOAN', percent: 10 }] },
    });
    await insertAnsweredAidPackage(t.db, bursaryOnly, now, { items, selection: { items: [{ code: 'RC_BURSARY', percent: null }] } });
    await insertAnsweredAidPackage(t.db, offered, now, { items, status: 'OFFERED' });
    await insertAnsweredAidPackage(t.db, his, now, { items, selection: { items: [{ code: 'TUITION_LOAN', percent: 50 }] } });
    demo = new Browser(t.app);
    expect((await demo.signInWithPin()).statusCode).toBe(200);
    lim = new Browser(t.app);
    expect((await lim.signInWithEmail(DRAFT_ACCOUNT.email, DRAFT_ACCOUNT.password)).statusCode).toBe(200);
  });
  afterAll(() => t?.close());

  it('is open only once a package with a loan is accepted: 409 for a bursary only or an unanswered offer', async () => {
    for (const id of [bursaryOnly, offered]) {
      const view = await demo.get(base(id));
      expect(view.statusCode).toBe(200);
      expect(view.json()).toMatchObject({ available: false, status: null, details: null, loans: [] });
      const refused = await put(demo, id, GUARANTOR);
      expect(refused.statusCode).toBe(409);
      expect(codes(refused)).toEqual(['GUARANTOR_NOT_AVAILABLE']);
    }
    const open = (await demo.get(base(withLoans))).json();
    expect(open).toMatchObject({ available: true, status: null });
    expect(open.loans).toEqual([
      { code: 'TUITION_LOAN', category: 'TUITION_FEE_LOAN', name: { 'en-GB': 'Tuition Fee Loan', 'zh-Hans': '学费贷款' }, percent: 80, maxPercent: 90 },
      { code: 'STUDY_LOAN', category: 'STUDY_LOAN', name: { 'en-GB': 'Study Loan', 'zh-Hans': '学习贷款' }, percent: 10, maxPercent: 10 },
    ]);
    expect(await mailsTo(GUARANTOR.email, INVITE_SUBJECT)).toHaveLength(0);
  });

  it("answers another applicant's application, an unknown and a malformed id with the same 404", async () => {
    expect((await lim.get(base(withLoans))).statusCode).toBe(404);
    expect((await put(lim, withLoans, GUARANTOR)).statusCode).toBe(404);
    expect((await demo.get(base(his))).statusCode).toBe(404);
    expect((await demo.get(base('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    expect((await demo.get(base('not-an-id'))).statusCode).toBe(404);
    expect((await new Browser(t.app).get(base(withLoans))).statusCode).toBe(401);
  });

  it.each(['name@acme.com.sg', 'name@u.nus.edu', 'tan@moe.gov.sg', 'ah.kow@mail.acme.com'])('refuses the company or institutional e-mail %s', async (email) => {
    const refused = await put(demo, withLoans, { ...GUARANTOR, email });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      expect.objectContaining({
        field: 'details.email',
        code: 'GUARANTOR_PERSONAL_EMAIL',
        message: "A guarantor's e-mail must be a personal address (for example Gmail, Outlook, Yahoo or iCloud), not a company or institutional address",
      }),
    ]);
  });

  it('refuses a guarantor under 21, an undischarged bankrupt, and badly formed details, naming each field', async () => {
    const now = t.clock.now();
    const young = await put(demo, withLoans, { ...GUARANTOR, dateOfBirth: bornYearsAgo(now, 21, 1) });
    expect(young.statusCode).toBe(400);
    expect(young.json().errors).toEqual([expect.objectContaining({ field: 'details.dateOfBirth', code: 'GUARANTOR_TOO_YOUNG', params: [21], message: 'A guarantor must be aged 21 or older' })]);
    expect(fieldCodes(await put(demo, withLoans, { ...GUARANTOR, notBankrupt: false }))).toEqual([['details.notBankrupt', 'GUARANTOR_NOT_BANKRUPT_REQUIRED']]);
    expect(
      fieldCodes(
        await put(demo, withLoans, {
          ...GUARANTOR,
          idNumber: 'X1',
          mobileNumber: '+65 9123',
          grossMonthlyIncome: '12345678901.00',
          relationship: 'FRIEND',
          address: { ...GUARANTOR.address, postalCode: '12345' },
        }),
      ),
    ).toEqual([
      ['details.idNumber', 'INVALID_NRIC'],
      ['details.relationship', 'INVALID_VALUE'],
      ['details.mobileNumber', 'DIGITS_ONLY'],
      ['details.address.postalCode', 'INVALID_POSTAL_CODE'],
      ['details.grossMonthlyIncome', 'AMOUNT_FORMAT'],
    ]);
    expect(codes(await demo.request({ method: 'PUT', url: base(withLoans), payload: GUARANTOR }))).toContain('UNKNOWN_FIELD');
    expect(await mailsTo(GUARANTOR.email, INVITE_SUBJECT)).toHaveLength(0);
    expect((await demo.get(base(withLoans))).json().status).toBeNull();
  });

  it('takes a guarantor who turns 21 today, e-mails them exactly one link and tells the applicant', async () => {
    const now = t.clock.now();
    const saved = await put(demo, withLoans, { ...GUARANTOR, dateOfBirth: bornYearsAgo(now, 21), email: ' Tan.AhKow@GMAIL.com ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      available: true,
      status: 'INVITED',
      details: { fullName: 'TAN AH KOW', email: 'Tan.AhKow@GMAIL.com' },
      invitedAt: now.toISOString(),
      linkExpiresAt: new Date(now.getTime() + 14 * 86_400_000).toISOString(),
      confirmedAt: null,
    });
    const invitations = await mailsTo('Tan.AhKow@GMAIL.com', INVITE_SUBJECT);
    expect(invitations).toHaveLength(1);
    expect(invitations[0]!.text).toContain('TAN MEI LING');
    expect(invitations[0]!.text).toContain('Tuition Fee Loan: 80% of the subsidised tuition fee');
    expect(invitations[0]!.text.match(/\/guarantor\?token=/g)).toHaveLength(1);
    const token = await freshToken('Tan.AhKow@GMAIL.com');
    expect(saved.body).not.toContain(token);
    expect((await demo.get(base(withLoans))).body).not.toContain(token);
    const updated = await mailsTo(DEMO_APPLICANT_EMAIL, UPDATED_SUBJECT);
    expect(updated).toHaveLength(1);
    expect(updated[0]!.text).toContain('Your guarantor information has been updated');
    const stored = await t.db.selectFrom('financial_aid_guarantors').select(['token_hash']).where('application_id', '=', withLoans).executeTakeFirstOrThrow();
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.token_hash).not.toContain(token);
    expect((await listEvents(t.db, { kind: 'FINANCIAL_AID', formId: withLoans })).map((event) => [event.kind, event.actor, event.params])).toEqual([['GUARANTOR_INVITED', 'APPLICANT', {}]]);
  });

  it('replaces the details and the link while invited: the old link stops working', async () => {
    const first = (await put(demo, withLoans, GUARANTOR)).json();
    expect(first.details.dateOfBirth).toBe(GUARANTOR.dateOfBirth);
    const oldToken = await freshToken(GUARANTOR.email);
    const guarantor = new Browser(t.app);
    expect((await guarantor.post('/api/public/guarantor/open', { token: oldToken })).statusCode).toBe(200);
    const changed = await put(demo, withLoans, { ...GUARANTOR, mobileNumber: '98765432' });
    expect(changed.json()).toMatchObject({ status: 'INVITED', details: { mobileNumber: '98765432' } });
    const newToken = await freshToken(GUARANTOR.email);
    const stale = await guarantor.post('/api/public/guarantor/open', { token: oldToken });
    expect(stale.statusCode).toBe(404);
    expect(codes(stale)).toEqual(['GUARANTOR_LINK_INVALID']);
    expect((await guarantor.post('/api/public/guarantor/confirm', { token: oldToken, signatureName: GUARANTOR.fullName, declarations: DECLARATIONS })).statusCode).toBe(404);
    expect((await guarantor.post('/api/public/guarantor/open', { token: newToken })).json().guarantor.mobileNumber).toBe('98765432');
  });

  it('shows the guarantor what they guarantee, and confirms once with every declaration and their own name', async () => {
    const token = [...seen].at(-1)!;
    const guarantor = new Browser(t.app);
    const opened = await guarantor.post('/api/public/guarantor/open', { token });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({
      applicantName: 'TAN MEI LING',
      academicYear: '2026/2027',
      loans: [
        { code: 'TUITION_LOAN', percent: 80 },
        { code: 'STUDY_LOAN', percent: 10 },
      ],
      guarantor: { fullName: 'TAN AH KOW', idNumber: 'S7012345B', address: { postalCode: '560123' } },
    });
    expect(opened.json()).not.toHaveProperty('applicationId');
    expect((await guarantor.post('/api/public/guarantor/open', { token: 'x'.repeat(43) })).statusCode).toBe(404);
    expect((await guarantor.request({ method: 'POST', url: '/api/public/guarantor/confirm', payload: { token, signatureName: 'TAN AH KOW', declarations: DECLARATIONS }, withXsrfHeader: false })).statusCode).toBe(403);
    expect(fieldCodes(await guarantor.post('/api/public/guarantor/confirm', { token, signatureName: 'TAN AH BENG', declarations: DECLARATIONS }))).toEqual([['signatureName', 'GUARANTOR_SIGNATURE_MISMATCH']]);
    expect(fieldCodes(await guarantor.post('/api/public/guarantor/confirm', { token, signatureName: 'TAN AH KOW', declarations: { ...DECLARATIONS, agreeToGuarantee: false } }))).toEqual([
      ['declarations.agreeToGuarantee', 'GUARANTOR_DECLARATION_REQUIRED'],
    ]);
    const confirmed = await guarantor.post('/api/public/guarantor/confirm', { token, signatureName: 'tan  ah kow', declarations: DECLARATIONS });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ confirmed: true });

    for (const reuse of [
      guarantor.post('/api/public/guarantor/confirm', { token, signatureName: 'TAN AH KOW', declarations: DECLARATIONS }),
      guarantor.post('/api/public/guarantor/open', { token }),
    ]) {
      const used = await reuse;
      expect(used.statusCode).toBe(410);
      expect(codes(used)).toEqual(['GUARANTOR_LINK_USED']);
    }
    expect((await mailsTo(DEMO_APPLICANT_EMAIL, CONFIRMED_SUBJECT))[0]!.text).toContain('TAN AH KOW has confirmed');
    expect((await demo.get(base(withLoans))).json()).toMatchObject({ available: false, status: 'CONFIRMED', linkExpiresAt: null, confirmedAt: t.clock.now().toISOString() });
    const change = await put(demo, withLoans, GUARANTOR);
    expect(change.statusCode).toBe(409);
    expect(codes(change)).toEqual(['GUARANTOR_ALREADY_CONFIRMED']);
    const timeline = (await listEvents(t.db, { kind: 'FINANCIAL_AID', formId: withLoans })).map((event) => event.kind);
    expect(timeline.at(-1)).toBe('GUARANTOR_CONFIRMED');
    expect(timeline.filter((kind) => kind === 'GUARANTOR_INVITED')).toHaveLength(3);
  });

  it('answers malformed bodies with the error list, never a server error', async () => {
    const bodies = [[], 'text', { details: null }, { details: [] }, { details: { ...GUARANTOR, address: null, notBankrupt: 'yes' } }, { token: 5 }, { token: 'x', declarations: 'all', signatureName: {} }];
    const calls: Array<[string, string]> = [
      ['PUT', base(his)],
      ['POST', '/api/public/guarantor/open'],
      ['POST', '/api/public/guarantor/confirm'],
    ];
    for (const [method, url] of calls) {
      for (const payload of bodies) {
        const response = await lim.request({ method: method as 'POST', url, payload: payload as object });
        expect([400, 404, 409, 415]).toContain(response.statusCode);
        expect(response.json().errors[0].code).toEqual(expect.any(String));
      }
    }
  });
  it('lets the link expire after 14 days', async () => {
    expect((await put(lim, his, { ...GUARANTOR, fullName: 'LIM AH HUAT', email: 'lim.ahhuat@yahoo.com.sg' })).statusCode).toBe(200);
    const token = await freshToken('lim.ahhuat@yahoo.com.sg');
    const guarantor = new Browser(t.app);
    t.clock.advance(14 * 86_400 - 1);
    expect((await guarantor.post('/api/public/guarantor/open', { token })).json().loans).toEqual([expect.objectContaining({ code: 'TUITION_LOAN', percent: 50 })]);
    t.clock.advance(1);
    const expired = await guarantor.post('/api/public/guarantor/open', { token });
    expect(expired.statusCode).toBe(410);
    expect(codes(expired)).toEqual(['GUARANTOR_LINK_EXPIRED']);
    const late = await guarantor.post('/api/public/guarantor/confirm', { token, signatureName: 'LIM AH HUAT', declarations: DECLARATIONS });
    expect(late.statusCode).toBe(410);
    expect(codes(late)).toEqual(['GUARANTOR_LINK_EXPIRED']);
    // Two weeks on, Lim signs in again: his guarantor is still invited, and he can send a new link.
    const again = new Browser(t.app);
    expect((await again.signInWithEmail(DRAFT_ACCOUNT.email, DRAFT_ACCOUNT.password)).statusCode).toBe(200);
    expect((await again.get(base(his))).json()).toMatchObject({ status: 'INVITED', available: true, linkExpiresAt: expect.any(String) });
  });


  it('counts failed link uses per client address: 429 with Retry-After after 10 an hour', async () => {
    const stranger = new Browser(t.app);
    const guess = (n: number) => stranger.request({ method: 'POST', url: '/api/public/guarantor/open', payload: { token: String(n).padStart(43, 'g') }, remoteAddress: '203.0.113.9' });
    for (let n = 0; n < 10; n += 1) expect((await guess(n)).statusCode).toBe(404);
    const refused = await guess(10);
    expect(refused.statusCode).toBe(429);
    expect(codes(refused)).toEqual(['PUBLIC_TOO_MANY_ATTEMPTS']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
