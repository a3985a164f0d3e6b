import { redactUrl } from '../../src/http/request-logging';
import { Browser, createTestApp, type TestApp } from '../helpers/test-app';
import { oneDatabase } from '../helpers/test-database';
import { resetPublicState, withNewMail } from '../modules/public/public-helpers';

const LINK_TOKEN = /\/pin\/reset\?sid=ADM&id=([A-Za-z0-9_-]{43})/;

describe('redactUrl', () => {
  it.each([
    ['/pin/reset?sid=ADM&id=s3cret', '/pin/reset?sid=ADM&id=[redacted]'],
    ['/pin/reset?ID=s3cret&Id=s3cret&id=other', '/pin/reset?ID=[redacted]&Id=[redacted]&id=[redacted]'],
    ['/pin/reset?%69d=s3cret&%49%44=s3cret', '/pin/reset?%69d=[redacted]&%49%44=[redacted]'],
    ['/x?access_token=a&id_token=b&client_secret=c&X-XSRF-Token=d', '/x?access_token=[redacted]&id_token=[redacted]&client_secret=[redacted]&X-XSRF-Token=[redacted]'],
    ['/x?code=1&state=2&nonce=3&otp=4&form_session_id=5&sessionId=6&id[]=7', '/x?code=[redacted]&state=[redacted]&nonce=[redacted]&otp=[redacted]&form_session_id=[redacted]&sessionId=[redacted]&id[]=[redacted]'],
    ['/x?sid=ADM&page=2&q=tan', '/x?sid=ADM&page=2&q=tan'],
    ['/x?id', '/x?id'],
    ['/x?bad=%E0%A4%A&id=s3cret', '/x?bad=%E0%A4%A&id=[redacted]'],
    ['/b2c/account/form-1234', '/b2c/account/[redacted]'],
    ['/B2C/%61ccount/form-1234?x=1', '/B2C/%61ccount/[redacted]?x=1'],
    ['/b2c/account/', '/b2c/account/'],
    ['/api/public/b2c/account/submit', '/api/public/b2c/account/submit'],
    ['/pin/reset#id=s3cret', '/pin/reset#[redacted]'],
    ['/api/admission/offer-letter?checksum=s3cret&language=zh-Hans', '/api/admission/offer-letter?checksum=[redacted]&language=zh-Hans'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

describe.each(oneDatabase())('request logs on %s', (target) => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await resetPublicState(t.db);
    lines.length = 0;
  });

  /** Asks for a PIN-reset link for the demo application and returns the token the e-mail holds. */
  async function resetToken(): Promise<string> {
    const request = { applicationNumber: 'A24000001', email: 'demo.applicant@example.edu', system: 'ADM' };
    const { mails } = await withNewMail(t.db, () => new Browser(t.app).post('/api/public/pin/reset-request', request));
    return LINK_TOKEN.exec(mails[0]!.text)![1]!;
  }

  const loggedUrls = () => lines.map((line) => JSON.parse(line) as { req?: { url: string } }).flatMap((entry) => (entry.req ? [entry.req.url] : []));

  it('never writes a PIN-reset token, in a page URL or an /api URL, to the logs', async () => {
    const token = await resetToken();
    const browser = new Browser(t.app);
    await browser.get(`/pin/reset?sid=ADM&id=${token}`);
    await browser.get(`/pin/reset?sid=ADM&ID=${token}&%69d=${token}`);
    await browser.get(`/api/public/pin/reset?id=${token}`);
    await browser.post(`/api/public/pin/reset?token=${token}`, { token, dob: '02/02/2002', pin1: 'NewPin26', pin2: 'NewPin26', system: 'ADM' });

    expect(loggedUrls()).toEqual(
      expect.arrayContaining([
        '/pin/reset?sid=ADM&id=[redacted]',
        '/pin/reset?sid=ADM&ID=[redacted]&%69d=[redacted]',
        '/api/public/pin/reset?id=[redacted]',
        '/api/public/pin/reset?token=[redacted]',
      ]),
    );
    expect(lines.filter((line) => line.includes(token))).toEqual([]);
  });

  it('never writes the form-session id of a registration page to the logs', async () => {
    const formSessionId = 'f0rm-5e55ion-1d-0f-a-regi5tration';
    await new Browser(t.app).get(`/b2c/account/${formSessionId}`);
    expect(loggedUrls()).toContain('/b2c/account/[redacted]');
    expect(lines.filter((line) => line.includes(formSessionId))).toEqual([]);
  });

  it('tells browsers never to send a page URL on as a Referer', async () => {
    for (const url of ['/pin/reset?sid=ADM&id=abc', '/api/system/settings']) {
      const response = await new Browser(t.app).get(url);
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });
});
