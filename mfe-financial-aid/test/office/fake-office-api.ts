/** The only thing these tests replace: the network under the shared HTTP client. Routes answer what a test gives them; every request is recorded. */
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http } from '@portal/http/client';
import { setNavigator } from '@portal/http/navigation';
import { changeLanguage } from '@portal/i18n/i18n';

export const WCAG = {
  runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  rules: { 'color-contrast': { enabled: false } },
};

type Answer = unknown;
const isStatusAnswer = (answer: unknown): answer is { status: number; body: unknown } => typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer;

export class FakeOfficeApi {
  readonly routes = new Map<string, Answer | ((body: unknown) => Answer)>();
  readonly requests: Array<{ method: string; url: string; body: unknown }> = [];
  private previous = http.defaults.adapter;

  on(route: string, answer: Answer | ((body: unknown) => Answer)): this {
    this.routes.set(route, answer);
    return this;
  }

  install(): this {
    this.previous = http.defaults.adapter;
    http.defaults.adapter = this.adapter;
    return this;
  }

  uninstall(): void {
    http.defaults.adapter = this.previous;
  }

  requested(method: string, url: string) {
    return this.requests.filter((request) => request.method === method && request.url === url);
  }

  private readonly adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = (config.url ?? '').replace(/^\/api(?=\/)/, '');
    const body = typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data;
    this.requests.push({ method, url, body });
    const route = this.routes.get(`${method} ${url}`);
    if (route === undefined) return reply(config, 404, { errors: [{ code: 'NOT_FOUND', message: `no fake for ${method} ${url}` }] });
    const answer = typeof route === 'function' ? (route as (body: unknown) => Answer)(body) : route;
    return isStatusAnswer(answer) ? reply(config, answer.status, answer.body) : reply(config, 200, answer);
  };
}

function reply(config: InternalAxiosRequestConfig, status: number, data: unknown): AxiosResponse {
  const response = { data, status, statusText: '', headers: {}, config };
  if (status >= 400) throw new AxiosError(`status ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
  return response;
}

/** A fresh fake API around each test of the file (and English again after it); returns a getter. */
export function installFakeOfficeApi(): () => FakeOfficeApi {
  let api: FakeOfficeApi;
  beforeEach(() => {
    localStorage.clear();
    setNavigator(jest.fn());
    api = new FakeOfficeApi().install();
  });
  afterEach(async () => {
    api.uninstall();
    await changeLanguage('en-GB');
  });
  return () => api;
}
