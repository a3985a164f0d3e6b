import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { changeLanguage } from '@portal/i18n/i18n';
import { installFakeFormApi } from '../../shared/forms/test/helpers/fake-form-api';
import { WCAG } from '../../shared/ui/test/helpers/wcag';
import { APPLICATION_ID, CLOSED_DATES, SCHEMES, currentYear } from './helpers/samples';
import { renderRoutes } from './helpers/render';

expect.extend(toHaveNoViolations);
const api = installFakeFormApi();

const draft = { id: APPLICATION_ID, academicYear: '2027/2028', status: 'DRAFT', submittedAt: null, reference: null };
const submitted = { id: 'a-2026', academicYear: '2026/2027', status: 'ADDITIONAL_DOCUMENTS_REQUIRED', submittedAt: '2026-02-10T02:00:00.000Z', reference: 'FA-2026-000007' };

describe('Status page', () => {
  it('lists the applications with their status in words and the way to each, the year’s dates and Start while open', async () => {
    api().on('GET /financial-aid/applications', [draft, submitted]).on('GET /financial-aid/years/current', currentYear());
    renderRoutes('/status');
    const table = await screen.findByRole('table', { name: 'Your financial aid applications' });
    expect(within(table).getByText('Draft')).toBeInTheDocument();
    expect(within(table).getByText('Documents required')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Continue financial aid application for 2027/2028' })).toHaveAttribute('href', `/applications/${APPLICATION_ID}`);
    expect(within(table).getByRole('link', { name: 'View financial aid application FA-2026-000007' })).toHaveAttribute('href', '/aid/a-2026');
    const dates = await screen.findByRole('table', { name: 'Financial aid dates for 2027/2028' });
    expect(within(dates).getByRole('rowheader', { name: 'Apply by (recommended)' })).toBeInTheDocument();
    expect(within(dates).getByRole('rowheader', { name: 'Last day for an appeal or request for review' })).toBeInTheDocument();
    expect(screen.getByText(/We recommend that you apply by \d\d\/\d\d\/\d{4}/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a financial aid application' })).toHaveAttribute('href', '/apply');
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
  });

  it('says when applications have closed, without Start, in Chinese', async () => {
    api().on('GET /financial-aid/applications', []).on('GET /financial-aid/years/current', currentYear({ dates: CLOSED_DATES, open: false }));
    await act(() => changeLanguage('zh-Hans'));
    renderRoutes('/status');
    expect(await screen.findByText('您目前没有经济资助申请。')).toBeInTheDocument();
    expect(await screen.findByText(/2027\/2028 学年经济资助申请已于\d{4}年\d{1,2}月\d{1,2}日截止。/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '开始申请经济资助' })).toBeNull();
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
  });

  it('says when the year’s dates are not announced yet', async () => {
    api().on('GET /financial-aid/applications', []).on('GET /financial-aid/years/current', currentYear({ dates: null, open: false, appealOpen: false }));
    renderRoutes('/status');
    expect(await screen.findByText(/have not been announced yet\. Applications usually open on 15 January/)).toBeInTheDocument();
  });
});

describe('Apply', () => {
  const admission = (applicationNumber: string, academicYear: string, status: string) => ({
    applicationNumber,
    system: 'ADM',
    category: 'A_LEVEL',
    academicYear,
    status,
    offerStatus: null,
    feeStatus: 'RECEIVED',
    submittedAt: status === 'DRAFT' ? null : '2027-01-10T02:00:00.000Z',
    programmeChoices: [],
  });

  function serve(start: unknown) {
    api()
      .on('GET /admission/applications', [admission('27000001', '2027/2028', 'SUBMITTED'), admission('27000009', '2027/2028', 'DRAFT')])
      .on('GET /financial-aid/applications', [])
      .on('GET /financial-aid/schemes?academicYear=2027%2F2028', [...SCHEMES, { ...SCHEMES[0]!, id: 'x', code: 'INTL', name: { 'en-GB': 'International Grant Bursary', 'zh-Hans': '国际助学金' }, eligible: false }])
      .on('POST /financial-aid/applications', start)
      .on(`GET /financial-aid/applications/${APPLICATION_ID}`, { status: 404, body: { errors: [] } });
  }

  it('shows the aid the applicant’s tier may receive and starts with the one submitted admission application', async () => {
    const user = userEvent.setup();
    serve({ status: 201, body: { id: APPLICATION_ID } });
    renderRoutes('/apply');
    const schemes = await screen.findByRole('table', { name: 'Financial aid schemes for 2027/2028' });
    expect(within(schemes).getByRole('rowheader', { name: 'Government Bursary' })).toBeInTheDocument();
    expect(within(schemes).getByText(/Loan of up to 90% of the subsidised tuition fee/)).toBeInTheDocument();
    expect(within(schemes).getByText(/No: not open to applicants of your citizenship/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Application 27000001, academic year 2027/2028' })).toBeChecked();
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Start financial aid application' }));
    expect(api().requested('POST', '/financial-aid/applications')[0]!.body).toEqual({ admissionApplicationNumber: '27000001' });
  });

  it.each([
    ['AID_ALREADY_APPLIED', 409, /Only one financial aid application is allowed for each academic year/],
    ['AID_WITHDRAWN_NO_REAPPLY', 409, /A withdrawal is final: you cannot apply for financial aid again in the same academic year/],
    ['AID_APPLICATIONS_CLOSED', 409, /Financial aid applications for this academic year are not open/],
    ['AID_NOT_ELIGIBLE', 422, /None of this year’s financial aid schemes is open to you, based on the citizenship and tuition grant option/],
  ])('says clearly why it cannot start: %s', async (code, status, words) => {
    const user = userEvent.setup();
    serve({ status, body: { errors: [{ code, message: code }] } });
    renderRoutes('/apply');
    await user.click(await screen.findByRole('button', { name: 'Start financial aid application' }));
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('You cannot start this application')).toBeInTheDocument();
    expect(within(banner).getByText(words)).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Go to your financial aid applications' })).toHaveAttribute('href', '/status');
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
  });

  it('says a withdrawn application of the year is final: no Start, in English and Chinese', async () => {
    serve({ status: 201, body: { id: APPLICATION_ID } });
    const withdrawn = { id: 'a-w', academicYear: '2027/2028', status: 'WITHDRAWN', submittedAt: '2027-01-20T02:00:00.000Z', reference: 'FA-2027-000003' };
    api().on('GET /financial-aid/applications', [withdrawn]);
    renderRoutes('/apply');
    expect(await screen.findByText(/You withdrew your financial aid application for 2027\/2028\. A withdrawal is final: you cannot apply for financial aid again/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your financial aid application for 2027/2028' })).toHaveAttribute('href', '/aid/a-w');
    expect(screen.queryByRole('button', { name: 'Start financial aid application' })).not.toBeInTheDocument();
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByText(/您已撤回 2027\/2028 学年的经济资助申请。撤回决定是最终的/)).toBeInTheDocument();
  });

  it('words a refusal in Chinese', async () => {
    const user = userEvent.setup();
    serve({ status: 409, body: { errors: [{ code: 'AID_WITHDRAWN_NO_REAPPLY', message: '' }] } });
    await act(() => changeLanguage('zh-Hans'));
    renderRoutes('/apply');
    await user.click(await screen.findByRole('button', { name: '开始申请经济资助' }));
    expect(await screen.findByText(/撤回决定是最终的：同一学年内您不能再次申请经济资助/)).toBeInTheDocument();
  });
});
