/**
 * Singapore postal codes looked up with OneMap's search API (the Singapore Land Authority's national
 * map), spoken over HTTP with Node's fetch:
 *
 *   GET {base}/api/common/elastic/search?searchVal=<code>&returnGeom=N&getAddrDetails=Y&pageNum=<n>
 *   → { found, totalNumPages, pageNum, results: [{ SEARCHVAL, BLK_NO, ROAD_NAME, BUILDING, ADDRESS, POSTAL }] }
 *
 * with "NIL" for a part an address does not have. Search needs an access token: with an account
 * configured, one comes from POST {base}/api/auth/post/getToken ({ email, password } →
 * { access_token, expiry_timestamp }) and is renewed before its three days run out. A token OneMap no
 * longer accepts is answered with 200, an "error" text and no results; that must never read as "no
 * such postal code", so it is renewed once and otherwise reported as the service being unavailable.
 *
 * A search matches keywords, not only postal codes: results are kept only when their POSTAL is the
 * code asked for, and the many points of interest in one building (shops, clinics, offices) become
 * one address. Every answer is checked before use; anything unexpected is "unavailable", not a 500.
 */
import type { SingaporeAddress } from '@portal/contracts/address';
import { hasUnusualCharacters } from '@portal/contracts/text';
import * as yup from 'yup';
import { AddressServiceUnavailable, type PostalCodeLookup, type SingaporeAddressLookup } from './singapore-address-lookup';

export const SEARCH_PATH = '/api/common/elastic/search';
export const TOKEN_PATH = '/api/auth/post/getToken';

/** A postal code has a handful of buildings; pages beyond these would be shops inside them. */
const MAX_PAGES = 3;
/** OneMap's answers are a few kilobytes; a bigger one is not an answer to this question. */
const MAX_ANSWER_BYTES = 256 * 1024;
/** A token is renewed this long before OneMap says it expires (clocks differ a little). */
const TOKEN_RENEWAL_MARGIN_MS = 10 * 60_000;
const DEFAULT_TIMEOUT_MS = 5_000;

export interface OneMapAccount {
  email: string;
  password: string;
}

export interface OneMapOptions {
  /** e.g. https://www.onemap.gov.sg (no trailing slash needed). */
  baseUrl: string;
  /** Signs in for access tokens; without it searches carry no token. */
  account?: OneMapAccount;
  /** Longest one look-up may take, sign-in, pages and retry included. */
  timeoutMs?: number;
  log?: { warn(details: object, message: string): void };
  /** Milliseconds since the epoch; for token expiry. */
  now?: () => number;
}

// Upstream text goes into the applicant's form, so what the form's text fields refuse is refused here too.
const addressPart = () =>
  yup
    .string()
    .defined()
    .max(200)
    .test('characters', 'unusual characters', (value) => value === undefined || !hasUnusualCharacters(value));
const count = () => yup.number().integer().min(0).required();

const searchAnswerSchema = yup.object({
  found: count(),
  totalNumPages: count(),
  pageNum: count(),
  results: yup
    .array(
      yup.object({
        BLK_NO: addressPart(),
        ROAD_NAME: addressPart(),
        BUILDING: addressPart(),
        POSTAL: addressPart(),
      }),
    )
    .defined()
    .max(100),
  error: yup.string().optional(),
});
type SearchAnswer = yup.InferType<typeof searchAnswerSchema>;

/** "NIL" (OneMap's word for "none") and blanks become ''. */
const part = (value: string) => {
  const trimmed = value.trim();
  return trimmed.toUpperCase() === 'NIL' ? '' : trimmed;
};

export class OneMapAddressLookup implements SingaporeAddressLookup {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly now: () => number;
  private token: { value: string; expiresAt: number } | null = null;
  private pendingToken: Promise<string> | null = null;
  private warnedAboutNotice = false;

  constructor(private readonly options: OneMapOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.now = options.now ?? Date.now;
  }

