/**
 * The local sandbox gateway at the HTTP level, for what the adapter never sends: it answers wrong
 * requests the way Stripe does (4xx with { error: { type, message } }), never takes a key it was not
 * given, and reads Stripe's bracketed form bodies without letting a key reach an object's prototype.
 */
import { startLocalStripe, type LocalStripe } from '../../../dev/local-stripe';
import { FormBodyError, parseFormBody } from '../../../dev/local-stripe/form-body';

const SECRET_KEY = 'sk_test_sandbox_http';
const auth = { Authorization: `Bearer ${SECRET_KEY}` };
const form = { 'Content-Type': 'application/x-www-form-urlencoded' };

const VALID = new URLSearchParams({
  mode: 'payment',
  'line_items[0][price_data][currency]': 'sgd',
  'line_items[0][price_data][unit_amount]': '3500',
  'line_items[0][price_data][product_data][name]': 'Application fee',
  'line_items[0][quantity]': '1',
  success_url: 'http://127.0.0.1:8080/return',
}).toString();

describe('the local sandbox gateway over HTTP', () => {
  let sandbox: LocalStripe;
  beforeAll(async () => {
    sandbox = await startLocalStripe({ secretKey: SECRET_KEY, webhookSecret: 'whsec_sandbox_http' });
  });
  afterAll(() => sandbox.stop());

  const post = (path: string, body: string, headers: Record<string, string> = {}) => fetch(`${sandbox.url}${path}`, { method: 'POST', headers: { ...auth, ...form, ...headers }, body });

  it('wants the secret key as a Bearer token, and never shows it whole', async () => {
    const none = await fetch(`${sandbox.url}/v1/checkout/sessions/cs_test_1`);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ error: { type: 'invalid_request_error', message: expect.stringMatching(/did not provide an API key/) } });
    const wrong = await fetch(`${sandbox.url}/v1/checkout/sessions/cs_test_1`, { headers: { Authorization: 'Bearer sk_test_someone_elses_key' } });
    expect(wrong.status).toBe(401);
    const { error } = (await wrong.json()) as { error: { message: string } };
    expect(error.message).toMatch(/Invalid API Key provided: sk_test_\*\*\*\*_key/);
    expect(error.message).not.toContain('someone_elses');
  });

  it('refuses what Stripe refuses, naming the parameter', async () => {
    const cases: [string, RegExp, string | undefined][] = [
      [`${VALID}&payment_method=card`, /Received unknown parameter: payment_method/, 'payment_method'],
      [VALID.replace('mode=payment', 'mode=subscription'), /mode "payment" only/, 'mode'],
      [VALID.replace('unit_amount%5D=3500', 'unit_amount%5D=10'), /at least \$0.50 sgd/, 'line_items'],
      [VALID.replace('unit_amount%5D=3500', 'unit_amount%5D=-1'), /Invalid integer/, 'line_items[0][price_data][unit_amount]'],
      [VALID.replace(/&success_url=[^&]+/, ''), /Missing required param: success_url/, 'success_url'],
      [`${VALID}&cancel_url=javascript%3Aalert(1)`, /Not a valid URL: cancel_url/, 'cancel_url'],
      [`${VALID}&allowed_payment_method_types[0]=alipay`, /card and paynow only/, 'allowed_payment_method_types[0]'],
      [`${VALID}&line_items[2][quantity]=1`, /Invalid array: line_items/, 'line_items'],
      [`${VALID}&__proto__[polluted]=yes`, /Invalid parameter name/, undefined],
      [`${VALID}&metadata[a]=1&metadata[a]=2`, /twice/, undefined],
    ];
    for (const [body, message, param] of cases) {
      const response = await post('/v1/checkout/sessions', body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { error: { type: string; message: string; param?: string } };
      expect(answer.error).toMatchObject({ type: 'invalid_request_error', message: expect.stringMatching(message) });
      expect(answer.error.param).toBe(param);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('replays the first answer for the same Idempotency-Key, as Stripe does', async () => {
    const first = await post('/v1/checkout/sessions', VALID, { 'Idempotency-Key': 'checkout:replay' });
    const second = await post('/v1/checkout/sessions', VALID, { 'Idempotency-Key': 'checkout:replay' });
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    const other = await post('/v1/checkout/sessions', `${VALID}&locale=zh`, { 'Idempotency-Key': 'checkout:replay' });
    expect(other.status).toBe(400);
    expect(((await other.json()) as { error: { type: string } }).error.type).toBe('idempotency_error');
    // Without a key, each call is a new session.
    const a = (await (await post('/v1/checkout/sessions', VALID)).json()) as { id: string };
    const b = (await (await post('/v1/checkout/sessions', VALID)).json()) as { id: string };
    expect(a.id).not.toBe(b.id);
  });

  it('answers unknown routes and sessions with 404, and a page choice it does not know with the page again', async () => {
    expect((await fetch(`${sandbox.url}/v1/customers`, { headers: auth })).status).toBe(404);
    expect((await fetch(`${sandbox.url}/pay/cs_test_unknown`)).status).toBe(404);
    expect((await fetch(`${sandbox.url}/_sandbox/events/evt_test_unknown/redeliver`, { method: 'POST' })).status).toBe(404);
    const session = (await (await post('/v1/checkout/sessions', VALID)).json()) as { url: string };
    const odd = await fetch(session.url, { method: 'POST', headers: form, body: 'outcome=refund' });
    expect(odd.status).toBe(400);
    expect(await odd.text()).toContain('Choose what happens');
  });
});

describe('Stripe form bodies', () => {
  it('read bracketed keys into objects and lists', () => {
    expect(parseFormBody('a=1&b[c]=2&b[d][0]=x&b[d][1]=y&l[0][n]=3')).toEqual({ a: '1', b: { c: '2', d: ['x', 'y'] }, l: [{ n: '3' }] });
  });

  it('refuse keys that are not Stripe’s', () => {
    for (const body of ['a[]=1', 'a]=1', '[a]=1', 'constructor[x]=1', 'a[prototype]=1', 'a=1&a[b]=2', 'a[0]=1&a[x]=2']) {
      expect(() => parseFormBody(body)).toThrow(FormBodyError);
    }
  });
});
