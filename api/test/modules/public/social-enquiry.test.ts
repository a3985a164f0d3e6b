import { maskIdentifier } from '../../../src/modules/public/mail';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { oneDatabase } from '../../helpers/test-database';
import { errorOf, expectError, outbox, withNewMail, postFrom, resetPublicState } from './public-helpers';

const SOCIAL = '/api/public/b2c/socialEnq/submit';

const demo = (extra: object = {}) => ({
  fullName: 'TAN MEI LING',
  dateOfBirth: '01/01/2006',
  email: 'demo.applicant@example.edu',
  system: 'ADM',
  subSystem: 'ADM',
  ...extra,
});

describe('masking a social identifier', () => {
  it('keeps the first and last character of the local part and the domain', () => {
    expect(maskIdentifier('tan.meiling@gmail.com')).toBe('t*********g@gmail.com');
    expect(maskIdentifier('ab@x.com')).toBe('a*@x.com');
    expect(maskIdentifier('104857329410982376541')).toBe('1*******************1');
  });
});

describe.each(oneDatabase())('social-account enquiry on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
    // An applicant with no linked social account, and one with two.
    await t.db
      .insertInto('applicants')
      .values([
        {
          full_name: 'WONG KAI XIN',
          nric: 'T0123456J',
          date_of_birth: '2005-12-31',
          email: 'kaixin.wong@example.org',
          alt_contact_name: 'WONG AH MUI',
          alt_contact_country_code: '65',
          alt_contact_area_code: null,
          alt_contact_number: '98765432',
        },
        {
          full_name: 'Rajesh  Kumar',
          nric: 'S7777777Z',
          date_of_birth: '2004-03-15',
          email: 'rajesh.k@example.org',
          alt_contact_name: 'KUMAR',
          alt_contact_country_code: '65',
          alt_contact_area_code: null,
          alt_contact_number: '98765433',
        },
      ])
      .execute();
    const rajesh = await t.db.selectFrom('applicants').select('id').where('nric', '=', 'S7777777Z').executeTakeFirstOrThrow();
    await t.db
      .insertInto('social_links')
      .values([
        { applicant_id: rajesh.id, provider: 'Facebook', provider_subject: 'fb-99120', provider_email: 'rajesh.kumar@outlook.com' },
        { applicant_id: rajesh.id, provider: 'LinkedIn', provider_subject: 'li-rajeshk', provider_email: null },
      ])
      .execute();
  });
  afterAll(() => t?.close());
  beforeEach(() => resetPublicState(t.db));

  const enquire = (payload: object, remoteAddress = '127.0.0.1') => postFrom(new Browser(t.app), remoteAddress, SOCIAL, payload);

  it('e-mails the linked provider with a masked identifier when name, date of birth and e-mail match (seeded Google link)', async () => {
    const response = await enquire(demo({ fullName: 'TAN  MEI LING', email: 'Demo.Applicant@example.edu' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: true });

    const mails = await outbox(t.db);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ to: 'demo.applicant@example.edu', subject: 'Your social account enquiry' });
    expect(mail!.text).toContain('Google: t*********g@gmail.com');
    expect(mail!.text).not.toContain('tan.meiling');
    expect(mail!.html).toContain('<li>Google: t*********g@gmail.com</li>');
    expect(mail!.text).toContain('http://localhost:8080/login?sid=ADM&sscid=ADM');
  });

  it('lists every linked provider, masking the subject when there is no e-mail', async () => {
    await enquire({ fullName: 'RAJESH KUMAR', dateOfBirth: '15/03/2004', email: 'rajesh.k@example.org', system: 'CE', subSystem: '' });
    const [mail] = await outbox(t.db);
    expect(mail!.text).toContain('Facebook: r**********r@outlook.com');
    expect(mail!.text).toContain('LinkedIn: l********k');
    expect(mail!.text).toContain('http://localhost:8080/alcnsLogin?sid=CE&sscid=CE');
  });

  it('says so when no social account is linked', async () => {
    const response = await enquire({ fullName: 'WONG KAI XIN', dateOfBirth: '31/12/2005', email: 'kaixin.wong@example.org', system: 'ADM', subSystem: 'ADM' });
    expect(response.json()).toEqual({ sent: true });
    const [mail] = await outbox(t.db);
    expect(mail).toMatchObject({ to: 'kaixin.wong@example.org', subject: 'Your social account enquiry' });
    expect(mail!.text).toContain('No social account is linked to your application.');
  });

  it('answers exactly the same and sends nothing when the details do not match', async () => {
    const match = await enquire(demo());
    const misses = [
      await enquire(demo({ fullName: 'TAN MEI LIN' })),
      await enquire(demo({ dateOfBirth: '02/01/2006' })),
      await enquire(demo({ email: 'someone@example.edu' })),
    ];
    for (const miss of misses) {
      expect(miss.statusCode).toBe(match.statusCode);
      expect(miss.body).toBe(match.body);
      expect(miss.headers['content-type']).toBe(match.headers['content-type']);
    }
    expect((await outbox(t.db)).map((mail) => mail.to)).toEqual(['demo.applicant@example.edu']);
  });

  it('limits enquiries per client address (matches and misses alike); beyond 5 an hour per e-mail address it answers the same but sends nothing', async () => {
    for (let i = 0; i < 10; i++) {
      const payload = i % 2 ? demo({ email: `x${i}@example.edu` }) : demo({ fullName: `NOBODY ${i}`, email: `y${i}@example.edu` });
      expect((await enquire(payload, '198.51.100.60')).statusCode).toBe(200);
    }
    const refused = await enquire(demo(), '198.51.100.60');
    expectError(refused, 429, 'PUBLIC_TOO_MANY_ATTEMPTS', [3600]);
    expect(refused.headers['retry-after']).toBe('3600');

    for (let i = 0; i < 5; i++) expect((await enquire(demo(), `198.51.100.${70 + i}`)).statusCode).toBe(200);
    const { result: perEmail, mails } = await withNewMail(t.db, () => enquire(demo(), '198.51.100.80'));
    expect(perEmail.statusCode).toBe(200);
    expect(perEmail.json()).toEqual({ sent: true });
    expect(mails).toEqual([]);
    expect((await outbox(t.db)).length).toBe(5);
  });

  it('validates with the shared schema, naming each field', async () => {
    const response = await enquire({ fullName: '', dateOfBirth: '1/1/2006', email: 'nope', system: 'ADM', subSystem: 'ADM', extra: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      errorOf('ENTER_YOUR_FULL_NAME', [], 'fullName'),
      errorOf('INVALID_DATE', [], 'dateOfBirth'),
      errorOf('INVALID_EMAIL', [], 'email'),
      errorOf('UNKNOWN_FIELD', ['extra']),
    ]);
  });
});
