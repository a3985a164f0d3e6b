/**
 * Referees' references: on submission each nominated referee is e-mailed a single-use link; the
 * public form opens and submits with the token in the body; a used, expired or unknown link gets one
 * answer; the applicant sees "requested / received" but never the reference; the office reads it.
 */
import { listOutbox } from '../../../src/mail/outbox';
import { refereeLink } from '../../../src/modules/admission/referee-link';
import { listReferencesForOffice } from '../../../src/modules/admission/references';
import { linkLifetimeSeconds } from '../../../src/third-party/links';
import { AFTER_SUBMISSION_MAIL_SUBJECTS } from '../../../src/modules/admission/after-submission-mail';
import { completeAdmissionApplication } from '../../helpers/complete-admission';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { oneDatabase } from '../../helpers/test-database';

const REFERENCE_LINK_SECONDS = linkLifetimeSeconds(refereeLink);

const REFERENCE = {
  relationship: 'TEACHER',
  knownFor: 'TWO_TO_5_YEARS',
  reference: 'Mei Ling led the school orchestra with care.\nShe is ready for university.',
  recommendation: 'HIGHLY_RECOMMEND',
  declaration: true,
};

/** The link tokens e-mailed to each referee, by address. */
async function refereeTokens(t: TestApp): Promise<Map<string, string>> {
  const mails = (await listOutbox(t.db)).filter((mail) => mail.subject === AFTER_SUBMISSION_MAIL_SUBJECTS.referenceRequest);
  return new Map(mails.map((mail) => [mail.to, /\/referee\?id=([\w-]+)/.exec(mail.text)![1]!]));
}

