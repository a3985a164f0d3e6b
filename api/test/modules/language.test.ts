/**
 * English and 中文 on the API side: the catalogue in either language, the applicant's stored choice,
 * e-mails in the recipient's language, and error parameters a browser can word in its own language.
 */
import { LANGUAGE_COOKIE } from '@portal/contracts/languages';
import { formatMessage, MESSAGES } from '@portal/contracts/messages';
import MESSAGES_ZH_HANS from '@portal/contracts/messages.zh-Hans';
import { Browser, createTestApp, type TestApp } from '../helpers/test-app';
import { oneDatabase } from '../helpers/test-database';
import { errorOf, expectError, postFrom, resetPublicState, withNewMail } from './public/public-helpers';

const LANGUAGE = '/api/auth/language';
const GENERATE = '/api/public/b2c/otp/generate';
const VERIFY = '/api/public/b2c/otp/verify';
const SUBMIT = '/api/public/b2c/account/submit';
const PIN_RESET_REQUEST = '/api/public/pin/reset-request';
const CHINESE_CODE = /您的验证码为 (\d{6})。/;
const PIN_RESET_LINK = /http:\/\/localhost:8080\/pin\/reset\?sid=ADM&id=[A-Za-z0-9_-]{43}/;

describe.each(oneDatabase())('English and Chinese on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await resetPublicState(t.db);
    await t.db.updateTable('applicants').set({ language: null }).execute();
    await t.db.updateTable('accounts').set({ language: null }).execute();
    await t.db.deleteFrom('accounts').where('email', 'like', '%@language.example.edu').execute();
  });

  /** A browser whose visitor picked a language with the switch (the cookie the shell sets). */
  function browserIn(language: string, address = '127.0.0.1'): Browser {
    const browser = new Browser(t.app, address);
    browser.cookies.set(LANGUAGE_COOKIE, language);
    return browser;
  }

  const chooseLanguage = (browser: Browser, payload: object, withXsrfHeader = true) =>
    browser.request({ method: 'PUT', url: LANGUAGE, payload, withXsrfHeader });

  describe('the message catalogue', () => {
    it('serves the Chinese catalogue when asked, and English by default', async () => {
      const chinese = await new Browser(t.app).get('/api/system/messages?lang=zh-Hans');
      expect(chinese.statusCode).toBe(200);
      expect(chinese.json()).toEqual(MESSAGES_ZH_HANS);
      expect(chinese.json().LOGIN_FAILED).toBe('您输入的登录信息与我们的记录不符。请核对后再试。');
      expect((await new Browser(t.app).get('/api/system/messages?lang=en-GB')).json()).toEqual(MESSAGES);
      expect((await new Browser(t.app).get('/api/system/messages')).json()).toEqual(MESSAGES);
    });

    it('refuses a language it does not have', async () => {
      const response = await new Browser(t.app).get('/api/system/messages?lang=fr');
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { errors: [errorOf('INVALID_VALUE', [], 'lang')] } });
    });
  });

  describe("the signed-in applicant's language", () => {
    it('is stored for the applicant, reported in the session, and still there at the next sign-in elsewhere', async () => {
      const browser = new Browser(t.app);
      expect((await browser.signInWithPin()).statusCode).toBe(200);
      expect((await browser.get('/api/auth/session')).json().language).toBeUndefined();

      const chosen = await chooseLanguage(browser, { language: 'zh-Hans' });
      expect(chosen.statusCode).toBe(204);
      expect(chosen.body).toBe('');
      expect((await browser.get('/api/auth/session')).json()).toMatchObject({ authenticated: true, language: 'zh-Hans' });

      const elsewhere = new Browser(t.app, '192.0.2.30');
      expect((await elsewhere.signInWithPin()).json()).toMatchObject({ authenticated: true, language: 'zh-Hans' });
    });

    it('is stored for an e-mail login account', async () => {
      const browser = new Browser(t.app);
      expect((await browser.signInWithEmail()).statusCode).toBe(200);
      expect((await chooseLanguage(browser, { language: 'zh-Hans' })).statusCode).toBe(204);
      expect((await browser.get('/api/auth/session')).json()).toMatchObject({ authenticated: true, language: 'zh-Hans' });
      const account = await t.db.selectFrom('accounts').select('language').where('email', '=', 'demo.account@example.edu').executeTakeFirstOrThrow();
      expect(account.language).toBe('zh-Hans');
    });

    it('cannot be stored without signing in', async () => {
      expectError(await chooseLanguage(new Browser(t.app), { language: 'zh-Hans' }), 401, 'UNAUTHENTICATED');
    });

    it('must be one of the portal languages', async () => {
      const browser = new Browser(t.app);
      await browser.signInWithPin();
      const unknown = await chooseLanguage(browser, { language: 'fr-FR' });
      expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({ status: 400, body: { errors: [errorOf('INVALID_VALUE', [], 'language')] } });
      const missing = await chooseLanguage(browser, {});
      expect(missing.json()).toEqual({ errors: [errorOf('REQUIRED', [], 'language')] });
      expect((await browser.get('/api/auth/session')).json().language).toBeUndefined();
    });

    it('is refused without the anti-forgery header', async () => {
      const browser = new Browser(t.app);
      await browser.signInWithPin();
      expectError(await chooseLanguage(browser, { language: 'zh-Hans' }, false), 403, 'CSRF_INVALID');
    });
  });

  describe("e-mails in the recipient's language", () => {
    it("sends a verification code in Chinese, text and HTML, when the visitor's language cookie says so", async () => {
      const { mails } = await withNewMail(t.db, () => postFrom(browserIn('zh-Hans'), '198.51.100.101', GENERATE, { email: 'code@language.example.edu' }));
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail!.subject).toBe('您的验证码');
      const code = CHINESE_CODE.exec(mail!.text)![1]!;
      expect(mail!.text).toContain('请在 5 分钟内输入此验证码，以验证您的电子邮箱地址。请勿将验证码告知任何人。');
      expect(mail!.text).not.toMatch(/verification code|minutes/i);
      expect(mail!.html).toContain('<html lang="zh-Hans">');
      expect(mail!.html).toContain(`您的验证码为 ${code}。`);
      expect(mail!.html).toContain('5 分钟');
    });

    it("follows the browser's Accept-Language when no language was picked, and the picked one over it", async () => {
      const fromChineseBrowser = await withNewMail(t.db, () =>
        new Browser(t.app, '198.51.100.102').request({
          method: 'POST',
          url: GENERATE,
          payload: { email: 'accept@language.example.edu' },
          headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' },
        }),
      );
      expect(fromChineseBrowser.mails.map((mail) => mail.subject)).toEqual(['您的验证码']);

      const pickedEnglish = await withNewMail(t.db, () =>
        browserIn('en-GB', '198.51.100.103').request({
          method: 'POST',
          url: GENERATE,
          payload: { email: 'picked@language.example.edu' },
          headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
        }),
      );
      const [english] = pickedEnglish.mails;
      expect(english!.subject).toBe('Your verification code');
      expect(english!.text).toContain('Enter it within 5 minutes to verify your e-mail address.');
      expect(english!.html).toContain('<html lang="en-GB">');
    });

    it("sends a PIN reset link in the applicant's stored language, even when asked for from an English browser", async () => {
      const applicant = new Browser(t.app);
      await applicant.signInWithPin();
      expect((await chooseLanguage(applicant, { language: 'zh-Hans' })).statusCode).toBe(204);

      const englishBrowser = browserIn('en-GB', '198.51.100.104');
      const { result, mails } = await withNewMail(t.db, () =>
        englishBrowser.request({
          method: 'POST',
          url: PIN_RESET_REQUEST,
          payload: { applicationNumber: 'A24000001', email: 'demo.applicant@example.edu', system: 'ADM' },
          headers: { 'accept-language': 'en-GB,en;q=0.9' },
        }),
      );
      expect(result.body).toBe('true');
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail!.subject).toBe('重设您的 PIN 码');
      expect(mail!.text).toContain('我们收到了重设您的申请（申请编号：24000001）PIN 码的请求。');
      expect(mail!.text).toContain('请在 3 天内打开以下链接设置新的 PIN 码。此链接仅可使用一次：');
      expect(mail!.text).toMatch(PIN_RESET_LINK);
      expect(mail!.text).not.toMatch(/Dear|We received|within/);
      expect(mail!.html).toContain('<html lang="zh-Hans">');
      expect(mail!.html).toContain('请在 3 天内打开以下链接设置新的 PIN 码。');
    });

    it('records the language an account is registered in, and confirms the registration in it', async () => {
      const email = 'new.account@language.example.edu';
      const browser = browserIn('zh-Hans', '198.51.100.105');
      const { mails: codeMails } = await withNewMail(t.db, () => browser.post(GENERATE, { email }));
      const code = CHINESE_CODE.exec(codeMails[0]!.text)![1]!;
      expect((await browser.post(VERIFY, { email, otp: code })).json()).toEqual({ verified: true });

      const { result, mails } = await withNewMail(t.db, () =>
        browser.post(SUBMIT, {
          firstName: 'MEI LING',
          lastName: 'TAN',
          password: 'Str0ng#Passw0rd',
          confirmPassword: 'Str0ng#Passw0rd',
          email,
          system: 'ADM',
          systemSubCategory: 'ADM',
        }),
      );
      expect(result.statusCode).toBe(201);
      const account = await t.db.selectFrom('accounts').select('language').where('email', '=', email).executeTakeFirstOrThrow();
      expect(account.language).toBe('zh-Hans');
      expect(mails.map((mail) => mail.subject)).toEqual(['您的登录账户已注册成功']);
      // 姓 before 名 in Chinese: the family name TAN comes first.
      expect(mails[0]!.text).toContain('尊敬的 TAN MEI LING：');
      expect(mails[0]!.text).toContain('您在“本科招生”的登录账户已注册成功。');
      expect(mails[0]!.html).toContain('请使用此电子邮箱地址及您设定的密码登录。');
    });
  });

  describe('error parameters', () => {
    it('gives a wait as seconds, so the same refusal reads right in English and in Chinese', async () => {
      const browser = new Browser(t.app, '198.51.100.106');
      for (let i = 0; i < 3; i++) expect((await browser.post(GENERATE, { email: 'wait@language.example.edu' })).statusCode).toBe(200);
      const refused = await browser.post(GENERATE, { email: 'wait@language.example.edu' });
      expect(refused.statusCode).toBe(429);
      const [error] = refused.json().errors;
      expect(error).toEqual({ code: 'RATE_LIMITED', message: 'Too many requests. Please wait 1 minute and try again.', params: [60] });
      expect(formatMessage(MESSAGES_ZH_HANS.RATE_LIMITED, error.params, 'zh-Hans')).toBe('请求过于频繁。请等待 1 分钟后再试。');
    });
  });
});
