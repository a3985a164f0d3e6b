/**
 * The sandbox's Checkout Sessions: created from Stripe's parameters (checked as Stripe checks the ones
 * the portal sends), read, expired (by the API, or when expires_at passes), and completed from the
 * hosted page. Each change that Stripe reports by webhook is handed to `emit` with the session as it
 * is then, in Stripe's order.
 */
import { randomBytes } from 'node:crypto';
import type { FormObject, FormValue } from './form-body';

/** An error answered the way Stripe answers it: { error: { type, message, param?, code? } } with a 4xx. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: 'invalid_request_error' | 'idempotency_error',
    message: string,
    readonly param?: string,
    readonly code?: string,
  ) {
    super(message);
  }

  body(): { error: { type: string; message: string; param?: string; code?: string } } {
    return { error: { type: this.type, message: this.message, ...(this.param ? { param: this.param } : {}), ...(this.code ? { code: this.code } : {}) } };
  }
}

export interface LineItem {
  name: string;
  unitAmount: number;
  quantity: number;
}

/** The subset of Stripe's Checkout Session object the sandbox keeps (the fields the adapter and a reader of its events use). */
export interface StripeCheckoutSession {
  id: string;
  object: 'checkout.session';
  allowed_payment_method_types: string[];
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer_details: { email: string | null } | null;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  locale: string | null;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_method_types: string[];
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  url: string | null;
}

export interface SessionRecord {
  session: StripeCheckoutSession;
  lineItems: LineItem[];
}

/** What a tester picks on the hosted page. */
export type PageOutcome = 'pay' | 'decline' | 'no-answer';
export type PageMethod = 'card' | 'paynow';

export type EmitEvent = (type: string, session: StripeCheckoutSession, options?: { withheld?: boolean }) => void;

const MIN_LIFETIME_SECONDS = 30 * 60;
const MAX_LIFETIME_SECONDS = 24 * 3600;
const DEFAULT_LIFETIME_SECONDS = 24 * 3600;
/** Stripe's smallest charge in Singapore dollars. */
const MIN_TOTAL = 50;
const PAYMENT_METHODS = ['card', 'paynow'];
const TOP_LEVEL = new Set([
  'mode', 'line_items', 'currency', 'payment_method_types', 'allowed_payment_method_types', 'client_reference_id', 'metadata',
  'customer_email', 'success_url', 'cancel_url', 'expires_at', 'locale', 'expand',
]);

const id = (prefix: string) => `${prefix}_test_${randomBytes(18).toString('base64url').replace(/[-_]/g, '')}`;

const invalid = (message: string, param?: string) => new StripeApiError(400, 'invalid_request_error', message, param, 'parameter_invalid');

function text(form: FormObject, name: string, options: { required?: boolean; max?: number } = {}): string | null {
  const value = form[name];
  if (value === undefined || value === '') {
    if (options.required) throw new StripeApiError(400, 'invalid_request_error', `Missing required param: ${name}.`, name, 'parameter_missing');
    return null;
  }
  if (typeof value !== 'string') throw invalid(`Invalid string: ${name}`, name);
  if (options.max !== undefined && value.length > options.max) throw invalid(`${name} must be at most ${options.max} characters.`, name);
  return value;
}

function wholeNumber(value: FormValue | undefined, param: string, min: number): number {
  if (typeof value !== 'string' || !/^\d+$/.test(value) || Number(value) < min) throw invalid(`Invalid integer: ${param} must be a whole number from ${min}.`, param);
  return Number(value);
}

function list(value: FormValue | undefined, param: string): FormValue[] {
  // A sparse list (line_items[0] and line_items[2]) has holes, which Stripe refuses too.
  if (!Array.isArray(value) || value.length === 0 || Array.from(value).some((item) => item === undefined)) throw invalid(`Invalid array: ${param}.`, param);
  return value;
}

function object(value: FormValue | undefined, param: string): FormObject {
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid(`Invalid object: ${param}.`, param);
  return value;
}