describe.each(oneDatabase())('referees and their references on %s', (target) => {
  let t: TestApp;
  let applicant: Browser;
  let number: string;
  let tokens: Map<string, string>;
  beforeAll(async () => {
    t = await createTestApp(target);
    applicant = new Browser(t.app);
    expect((await applicant.signInWithEmail()).statusCode).toBe(200);
    number = await completeAdmissionApplication(applicant);
    expect((await applicant.post(`/api/admission/applications/${number}/submit`)).statusCode).toBe(200);
    tokens = await refereeTokens(t);
  });
  afterAll(() => t?.close());

  it('e-mails each nominated referee a link of its own, held in the outbox only until it expires', async () => {
    expect([...tokens.keys()].sort()).toEqual(['david.koh@academy.edu.sg', 'lim.siewhua@rjc.edu.sg']);
    expect(new Set(tokens.values()).size).toBe(2);
    const stored = await t.db.selectFrom('referee_references').select('token_hash').execute();
    // Only hashes are stored.
    for (const token of tokens.values()) expect(stored.map((row) => row.token_hash)).not.toContain(token);
    const outbox = await t.db.selectFrom('outbox').select(['to_address', 'secret_expires_at']).where('to_address', '=', 'lim.siewhua@rjc.edu.sg').executeTakeFirstOrThrow();
    expect(outbox.secret_expires_at?.getTime()).toBe(t.clock.now().getTime() + REFERENCE_LINK_SECONDS * 1000);
    const statuses = (await applicant.get(`/api/admission/applications/${number}/referees`)).json();
    expect(statuses).toEqual([
      { position: 1, name: 'LIM SIEW HUA', status: 'REQUESTED', requestedAt: '2026-03-01T09:00:00.000Z', receivedAt: null },
      { position: 2, name: 'DAVID KOH', status: 'REQUESTED', requestedAt: '2026-03-01T09:00:00.000Z', receivedAt: null },
    ]);
  });

  it('opens the form with the token in the body, takes the reference once, and the applicant sees only that it came in', async () => {
    const referee = new Browser(t.app, '10.0.0.5');
    const token = tokens.get('lim.siewhua@rjc.edu.sg')!;
    const opened = await referee.post('/api/public/references/open', { token });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ applicantName: 'TAN MEI LING', applicationNumber: number, refereeName: 'LIM SIEW HUA' });

    t.clock.advance(600);
    const given = await referee.post('/api/public/references/submit', { token, ...REFERENCE });
    expect(given.statusCode).toBe(200);
    expect(given.json()).toEqual({ received: true });

    for (const again of [await referee.post('/api/public/references/open', { token }), await referee.post('/api/public/references/submit', { token, ...REFERENCE })]) {
      expect(again.statusCode).toBe(400);
      expect(again.json().errors[0].code).toBe('REFERENCE_LINK_INVALID');
    }

    const statuses = await applicant.get(`/api/admission/applications/${number}/referees`);
    expect(statuses.json()[0]).toEqual({ position: 1, name: 'LIM SIEW HUA', status: 'RECEIVED', requestedAt: '2026-03-01T09:00:00.000Z', receivedAt: '2026-03-01T09:10:00.000Z' });
    expect(statuses.body).not.toContain('orchestra');
    const timeline = (await applicant.get(`/api/admission/applications/${number}/timeline`)).json() as Array<{ kind: string; params: Record<string, unknown> }>;
    expect(timeline.map((event) => event.kind)).toEqual(expect.arrayContaining(['REFERENCES_REQUESTED', 'REFERENCE_RECEIVED']));
    expect(timeline.find((event) => event.kind === 'REFERENCE_RECEIVED')!.params).toEqual({ refereeName: 'LIM SIEW HUA' });

    const application = await t.db.selectFrom('applications').select('id').where('application_number', '=', number).executeTakeFirstOrThrow();
    const office = await listReferencesForOffice(t.db, application.id);
    expect(office[0]!.received).toMatchObject({ relationship: 'TEACHER', knownFor: 'TWO_TO_5_YEARS', recommendation: 'HIGHLY_RECOMMEND', reference: REFERENCE.reference });
    expect(office[1]!.received).toBeNull();

    // The admissions console reads them through its own route; an applicant cannot.
    const officer = new Browser(t.app);
    await officer.signInAsStaff('ADMISSIONS');
    const read = await officer.get(`/api/office/admission/applications/${number}/references`);
    expect(read.statusCode).toBe(200);
    expect(read.json()[0].received).toMatchObject({ recommendation: 'HIGHLY_RECOMMEND', reference: REFERENCE.reference });
    expect((await applicant.get(`/api/office/admission/applications/${number}/references`)).statusCode).toBe(401);
  });

  it('refuses an expired or unknown link with the same answer, and an incomplete reference field by field', async () => {
    const referee = new Browser(t.app, '10.0.0.6');
    const token = tokens.get('david.koh@academy.edu.sg')!;
    const incomplete = await referee.post('/api/public/references/submit', { token, ...REFERENCE, reference: '', declaration: false });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().errors.map((error: { field: string; code: string }) => [error.field, error.code])).toEqual(
      expect.arrayContaining([
        ['reference', 'ENTER_REFERENCE'],
        ['declaration', 'REFERENCE_DECLARATION_REQUIRED'],
      ]),
    );
    const unknown = await referee.post('/api/public/references/open', { token: 'x'.repeat(43) });
    t.clock.advance(REFERENCE_LINK_SECONDS);
    const expired = await referee.post('/api/public/references/open', { token });
    expect([unknown.json(), expired.json()]).toEqual([unknown.json(), unknown.json()]);
    expect(expired.json().errors[0].code).toBe('REFERENCE_LINK_INVALID');
  });

  it('limits failed links per client address', async () => {
    const guesser = new Browser(t.app, '10.0.0.7');
    const answers = [];
    for (let i = 0; i < 11; i += 1) answers.push((await guesser.post('/api/public/references/open', { token: `guess-${i}` })).statusCode);
    expect(answers.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(answers[10]).toBe(429);
  });

  it("answers 404 for another applicant's application number, and never needs the anti-forgery pair to be skipped", async () => {
    const other = new Browser(t.app);
    await other.signInWithPin();
    expect((await other.get(`/api/admission/applications/${number}/referees`)).statusCode).toBe(404);
    const forged = await new Browser(t.app).request({ method: 'POST', url: '/api/public/references/open', payload: { token: 'x' }, withXsrfHeader: false });
    expect(forged.statusCode).toBe(403);
  });
});
