/**
 * The only thing these tests replace: the network under the shared HTTP client. Section drafts go to
 * shared/forms' fake draft server (versions, conflicts, complete: true); other routes answer what a
 * test gives them, and every request is recorded.
 */
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { AidApplicationForm, AidCurrentYear, OfferedAidScheme } from '@portal/contracts/financial-aid/api';
import { http } from '@portal/http/client';
import { setNavigator } from '@portal/http/navigation';
import { changeLanguage } from '@portal/i18n/i18n';
import { FakeDraftServer } from '../../../shared/forms/test/helpers/fake-draft-server';

export const WCAG = {
  runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  rules: { 'color-contrast': { enabled: false } },
};

/** An answer: its body (status 200), or a status with a body. */
export type Answer = unknown;
const isStatusAnswer = (answer: unknown): answer is { status: number; body: unknown } =>
  typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer;

export class FakeApi {
  readonly drafts = new FakeDraftServer();
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

export const APPLICATION_ID = '5d0c3f9e-7a41-4c55-9b1e-2a3b4c5d6e7f';
export const API = `/financial-aid/applications/${APPLICATION_ID}`;

/** Dates around today, so the period is open whenever the tests run. */
const shift = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
export const OPEN_DATES = {
  academicYear: '2027/2028',
  opensOn: shift(-30),
  recommendedBy: shift(30),
  closesOn: shift(90),
  appealClosesOn: shift(200),
  semesterOneDisbursementOn: shift(120),
  semesterTwoDisbursementOn: shift(240),
};
export const CLOSED_DATES = { ...OPEN_DATES, opensOn: shift(-200), recommendedBy: shift(-150), closesOn: shift(-1) };

export function aidForm(overrides: Partial<AidApplicationForm> = {}): AidApplicationForm {
  return {
    id: APPLICATION_ID,
    reference: null,
    academicYear: '2027/2028',
    status: 'DRAFT',
    admissionApplicationNumber: '27000001',
    tier: 'CITIZEN',
    createdAt: '2027-01-20T02:00:00.000Z',
    submittedAt: null,
    sections: [
      { id: 'personalDetails', state: 'COMPLETED' },
      { id: 'financialDetails', state: 'COMPLETED' },
      { id: 'otherFinancialDetails', state: 'IN_PROGRESS' },
      { id: 'awardsActivities', state: 'NOT_STARTED' },
      { id: 'declarations', state: 'NOT_STARTED' },
      { id: 'documents', state: 'NOT_STARTED' },
    ],
    canSubmit: false,
    household: { size: 4, monthlyIncomeCents: 600_000, perCapitaIncomeCents: 150_000 },
    dates: OPEN_DATES,
    aidSoughtAllowed: ['BURSARY', 'TUITION_FEE_LOAN', 'STUDY_LOAN'],
    ...overrides,
  };
}

export const completed = (): AidApplicationForm['sections'] =>
  (['personalDetails', 'financialDetails', 'otherFinancialDetails', 'awardsActivities', 'declarations', 'documents'] as const).map((id) => ({ id, state: 'COMPLETED' }));

export const currentYear = (overrides: Partial<AidCurrentYear> = {}): AidCurrentYear => ({ dates: OPEN_DATES, open: true, appealOpen: true, ...overrides });

const scheme = (code: string, category: OfferedAidScheme['category'], en: string, zh: string, facts: Partial<OfferedAidScheme> = {}): OfferedAidScheme => ({
  id: `id-${code}`,
  code,
  academicYear: '2027/2028',
  category,
  aidSought: category === 'TUITION_FEE_LOAN' || category === 'STUDY_LOAN' ? category : 'BURSARY',
  name: { 'en-GB': en, 'zh-Hans': zh },
  description: { 'en-GB': `About the ${en}.`, 'zh-Hans': `${zh}简介。` },
  annualAmountCents: category.endsWith('LOAN') ? null : 300_000,
  maxPercent: category === 'TUITION_FEE_LOAN' ? 90 : category === 'STUDY_LOAN' ? 10 : null,
  eligible: true,
  ...facts,
});

export const SCHEMES: OfferedAidScheme[] = [
  scheme('GOV_BURSARY', 'GOVERNMENT_BURSARY', 'Government Bursary', '政府助学金'),
  scheme('RC_BURSARY', 'RESIDENTIAL_COLLEGE_BURSARY', 'Residential College Bursary', '住宿学院助学金'),
  scheme('TUITION_LOAN', 'TUITION_FEE_LOAN', 'Tuition Fee Loan', '学费贷款'),
];