function httpUrl(value: string | null, param: string): string | null {
  if (value === null) return null;
  try {
    if (['http:', 'https:'].includes(new URL(value).protocol)) return value;
  } catch {
    // answered below
  }
  throw invalid(`Not a valid URL: ${param}.`, param);
}

function lineItems(form: FormObject, currency: string | null): { items: LineItem[]; currency: string } {
  const items = list(form.line_items, 'line_items');
  let listCurrency = currency;
  const parsed = items.map((raw, index) => {
    const param = `line_items[${index}]`;
    const item = object(raw, param);
    const priceData = object(item.price_data, `${param}[price_data]`);
    const itemCurrency = text(priceData, 'currency', { required: true })!.toLowerCase();
    listCurrency ??= itemCurrency;
    if (itemCurrency !== listCurrency) throw invalid('All line items must have the same currency.', `${param}[price_data][currency]`);
    const product = object(priceData.product_data, `${param}[price_data][product_data]`);
    const name = text(product, 'name', { required: true, max: 250 })!;
    return {
      name,
      unitAmount: wholeNumber(priceData.unit_amount, `${param}[price_data][unit_amount]`, 0),
      quantity: wholeNumber(item.quantity, `${param}[quantity]`, 1),
    };
  });
  return { items: parsed, currency: listCurrency! };
}

function metadata(value: FormValue | undefined): Record<string, string> {
  if (value === undefined) return {};
  const entries = Object.entries(object(value, 'metadata'));
  if (entries.length > 50) throw invalid('Metadata can have at most 50 keys.', 'metadata');
  return Object.fromEntries(
    entries.map(([key, entry]) => {
      if (typeof entry !== 'string' || key.length > 40 || entry.length > 500) throw invalid(`Invalid metadata value: metadata[${key}].`, `metadata[${key}]`);
      return [key, entry];
    }),
  );
}

function paymentMethods(form: FormObject): string[] {
  // stripe 23 sends allowed_payment_method_types; older API versions sent payment_method_types. Either lists card and paynow here.
  const name = form.allowed_payment_method_types !== undefined ? 'allowed_payment_method_types' : 'payment_method_types';
  if (form[name] === undefined) return [...PAYMENT_METHODS];
  const methods = list(form[name], name).map((method, index) => {
    if (typeof method !== 'string' || !PAYMENT_METHODS.includes(method)) throw invalid(`The sandbox takes card and paynow only: ${name}[${index}].`, `${name}[${index}]`);
    return method;
  });
  return [...new Set(methods)];
}

export class CheckoutSessions {
  private readonly records = new Map<string, SessionRecord>();

  constructor(
    private readonly pageUrl: (sessionId: string) => string,
    private readonly now: () => Date,
    private readonly emit: EmitEvent,
  ) {}

  private nowSeconds(): number {
    return Math.floor(this.now().getTime() / 1000);
  }

  create(form: FormObject): StripeCheckoutSession {
    for (const key of Object.keys(form)) if (!TOP_LEVEL.has(key)) throw invalid(`Received unknown parameter: ${key}`, key);
    if (text(form, 'mode', { required: true }) !== 'payment') throw invalid('The sandbox supports mode "payment" only.', 'mode');
    const { items, currency } = lineItems(form, text(form, 'currency')?.toLowerCase() ?? null);
    const methods = paymentMethods(form);
    if (methods.includes('paynow') && currency !== 'sgd') throw invalid('PayNow takes sgd only.', 'currency');
    const total = items.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
    if (total < MIN_TOTAL) throw invalid(`The Checkout Session's total amount due must add up to at least $0.50 ${currency}`, 'line_items');
    const created = this.nowSeconds();
    const expiresAt = form.expires_at === undefined ? created + DEFAULT_LIFETIME_SECONDS : wholeNumber(form.expires_at, 'expires_at', 0);
    if (expiresAt < created + MIN_LIFETIME_SECONDS) throw invalid('The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.', 'expires_at');
    if (expiresAt > created + MAX_LIFETIME_SECONDS) throw invalid('The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.', 'expires_at');
    const customerEmail = text(form, 'customer_email', { max: 512 });
    if (customerEmail !== null && !/^[^\s@]+@[^\s@]+$/.test(customerEmail)) throw invalid('Invalid email address: customer_email', 'customer_email');
    const sessionId = id('cs');
    const session: StripeCheckoutSession = {
      id: sessionId,
      object: 'checkout.session',
      allowed_payment_method_types: methods,
      amount_subtotal: total,
      amount_total: total,
      cancel_url: httpUrl(text(form, 'cancel_url'), 'cancel_url'),
      client_reference_id: text(form, 'client_reference_id', { max: 200 }),
      created,
      currency,
      customer_details: null,
      customer_email: customerEmail,
      expires_at: expiresAt,
      livemode: false,
      locale: text(form, 'locale'),
      metadata: metadata(form.metadata),
      mode: 'payment',
      payment_intent: null,
      payment_method_types: methods,
      payment_status: 'unpaid',
      status: 'open',
      success_url: httpUrl(text(form, 'success_url', { required: true }), 'success_url')!,
      url: this.pageUrl(sessionId),
    };
    this.records.set(sessionId, { session, lineItems: items });
    return { ...session };
  }

