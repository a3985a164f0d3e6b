/**
 * The only thing these tests replace: the network under the shared HTTP client. Section drafts go to
 * shared/forms' fake draft server (versions, conflicts, complete: true); other routes answer what a
 * test gives them, and every request is recorded.
 */
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { OfferedScholarship, ScholarshipForm } from '@portal/contracts/scholarship/api';
import { http } from '@portal/http/client';
import { setNavigator } from '@portal/http/navigation';
import { changeLanguage } from '@portal/i18n/i18n';
import { FakeDraftServer } from '../../../shared/forms/test/helpers/fake-draft-server';

export const WCAG = {
  runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  rules: { 'color-contrast': { enabled: false } },
};

/** An answer: its body (status 200), or a status with a body. */
export type Answer = unknown | { status: number; body: unknown };
const isStatusAnswer = (answer: unknown): answer is { status: number; body: unknown } =>
  typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer;

export class FakeApi {
  readonly drafts = new FakeDraftServer();
  /** 'GET /scholarship/scholarships' → answer (or a function of the request body). */
  readonly routes = new Map<string, Answer | ((body: unknown) => Answer)>();
  readonly requests: Array<{ method: string; url: string; body: unknown }> = [];
  private draftAdapter: AxiosAdapter | undefined;
  private previousAdapter = http.defaults.adapter;

  on(route: string, answer: Answer | ((body: unknown) => Answer)): this {
    this.routes.set(route, answer);
    return this;
  }

  install(): this {
    this.previousAdapter = http.defaults.adapter;
    this.drafts.install();
    this.draftAdapter = http.defaults.adapter as AxiosAdapter;
    http.defaults.adapter = this.adapter;
    return this;
  }

  uninstall(): void {
    http.defaults.adapter = this.previousAdapter;
  }

  requested(method: string, url: string) {
    return this.requests.filter((request) => request.method === method && request.url === url);
  }

  private readonly adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    // The shared client prefixes /api; tests name routes as the pages do.
    const url = (config.url ?? '').replace(/^\/api(?=\/)/, '');
    const body = typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data;
    this.requests.push({ method, url, body });
    if (/\/sections\/[^/]+$/.test(url)) return this.draftAdapter!(config);
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
export function installFakeApi(): () => FakeApi {
  let api: FakeApi;
  beforeEach(() => {
    localStorage.clear();
    setNavigator(jest.fn());
    api = new FakeApi().install();
  });
  afterEach(async () => {
    api.uninstall();
    await changeLanguage('en-GB');
  });
  return () => api;
}

export const APPLICATION_ID = '0b6f8a52-3c1e-4d7a-9a55-1e2f3a4b5c6d';
export const API = `/scholarship/applications/${APPLICATION_ID}`;

export function scholarshipForm(overrides: Partial<ScholarshipForm> = {}): ScholarshipForm {
  return {
    id: APPLICATION_ID,
    reference: null,
    academicYear: '2027/2028',
    status: 'DRAFT',
    admissionApplicationNumber: '27000001',
    createdAt: '2026-11-20T02:00:00.000Z',
    submittedAt: null,
    sections: [
      { id: 'choices', state: 'COMPLETED' },
      { id: 'statement', state: 'IN_PROGRESS' },
      { id: 'keySkill', state: 'NOT_STARTED' },
      { id: 'awards', state: 'NOT_STARTED' },
      { id: 'declaration', state: 'NOT_STARTED' },
    ],
    closedChoices: [],
    canSubmit: false,
    ...overrides,
  };
}

const scholarship = (code: string, en: string, zh: string, facts: Partial<OfferedScholarship>): OfferedScholarship => ({
  id: `id-${code}`,
  code,
  academicYear: '2027/2028',
  name: { 'en-GB': en, 'zh-Hans': zh },
  description: { 'en-GB': `About the ${en}.`, 'zh-Hans': `${zh}简介。` },
  bondYears: 0,
  livingAllowanceCents: 0,
  tuitionCoveragePercent: 100,
  opensAt: '2026-10-01T00:00:00.000Z',
  closesAt: '2027-03-31T15:59:00.000Z',
  open: true,
  eligible: true,
  ineligibleReason: null,
  ...facts,
});

export const CATALOGUE: OfferedScholarship[] = [
  scholarship('SCIENCE_TECH', 'Science and Technology Scholarship', '科技奖学金', { bondYears: 6, livingAllowanceCents: 400_000 }),
  scholarship('GLOBAL_MERIT', 'Global Merit Scholarship', '全球优秀奖学金', { livingAllowanceCents: 360_000 }),
  scholarship('ARTS_EXCELLENCE', 'Arts Excellence Scholarship', '艺术卓越奖学金', { open: false }),
  scholarship('ASEAN', 'ASEAN Undergraduate Scholarship', '东盟本科奖学金', { eligible: false, ineligibleReason: 'CITIZENSHIP' }),
];
