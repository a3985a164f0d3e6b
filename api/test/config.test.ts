import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('fills the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:8080',
      dataDir: path.resolve('./.data'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'Undergraduate Admissions <no-reply@admissions.example.edu>',
      otpTtlSeconds: 300,
      sessionIdleSeconds: 1800,
      officeToken: undefined,
      nodeEnv: 'development',
      logLevel: 'info',
      admissionsOfficeUrl: 'https://www.example.edu/admissions',
      rateLimitPerMinute: 600,
    });
  });

  it('derives PUBLIC_URL from PORT and reads every variable', () => {
    const config = loadConfig({
      PORT: '3000',
      DATA_DIR: ':memory:',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      SESSION_IDLE_SECONDS: '60',
      OFFICE_TOKEN: 'a-long-enough-office-token-value',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      dataDir: ':memory:',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      smtpUrl: 'smtp://127.0.0.1:2525',
      sessionIdleSeconds: 60,
      officeToken: 'a-long-enough-office-token-value',
      nodeEnv: 'production',
    });
  });

  it('fails once, naming every bad variable', () => {
    const bad = {
      PORT: 'eighty',
      PUBLIC_URL: 'not a url',
      DATABASE_URL: 'mysql://localhost/db',
      SMTP_URL: 'http://mail',
      MAIL_FROM: 'nobody',
      OTP_TTL_SECONDS: '-5',
      SESSION_IDLE_SECONDS: '0',
      OFFICE_TOKEN: 'short',
      NODE_ENV: 'staging',
      LOG_LEVEL: 'loud',
      ADMISSIONS_OFFICE_URL: 'ftp://example.edu',
    };
    let thrown: unknown;
    try {
      loadConfig(bad);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    const message = (thrown as Error).message;
    for (const name of Object.keys(bad)) expect(message).toContain(name);
    expect((thrown as ConfigError).problems).toHaveLength(Object.keys(bad).length);
  });
});
