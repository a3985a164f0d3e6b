/**
 * The only thing a remote's component tests replace: the network under the shared HTTP client (its axios
 * adapter). Routes answer what a test gives them, every request is recorded, and a route no test gave
 * answers 404 as the API does for an unknown resource, so a page's unexpected call shows in its error
 * handling instead of hanging.
 */
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { changeLanguage } from '@portal/i18n/i18n';
import { http } from '../../src/client';
import { setNavigator } from '../../src/navigation';

/** An answer: its body (status 200), or a status with a body. */
export type Answer = unknown;
type Route = Answer | ((body: unknown) => Answer);

export interface RecordedRequest {
  method: string;
  /** As the pages name it, without the client's /api prefix. */
  url: string;
  body: unknown;
}

const isStatusAnswer = (answer: unknown): answer is { status: number; body: unknown } =>
  typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer;

export class FakeApi {
  /** 'GET /financial-aid/current-year' → answer (or a function of the request body). */
  readonly routes = new Map<string, Route>();
  readonly requests: RecordedRequest[] = [];
  private readonly handOffs: Array<{ path: RegExp; adapter: AxiosAdapter }> = [];
  private previousAdapter = http.defaults.adapter;

  on(route: string, answer: Route): this {
    this.routes.set(route, answer);
    return this;
  }

  /** Requests whose path matches are answered by another fake (e.g. the draft server); they are still recorded. */
  handOff(path: RegExp, adapter: AxiosAdapter): this {
    this.handOffs.push({ path, adapter });
    return this;
  }

  install(): this {
    this.previousAdapter = http.defaults.adapter;
    http.defaults.adapter = this.adapter;
    return this;
  }

  uninstall(): void {
    http.defaults.adapter = this.previousAdapter;
  }

  requested(method: string, url: string): RecordedRequest[] {
    return this.requests.filter((request) => request.method === method && request.url === url);
  }

  private readonly adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    // The shared client prefixes /api; tests name routes as the pages do.
    const url = (config.url ?? '').replace(/^\/api(?=\/)/, '');
    const body = typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data;
    this.requests.push({ method, url, body });
    const handOff = this.handOffs.find(({ path }) => path.test(url));
    if (handOff) return handOff.adapter(config);
    const route = this.routes.get(`${method} ${url}`);
    if (route === undefined) return reply(config, 404, { errors: [{ code: 'NOT_FOUND', message: `no fake for ${method} ${url}` }] });
    const answer = typeof route === 'function' ? (route as (body: unknown) => Answer)(body) : route;
    return isStatusAnswer(answer) ? reply(config, answer.status, answer.body) : reply(config, 200, answer);
  };
}

/** As the shared client sees a response: an error status rejects with an AxiosError carrying the body. */
function reply(config: InternalAxiosRequestConfig, status: number, data: unknown): AxiosResponse {
  const response = { data, status, statusText: '', headers: {}, config };
  if (status >= 400) throw new AxiosError(`status ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
  return response;
}

/**
 * A fresh fake API around each test of the file (with no stored session state and a navigator that goes
 * nowhere, and English again after it); returns a getter, as the API exists only inside a test.
 */
export function installFakeApi(): () => FakeApi;
export function installFakeApi<Api extends FakeApi>(create: () => Api): () => Api;
export function installFakeApi(create: () => FakeApi = () => new FakeApi()): () => FakeApi {
  let api: FakeApi;
  beforeEach(() => {
    localStorage.clear();
    setNavigator(jest.fn());
    api = create().install();
  });
  afterEach(async () => {
    api.uninstall();
    await changeLanguage('en-GB');
  });
  return () => api;
}