  /** The session's record, expired first if its time has passed; undefined when there is no such session. */
  find(sessionId: string): SessionRecord | undefined {
    const record = this.records.get(sessionId);
    if (record) this.expireIfDue(record);
    return record;
  }

  retrieve(sessionId: string): StripeCheckoutSession {
    const record = this.find(sessionId);
    if (!record) throw new StripeApiError(404, 'invalid_request_error', `No such checkout.session: '${sessionId}'`, 'session', 'resource_missing');
    return { ...record.session };
  }

  expire(sessionId: string): StripeCheckoutSession {
    const record = this.find(sessionId);
    if (!record) throw new StripeApiError(404, 'invalid_request_error', `No such checkout.session: '${sessionId}'`, 'session', 'resource_missing');
    if (record.session.status !== 'open') {
      throw new StripeApiError(400, 'invalid_request_error', `Only Checkout Sessions with a status in ["open"] can be expired. This session has status "${record.session.status}".`, undefined, 'checkout_session_not_open');
    }
    this.close(record, 'expired');
    return { ...record.session };
  }

  /** Expires every open session whose expires_at has passed (the sandbox's timer). */
  sweep(): void {
    for (const record of this.records.values()) this.expireIfDue(record);
  }

  /**
   * The tester's choice on the hosted page, as Stripe reports each:
   *   pay, card       complete + paid → checkout.session.completed
   *   pay, paynow     complete + unpaid → completed, then paid → checkout.session.async_payment_succeeded
   *   decline         complete + unpaid → completed, then checkout.session.async_payment_failed (a PayNow payment that failed)
   *   no-answer       complete + paid, and the events are made but never delivered
   * Returns false when the session is no longer open (nothing is taken).
   */
  complete(sessionId: string, outcome: PageOutcome, method: PageMethod): boolean {
    const record = this.find(sessionId);
    if (!record || record.session.status !== 'open') return false;
    const { session } = record;
    session.status = 'complete';
    session.url = null;
    session.payment_intent = id('pi');
    session.customer_details = { email: session.customer_email };
    const snapshot = () => ({ ...session });
    if (outcome === 'decline') {
      this.emit('checkout.session.completed', snapshot());
      this.emit('checkout.session.async_payment_failed', snapshot());
    } else if (outcome === 'no-answer') {
      session.payment_status = 'paid';
      this.emit('checkout.session.completed', snapshot(), { withheld: true });
    } else if (method === 'paynow') {
      this.emit('checkout.session.completed', snapshot());
      session.payment_status = 'paid';
      this.emit('checkout.session.async_payment_succeeded', snapshot());
    } else {
      session.payment_status = 'paid';
      this.emit('checkout.session.completed', snapshot());
    }
    return true;
  }

  private expireIfDue(record: SessionRecord): void {
    if (record.session.status === 'open' && record.session.expires_at <= this.nowSeconds()) this.close(record, 'expired');
  }

  private close(record: SessionRecord, status: 'expired'): void {
    record.session.status = status;
    record.session.url = null;
    this.emit('checkout.session.expired', { ...record.session });
  }
}