  async lookUpSingaporePostalCode(postalCode: string): Promise<PostalCodeLookup> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    try {
      const addresses = new Map<string, SingaporeAddress>();
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const answer = await this.searchWithToken(postalCode, page, signal);
        for (const result of answer.results) {
          if (result.POSTAL.trim() !== postalCode) continue;
          const address = { block: part(result.BLK_NO), street: part(result.ROAD_NAME), building: part(result.BUILDING), postalCode };
          if (!address.block && !address.street && !address.building) continue;
          addresses.set(`${address.block}|${address.street}|${address.building}`, address);
        }
        if (page >= answer.totalNumPages) break;
      }
      return addresses.size ? { found: true, addresses: [...addresses.values()] } : { found: false };
    } catch (error) {
      if (error instanceof AddressServiceUnavailable) throw error;
      throw new AddressServiceUnavailable(describe(error));
    }
  }

  /** One page; a token OneMap refuses is replaced once before the refusal counts as the service being down. */
  private async searchWithToken(postalCode: string, page: number, signal: AbortSignal): Promise<SearchAnswer> {
    let token = await this.accessToken(signal);
    let answer = await this.search(postalCode, page, token, signal);
    if (isRefusal(answer) && token !== undefined) {
      this.token = null;
      token = await this.accessToken(signal);
      answer = await this.search(postalCode, page, token, signal);
    }
    if (isRefusal(answer)) throw new AddressServiceUnavailable(`OneMap refused the search: ${answer.error}`);
    if (answer.error !== undefined && !this.warnedAboutNotice) {
      // Answered, but with a complaint (e.g. a search without a token): worth an operator's attention once.
      this.warnedAboutNotice = true;
      this.options.log?.warn({ notice: answer.error }, 'OneMap answered the address search with a notice');
    }
    return answer;
  }

  private async search(postalCode: string, page: number, token: string | undefined, signal: AbortSignal): Promise<SearchAnswer> {
    const query = new URLSearchParams({ searchVal: postalCode, returnGeom: 'N', getAddrDetails: 'Y', pageNum: String(page) });
    const response = await fetch(`${this.baseUrl}${SEARCH_PATH}?${query}`, {
      headers: { Accept: 'application/json', ...(token ? { Authorization: token } : {}) },
      // A redirect would carry the token somewhere nobody configured.
      redirect: 'error',
      signal,
    });
    const body = await readJson(response, 'search');
    try {
      return searchAnswerSchema.validateSync(body, { strict: true }) as SearchAnswer;
    } catch (error) {
      throw new AddressServiceUnavailable(`OneMap's search answer has an unexpected shape: ${describe(error)}`);
    }
  }

  /** A token that is good for a while yet; one sign-in at a time however many look-ups wait for it. */
  private async accessToken(signal: AbortSignal): Promise<string | undefined> {
    const { account } = this.options;
    if (!account) return undefined;
    if (this.token && this.token.expiresAt - TOKEN_RENEWAL_MARGIN_MS > this.now()) return this.token.value;
    this.pendingToken ??= this.signIn(account, signal).finally(() => {
      this.pendingToken = null;
    });
    return this.pendingToken;
  }

  private async signIn(account: OneMapAccount, signal: AbortSignal): Promise<string> {
    const response = await fetch(`${this.baseUrl}${TOKEN_PATH}`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
      redirect: 'error',
      signal,
    });
    const body = (await readJson(response, 'sign-in')) as { access_token?: unknown; expiry_timestamp?: unknown } | null;
    const value = body?.access_token;
    const expiry = Number(body?.expiry_timestamp);
    if (typeof value !== 'string' || !value || /\s/.test(value) || !Number.isSafeInteger(expiry)) {
      throw new AddressServiceUnavailable("OneMap's sign-in answer has no usable access_token and expiry_timestamp");
    }
    this.token = { value, expiresAt: expiry * 1000 };
    return value;
  }
}

/** An answer that carries OneMap's complaint and nothing else: no token, an expired one, or one it refuses. */
const isRefusal = (answer: SearchAnswer) => answer.error !== undefined && answer.results.length === 0;

/** The JSON body of a successful answer, read up to a size limit. */
async function readJson(response: Response, what: string): Promise<unknown> {
  if (!response.ok) {
    await response.body?.cancel();
    throw new AddressServiceUnavailable(`OneMap ${what} answered HTTP ${response.status}`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (;;) {
    const chunk = await reader?.read();
    if (!chunk || chunk.done) break;
    size += chunk.value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader?.cancel();
      throw new AddressServiceUnavailable(`OneMap ${what} answer is larger than ${MAX_ANSWER_BYTES} bytes`);
    }
    chunks.push(chunk.value);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new AddressServiceUnavailable(`OneMap ${what} answer is not JSON`);
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as Error & { cause?: unknown }).cause;
  return cause instanceof Error ? `${error.message}: ${cause.message}` : `${error.name}: ${error.message}`;
}
