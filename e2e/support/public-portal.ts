import { test } from '@playwright/test';
import { MailCatcher } from './mail-catcher';
import { PrivatePortal } from './private-portal';

/**
 * A portal of the test file's own that delivers its e-mail to an in-memory SMTP server (the suite's
 * main server has no SMTP). Registers beforeAll/afterAll hooks; use `context.portal.url` as baseURL.
 */
export function portalWithMail(port: number, env: Record<string, string> = {}) {
  const context = { portal: undefined as unknown as PrivatePortal, mail: new MailCatcher() };
  test.beforeAll(async () => {
    await context.mail.start();
    context.portal = new PrivatePortal(port, {
      SMTP_URL: context.mail.smtpUrl,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    });
    await context.portal.start();
  });
  test.afterAll(async () => {
    await context.portal?.stop();
    await context.mail.stop();
  });
  return context;
}
