import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { oneDatabase } from '../../helpers/test-database';
import { errorOf, expectError, outbox, postFrom, insertCeApplication, resetPublicState } from './public-helpers';

const ENQUIRY = '/api/public/application-number/enquiry';

const demo = () => ({
  fullName: 'TAN MEI LING',
  dob: '01/01/2006',
  nric: 'S1234567D',
  email: 'demo.applicant@example.edu',
  nokName: 'TAN AH KOW',
  nokContact: { countryCode: '65', areaCode: '', contactNumber: '91234567' },
  system: 'ADM',
});

/** A Malaysian applicant whose alternative contact's number has an area code, in the continuing-education system. */
const withAreaCode = () => ({
  fullName: 'LIM  WEI   JIE',
  dob: '15/07/1990',
  nric: 'g7654321n',
  email: 'Lim.WeiJie@Example.com',
  nokName: 'lim ah seng',
  nokContact: { countryCode: '60', areaCode: '3', contactNumber: '21234567' },
  system: 'CE',
});

describe.each(oneDatabase())('application number enquiry on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
    const applicant = await t.db
      .insertInto('applicants')
      .values({
        full_name: 'Lim Wei Jie',
        nric: 'G7654321N',
        date_of_birth: '1990-07-15',
        email: 'lim.weijie@example.com',
        alt_contact_name: 'LIM AH SENG',
        alt_contact_country_code: '60',
        alt_contact_area_code: '3',
        alt_contact_number: '21234567',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertCeApplication(t.db, applicant.id, '25000042', 'LimPin26', t.clock.now());
  });
  afterAll(() => t?.close());
  beforeEach(() => resetPublicState(t.db));

  const enquire = (payload: object, remoteAddress = '127.0.0.1') => postFrom(new Browser(t.app), remoteAddress, ENQUIRY, payload);

  it('answers the number with its system prefix as a JSON string when everything matches', async () => {
    const response = await enquire(demo());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toBe('"A24000001"');
    expect(response.json()).toBe('A24000001');
    // Nothing is e-mailed: the answer is the number.
    expect(await outbox(t.db)).toEqual([]);
  });

  it('compares names upper-case with collapsed spaces, NRIC upper-case, e-mail case-insensitively; matches an area code', async () => {
    const response = await enquire(withAreaCode());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe('P25000042');
    // A leading zero in the country code is the same code.
    expect((await enquire({ ...withAreaCode(), nokContact: { ...withAreaCode().nokContact, countryCode: '060' } })).json()).toBe('P25000042');
  });

  it('answers 404 APPNO_NOT_FOUND when any one field differs', async () => {
    const misses: object[] = [
      { ...demo(), fullName: 'TAN MEI LIN' },
      { ...demo(), dob: '02/01/2006' },
      { ...demo(), nric: 'S1234567E' },
      { ...demo(), email: 'demo.other@example.edu' },
      { ...demo(), nokName: 'TAN AH KAU' },
      { ...demo(), nokContact: { countryCode: '60', areaCode: '', contactNumber: '91234567' } },
      { ...demo(), nokContact: { countryCode: '65', areaCode: '', contactNumber: '91234568' } },
      // An area code where the stored number has none, and none where it has one.
      { ...demo(), nokContact: { countryCode: '65', areaCode: '6', contactNumber: '91234567' } },
      { ...withAreaCode(), nokContact: { countryCode: '60', areaCode: '', contactNumber: '21234567' } },
      // The right facts asked in another system.
      { ...demo(), system: 'CE' },
      { ...withAreaCode(), system: 'ADM' },
    ];
    // (From several addresses: one address gets 10 misses an hour.)
    for (const [i, payload] of misses.entries()) expectError(await enquire(payload, `192.0.2.${i % 2}`), 404, 'APPNO_NOT_FOUND');
  });

  it('treats a missing area code as empty', async () => {
    const payload = demo();
    const response = await enquire({ ...payload, nokContact: { countryCode: '65', contactNumber: '91234567' } });
    expect(response.json()).toBe('A24000001');
  });

  it('refuses an address after 10 failed enquiries an hour; successes are not counted', async () => {
    for (let i = 0; i < 10; i++) {
      expectError(await enquire({ ...demo(), nric: `S000000${i}A` }, '198.51.100.20'), 404, 'APPNO_NOT_FOUND');
      if (i === 3) expect((await enquire(demo(), '198.51.100.20')).statusCode).toBe(200);
    }
    const refused = await enquire(demo(), '198.51.100.20');
    expectError(refused, 429, 'PUBLIC_TOO_MANY_ATTEMPTS', [3600]);
    expect(refused.headers['retry-after']).toBe('3600');
    expect((await enquire(demo(), '198.51.100.21')).statusCode).toBe(200);
    t.clock.advance(3600);
    expect((await enquire(demo(), '198.51.100.20')).statusCode).toBe(200);
  });

  it('validates with the shared schema, naming each field (nested ones by path)', async () => {
    const response = await enquire({
      fullName: 'x'.repeat(201),
      dob: '32/01/2006',
      nric: '',
      email: 'not-an-email',
      nokName: '',
      nokContact: { countryCode: '+65', areaCode: '12345', contactNumber: '' },
      system: 'ADM',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      errorOf('TOO_LONG', [200], 'fullName'),
      errorOf('INVALID_DATE', [], 'dob'),
      errorOf('ENTER_YOUR_NRIC_FIN', [], 'nric'),
      errorOf('INVALID_EMAIL', [], 'email'),
      errorOf('ENTER_ALTERNATIVE_CONTACT_NAME', [], 'nokName'),
      errorOf('DIGITS_ONLY', [], 'nokContact.countryCode'),
      errorOf('TOO_LONG', [4], 'nokContact.areaCode'),
      errorOf('ENTER_ALTERNATIVE_CONTACT_NUMBER', [], 'nokContact.contactNumber'),
    ]);
    const missingContact = await enquire({ ...demo(), nokContact: undefined });
    expect(missingContact.json().errors).toEqual([
      errorOf('ENTER_ALTERNATIVE_CONTACT_COUNTRY_CODE', [], 'nokContact.countryCode'),
      errorOf('ENTER_ALTERNATIVE_CONTACT_NUMBER', [], 'nokContact.contactNumber'),
    ]);
    const wrongType = await enquire({ ...demo(), nokContact: '6591234567' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors).toEqual([errorOf('INVALID_VALUE', [], 'nokContact')]);
    const nestedWrongType = await enquire({ ...demo(), nokContact: { countryCode: ['65'], contactNumber: '91234567' } });
    expect(nestedWrongType.json().errors).toEqual([errorOf('INVALID_VALUE', [], 'nokContact.countryCode')]);
    // Validation failures are not guesses.
    expect(await t.db.selectFrom('attempt_counters').selectAll().execute()).toEqual([]);
  });
});
