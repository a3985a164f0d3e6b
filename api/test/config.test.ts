import { generateKeyPairSync } from 'node:crypto';
import path from 'node:path';
import { ConfigError, loadConfig, NATIONAL_IDENTITY_DEFAULT_SCOPES } from '../src/config';

/** Production refuses to start without a virus scanner or a payment gateway, so every production config here names both. */
const GATEWAY = { STRIPE_SECRET_KEY: 'sk_live_51PortalTestKey', STRIPE_WEBHOOK_SECRET: 'whsec_PortalTestSecret' };
const SCANNER = { CLAMD_URL: 'tcp://127.0.0.1:3310', ...GATEWAY };

describe('loadConfig', () => {
  it('reads the GST rate and the reconciliation interval, within their bounds', () => {
    expect(loadConfig({ ...SCANNER, GST_PERCENT: '8', PAYMENT_RECONCILE_SECONDS: '60', OFFER_LAPSE_CHECK_SECONDS: '5' })).toMatchObject({ gstPercent: 8, paymentReconcileSeconds: 60, offerLapseCheckSeconds: 5 });
    expect(loadConfig({ ...SCANNER, GST_PERCENT: '0' }).gstPercent).toBe(0);
    for (const rate of ['51', '9.5', '-1', 'nine']) expect(() => loadConfig({ ...SCANNER, GST_PERCENT: rate })).toThrow(/GST_PERCENT must be a whole number from 0 to 50/);
    expect(() => loadConfig({ ...SCANNER, PAYMENT_RECONCILE_SECONDS: '1' })).toThrow(/PAYMENT_RECONCILE_SECONDS must be a whole number from 5 to 86400/);
    expect(loadConfig({ ...SCANNER, SURETY_REMINDER_CHECK_SECONDS: '600' }).suretyReminderCheckSeconds).toBe(600);
    expect(() => loadConfig({ ...SCANNER, SURETY_REMINDER_CHECK_SECONDS: '0' })).toThrow(/SURETY_REMINDER_CHECK_SECONDS must be a whole number from 1 to 86400/);
  });

  it("hashes secrets at OWASP's Argon2id cost or more in production, and at less only outside it", () => {
    expect(loadConfig({ ...SCANNER, SECRET_HASH_MEMORY_KIB: '65536', SECRET_HASH_ITERATIONS: '3' }).secretHashCost).toEqual({ memoryKib: 65536, iterations: 3 });
    expect(() => loadConfig({ ...SCANNER, SECRET_HASH_MEMORY_KIB: '1024' })).toThrow(/may not be below OWASP's Argon2id cost \(19456 KiB, 2 iterations\) in production/);
    expect(() => loadConfig({ ...SCANNER, SECRET_HASH_ITERATIONS: '1' })).toThrow(/may not be below OWASP's Argon2id cost/);
    expect(loadConfig({ NODE_ENV: 'test', SECRET_HASH_MEMORY_KIB: '1024', SECRET_HASH_ITERATIONS: '1' }).secretHashCost).toEqual({ memoryKib: 1024, iterations: 1 });
    expect(() => loadConfig({ NODE_ENV: 'test', SECRET_HASH_MEMORY_KIB: '512' })).toThrow(/SECRET_HASH_MEMORY_KIB must be a whole number from 1024/);
  });

  it('fills the documented defaults', () => {
    const config = loadConfig({ ...SCANNER });
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
      staffSessionIdleSeconds: 900,
      staffSessionAbsoluteSeconds: 28800,
      gstPercent: 9,
      paymentReconcileSeconds: 300,
      offerLapseCheckSeconds: 60,
      suretyReminderCheckSeconds: 3600,
      nodeEnv: 'production',
      logLevel: 'info',
      admissionsOfficeUrl: 'https://www.example.edu/admissions',
      rateLimitPerMinute: 600,
      secretHashCost: { memoryKib: 19456, iterations: 2 },
      devMailbox: false,
      trustProxy: false,
      sessionAbsoluteSeconds: 43200,
      apiDocs: false,
      contentDir: path.resolve('./content'),
      fileStorage: 'directory',
      clamdUrl: 'tcp://127.0.0.1:3310',
      addressLookupUrl: undefined,
      addressLookupAccount: undefined,
      nationalIdentity: undefined,
      oidcKeys: undefined,
      // Personal data retention (issue 38): the periods docs/operations.md documents.
      retention: { draftDays: 180, closedApplicationYears: 2, documentYears: 3, unusedApplicantDays: 365, outboxDays: 30, staffAuditYears: 6, approvalDays: 14, reportSeconds: 86_400, removalCheckSeconds: 60 },
      socialProviders: [],
      paymentGateway: { secretKey: 'sk_live_51PortalTestKey', webhookSecret: 'whsec_PortalTestSecret', apiUrl: undefined, webhookToleranceSeconds: 300 },
    });
  });

  it('reads the national identity provider and the portal’s keys, both required in production, never echoing a key', () => {
    const jwk = () => JSON.stringify(generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' }));
    const keys = { OIDC_SIGNING_KEY: jwk(), OIDC_ENCRYPTION_KEY: jwk() };
    const provider = { OIDC_NATIONAL_IDENTITY_ISSUER: 'https://id.example.gov.sg/fapi', OIDC_NATIONAL_IDENTITY_CLIENT_ID: 'portal' };
    expect(loadConfig({ ...SCANNER, ...provider, ...keys })).toMatchObject({
      nationalIdentity: { issuer: 'https://id.example.gov.sg/fapi', clientId: 'portal', scopes: NATIONAL_IDENTITY_DEFAULT_SCOPES },
      oidcKeys: { signing: JSON.parse(keys.OIDC_SIGNING_KEY), encryption: JSON.parse(keys.OIDC_ENCRYPTION_KEY) },
    });
    expect(loadConfig({ ...SCANNER, ...provider, ...keys, OIDC_NATIONAL_IDENTITY_SCOPES: ' openid  uinfin name ' }).nationalIdentity?.scopes).toBe('openid uinfin name');
    expect(() => loadConfig({ ...SCANNER, ...provider })).toThrow(/OIDC_SIGNING_KEY and OIDC_ENCRYPTION_KEY are required in production/);
    expect(loadConfig({ NODE_ENV: 'development', ...provider }).oidcKeys).toBeUndefined();
    expect(() => loadConfig({ ...SCANNER, ...keys, ...provider, OIDC_NATIONAL_IDENTITY_ISSUER: 'http://id.internal' })).toThrow(/must be https in production/);
    expect(() => loadConfig({ ...SCANNER, OIDC_NATIONAL_IDENTITY_ISSUER: 'https://id.example.gov.sg' })).toThrow(/must be set together/);
    expect(() => loadConfig({ ...SCANNER, ...provider, ...keys, OIDC_NATIONAL_IDENTITY_SCOPES: 'uinfin name' })).toThrow(/must include openid/);
    expect(() => loadConfig({ ...SCANNER, ...keys, OIDC_ENCRYPTION_KEY: keys.OIDC_SIGNING_KEY })).toThrow(/must be different keys/);
    const publicOnly = JSON.stringify({ ...JSON.parse(keys.OIDC_SIGNING_KEY), d: undefined });
    let thrown: unknown;
    try {
      loadConfig({ ...SCANNER, ...keys, OIDC_SIGNING_KEY: publicOnly });
    } catch (error) {
      thrown = error;
    }
    expect(String(thrown)).toMatch(/OIDC_SIGNING_KEY must be a private EC P-256 key/);
    expect(String(thrown)).not.toContain(JSON.parse(keys.OIDC_SIGNING_KEY).x);
  });

  it('reads the social providers OIDC_SOCIAL_PROVIDERS lists, each with its own variables, https in production', () => {
    const google = {
      OIDC_SOCIAL_GOOGLE_ISSUER: 'https://accounts.google.com/',
      OIDC_SOCIAL_GOOGLE_CLIENT_ID: 'portal.apps.googleusercontent.com',
      OIDC_SOCIAL_GOOGLE_CLIENT_SECRET: 'google-secret',
    };
    const facebook = {
      OIDC_SOCIAL_FACEBOOK_ISSUER: 'https://www.facebook.com',
      OIDC_SOCIAL_FACEBOOK_CLIENT_ID: 'portal-fb',
      OIDC_SOCIAL_FACEBOOK_CLIENT_SECRET: 'facebook-secret',
      OIDC_SOCIAL_FACEBOOK_NAME: 'Facebook (demo)',
      OIDC_SOCIAL_FACEBOOK_SCOPES: 'openid email',
    };
    expect(loadConfig({ ...SCANNER, OIDC_SOCIAL_PROVIDERS: 'Google, facebook', ...google, ...facebook }).socialProviders).toEqual([
      { id: 'google', issuer: 'https://accounts.google.com', clientId: 'portal.apps.googleusercontent.com', clientSecret: 'google-secret', name: 'Google', scopes: 'openid profile email' },
      { id: 'facebook', issuer: 'https://www.facebook.com', clientId: 'portal-fb', clientSecret: 'facebook-secret', name: 'Facebook (demo)', scopes: 'openid email' },
    ]);
    // Variables of a provider not listed are not read.
    expect(loadConfig({ ...SCANNER, ...google }).socialProviders).toEqual([]);
    expect(() => loadConfig({ ...SCANNER, OIDC_SOCIAL_PROVIDERS: 'myspace' })).toThrow(/OIDC_SOCIAL_PROVIDERS may list google, facebook, apple, linkedin/);
    expect(() => loadConfig({ ...SCANNER, OIDC_SOCIAL_PROVIDERS: 'google,google', ...google })).toThrow(/lists google twice/);
    expect(() => loadConfig({ ...SCANNER, OIDC_SOCIAL_PROVIDERS: 'google' })).toThrow(/OIDC_SOCIAL_GOOGLE_ISSUER and OIDC_SOCIAL_GOOGLE_CLIENT_ID are required/);
    expect(() => loadConfig({ ...SCANNER, OIDC_SOCIAL_PROVIDERS: 'google', ...google, OIDC_SOCIAL_GOOGLE_CLIENT_SECRET: '' })).toThrow(/OIDC_SOCIAL_GOOGLE_CLIENT_SECRET is required/);
    expect(() => loadConfig({ ...SCANNER, OIDC_SOCIAL_PROVIDERS: 'google', ...google, OIDC_SOCIAL_GOOGLE_ISSUER: 'http://accounts.internal' })).toThrow(/OIDC_SOCIAL_GOOGLE_ISSUER must be https in production/);
    expect(() => loadConfig({ ...SCANNER, OIDC_SOCIAL_PROVIDERS: 'google', ...google, OIDC_SOCIAL_GOOGLE_SCOPES: 'email' })).toThrow(/OIDC_SOCIAL_GOOGLE_SCOPES must include openid/);
  });

  it('turns the address look-up on with a OneMap URL, and signs in only with a whole account over https in production', () => {
    expect(loadConfig({ ...SCANNER, ADDRESS_LOOKUP_URL: 'https://www.onemap.gov.sg/' })).toMatchObject({
      addressLookupUrl: 'https://www.onemap.gov.sg',
      addressLookupAccount: undefined,
    });
    const account = { ADDRESS_LOOKUP_EMAIL: 'portal@example.edu', ADDRESS_LOOKUP_PASSWORD: 'secret' };
    expect(loadConfig({ ...SCANNER, ADDRESS_LOOKUP_URL: 'https://www.onemap.gov.sg', ...account }).addressLookupAccount).toEqual({
      email: 'portal@example.edu',
      password: 'secret',
    });
    expect(loadConfig({ NODE_ENV: 'development', ADDRESS_LOOKUP_URL: 'http://127.0.0.1:4000', ...account }).addressLookupUrl).toBe('http://127.0.0.1:4000');
    expect(() => loadConfig({ ...SCANNER, ADDRESS_LOOKUP_URL: 'http://onemap.internal', ...account })).toThrow(/ADDRESS_LOOKUP_URL must be https in production/);
    expect(() => loadConfig({ ...SCANNER, ADDRESS_LOOKUP_URL: 'ftp://onemap.internal' })).toThrow(/ADDRESS_LOOKUP_URL must be a http or https URL/);
    expect(() => loadConfig({ ...SCANNER, ADDRESS_LOOKUP_URL: 'https://www.onemap.gov.sg', ADDRESS_LOOKUP_EMAIL: 'portal@example.edu' })).toThrow(
      /ADDRESS_LOOKUP_EMAIL and ADDRESS_LOOKUP_PASSWORD must be set together/,
    );
    expect(() => loadConfig({ ...SCANNER, ...account })).toThrow(/need ADDRESS_LOOKUP_URL/);
  });

  it('reads the payment gateway, required in production, pointed at the sandbox only outside production, never echoing a secret', () => {
    const sandbox = { STRIPE_SECRET_KEY: 'sk_test_sandbox1', STRIPE_WEBHOOK_SECRET: 'whsec_sandbox1', STRIPE_API_URL: 'http://127.0.0.1:4820/' };
    expect(loadConfig({ NODE_ENV: 'development', ...sandbox, STRIPE_WEBHOOK_TOLERANCE_SECONDS: '60' }).paymentGateway).toEqual({
      secretKey: 'sk_test_sandbox1',
      webhookSecret: 'whsec_sandbox1',
      apiUrl: 'http://127.0.0.1:4820',
      webhookToleranceSeconds: 60,
    });
    // Outside production, no keys: payments are off (npm start and the tests start the sandbox instead).
    expect(loadConfig({ NODE_ENV: 'development' }).paymentGateway).toBeUndefined();
    expect(loadConfig({ ...SCANNER, STRIPE_API_URL: 'https://stripe-proxy.example.edu' }).paymentGateway?.apiUrl).toBe('https://stripe-proxy.example.edu');
    expect(loadConfig({ ...SCANNER, STRIPE_SECRET_KEY: 'rk_live_restricted_1' }).paymentGateway?.secretKey).toBe('rk_live_restricted_1');

    expect(() => loadConfig({ CLAMD_URL: 'tcp://127.0.0.1:3310' })).toThrow(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required in production/);
    expect(() => loadConfig({ CLAMD_URL: 'tcp://127.0.0.1:3310', STRIPE_SECRET_KEY: GATEWAY.STRIPE_SECRET_KEY })).toThrow(/required in production/);
    expect(() => loadConfig({ ...SCANNER, ...sandbox })).toThrow(/STRIPE_API_URL must be unset \(Stripe itself\) or https in production/);
    expect(() => loadConfig({ NODE_ENV: 'development', STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/must be set together/);
    expect(() => loadConfig({ NODE_ENV: 'development', STRIPE_API_URL: 'http://127.0.0.1:4820' })).toThrow(/STRIPE_API_URL needs STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'development', ...sandbox, STRIPE_API_URL: 'http://127.0.0.1:4820/v1' })).toThrow(/STRIPE_API_URL must be an origin without a path/);
    expect(() => loadConfig({ NODE_ENV: 'development', ...sandbox, STRIPE_API_URL: 'ftp://127.0.0.1' })).toThrow(/STRIPE_API_URL must be a http or https URL/);
    for (const tolerance of ['0', '3601', 'five']) {
      expect(() => loadConfig({ ...SCANNER, STRIPE_WEBHOOK_TOLERANCE_SECONDS: tolerance })).toThrow(/STRIPE_WEBHOOK_TOLERANCE_SECONDS must be a whole number from 1 to 3600/);
    }
    // A publishable key in the secret's place, or a secret pasted with a stray word: named, never shown.
    for (const [name, secret] of [
      ['STRIPE_SECRET_KEY', 'pk_live_51PublishableLeaked'],
      ['STRIPE_WEBHOOK_SECRET', 'whsec_Leaked secret'],
    ]) {
      let thrown: unknown;
      try {
        loadConfig({ ...SCANNER, [name!]: secret });
      } catch (error) {
        thrown = error;
      }
      expect(String(thrown)).toContain(`${name} must be`);
      expect(String(thrown)).not.toContain('Leaked');
    }
  });

  it('requires a clamd address in production and checks its form', () => {
    expect(() => loadConfig({ ...GATEWAY })).toThrow(/CLAMD_URL is required in production/);
    expect(loadConfig({ NODE_ENV: 'development' }).clamdUrl).toBeUndefined();
    expect(loadConfig({ ...GATEWAY, CLAMD_URL: 'tcp://[::1]:3310' }).clamdUrl).toBe('tcp://[::1]:3310');
    for (const bad of ['http://127.0.0.1:3310', 'tcp://127.0.0.1:3310/scan', 'clamd', 'tcp://127.0.0.1:99999']) {
      expect(() => loadConfig({ CLAMD_URL: bad })).toThrow(/CLAMD_URL must be/);
    }
  });

  it('runs as development only when asked, with the mailbox and documentation as their own switches', () => {
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ nodeEnv: 'development', devMailbox: false, apiDocs: true });
    expect(loadConfig({ NODE_ENV: 'development', DEV_MAILBOX: 'on', API_DOCS: 'off' })).toMatchObject({ devMailbox: true, apiDocs: false });
    expect(loadConfig({ API_DOCS: 'on', ...SCANNER })).toMatchObject({ nodeEnv: 'production', apiDocs: true });
    expect(() => loadConfig({ DEV_MAILBOX: 'on', ...SCANNER })).toThrow(/DEV_MAILBOX=on is refused in production/);
  });

  it('keeps uploads in a directory unless FILE_STORAGE asks for the shared database', () => {
    expect(loadConfig({ ...SCANNER }).fileStorage).toBe('directory');
    expect(loadConfig({ ...SCANNER, FILE_STORAGE: 'directory' }).fileStorage).toBe('directory');
    expect(loadConfig({ ...SCANNER, FILE_STORAGE: ' database ' }).fileStorage).toBe('database');
    for (const bad of ['s3', 'Database', 'db']) {
      expect(() => loadConfig({ ...SCANNER, FILE_STORAGE: bad })).toThrow(`FILE_STORAGE must be one of directory, database (got "${bad}")`);
    }
  });

  it('reads the trusted load balancers', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1,fd00::/8,loopback', ...SCANNER }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['true', '*', '10.0.0.1/33', 'proxy.example.edu', '10.0.0.1/8/8', ',']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });

  it('derives PUBLIC_URL from PORT and reads every variable', () => {
    const config = loadConfig({
      PORT: '3000',
      DATA_DIR: ':memory:',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      SESSION_IDLE_SECONDS: '60',
      STAFF_SESSION_IDLE_SECONDS: '300',
      NODE_ENV: 'production',
      ...SCANNER,
    });
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      dataDir: ':memory:',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      smtpUrl: 'smtp://127.0.0.1:2525',
      sessionIdleSeconds: 60,
      staffSessionIdleSeconds: 300,
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
      STAFF_SESSION_IDLE_SECONDS: '0',
      NODE_ENV: 'staging',
      LOG_LEVEL: 'loud',
      ADMISSIONS_OFFICE_URL: 'ftp://example.edu',
      TRUST_PROXY: 'everyone',
      SESSION_ABSOLUTE_SECONDS: '5',
      DEV_MAILBOX: 'yes',
      API_DOCS: 'maybe',
      FILE_STORAGE: 'bucket',
      CLAMD_URL: 'http://clamd.example.edu',
      STRIPE_SECRET_KEY: 'pk_live_publishable',
      STRIPE_WEBHOOK_SECRET: 'signing secret',
      STRIPE_API_URL: 'http://127.0.0.1:4820',
      STRIPE_WEBHOOK_TOLERANCE_SECONDS: '0',
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
