/**
 * The office administrator's Personal data retention page: the periods, the report waiting for a
 * decision with its list to download, approving only through the confirmation step (its error beside
 * the box and in the summary), declining with a reason, preparing a report when none is open, in both
 * languages, by keyboard, without accessibility violations.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { MemoryRouter } from 'react-router-dom';
import type { RetentionOverview, RetentionReport } from '@portal/contracts/office/retention';
import { http } from '@portal/http/client';
import { changeLanguage } from '@portal/i18n/i18n';
import { officeText } from '../src/office/office-text';
import { RetentionPage } from '../src/office/RetentionPage';

expect.extend(toHaveNoViolations);

const PERIODS: RetentionOverview['periods'] = [
  { kind: 'DRAFT_APPLICATIONS', amount: 180, unit: 'DAYS' },
  { kind: 'CLOSED_APPLICATIONS', amount: 2, unit: 'YEARS' },
  { kind: 'DOCUMENTS', amount: 3, unit: 'YEARS' },
  { kind: 'APPLICANTS', amount: 365, unit: 'DAYS' },
  { kind: 'OUTBOX', amount: 30, unit: 'DAYS' },
  { kind: 'STAFF_AUDIT', amount: 1, unit: 'YEARS' },
];
const summary = (kind: (typeof PERIODS)[number], count: number) => ({
  kind: kind.kind,
  count,
  oldest: count ? '2024-01-15T02:00:00.000Z' : null,
  newest: count ? '2024-06-30T02:00:00.000Z' : null,
  period: kind,
});
const AWAITING: RetentionReport = {
  id: '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5',
  status: 'AWAITING_APPROVAL',
  preparedAt: '2026-12-01T01:00:00.000Z',
  preparedBy: null,
  expiresAt: '2026-12-15T01:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  declineReason: null,
  carriedOutAt: null,
  kinds: PERIODS.map((period, index) => summary(period, index === 1 ? 12 : index === 4 ? 30 : 0)),
};
const CARRIED_OUT: RetentionReport = {
  ...AWAITING,
  id: '7f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5',
  status: 'CARRIED_OUT',
  preparedAt: '2026-11-01T01:00:00.000Z',
  preparedBy: 'TAN WEI MING',
  decidedBy: 'TAN WEI MING',
  decidedAt: '2026-11-02T01:00:00.000Z',
  carriedOutAt: '2026-11-02T01:01:00.000Z',
  kinds: AWAITING.kinds.map((kind) => ({ ...kind, removed: kind.count, kept: 0 })),
};
const overview = (reports: RetentionReport[]): RetentionOverview => ({ periods: PERIODS, approvalDays: 14, reports });

beforeAll(() => officeText.load());
afterEach(() => {
  jest.restoreAllMocks();
  return changeLanguage('en-GB');
});

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/office/retention']}>
      <main>
        <RetentionPage />
      </main>
    </MemoryRouter>,
  );

describe('the personal data retention page', () => {
  it('shows the periods and the report waiting for a decision, with its list to download', async () => {
    jest.spyOn(http, 'get').mockResolvedValue({ data: overview([AWAITING, CARRIED_OUT]) });
    const { container } = renderPage();
    const periods = await screen.findByRole('table', { name: 'How long each kind of record is kept' });
    expect(within(periods).getByRole('rowheader', { name: 'Draft applications never submitted' }).closest('tr')).toHaveTextContent('180 days');
    expect(within(periods).getByRole('rowheader', { name: 'Staff audit records' }).closest('tr')).toHaveTextContent('1 year');
    const kinds = screen.getByRole('table', { name: 'Records that would be removed, by kind' });
    expect(within(kinds).getByRole('rowheader', { name: 'Unsuccessful, withdrawn, declined or lapsed applications' }).closest('tr')).toHaveTextContent('12');
    expect(screen.getByText('The daily check', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the list of 42 records (CSV, by id only)' })).toHaveAttribute('href', `/api/office/retention/reports/${AWAITING.id}/records`);
    const history = screen.getByRole('table', { name: 'Earlier retention reports, newest first' });
    expect(within(history).getByText('Carried out')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Prepare a report now' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('approves only once the box is ticked, by keyboard, with the error beside the box and in the summary', async () => {
    const user = userEvent.setup();
    const get = jest.spyOn(http, 'get').mockResolvedValue({ data: overview([AWAITING]) });
    const post = jest.spyOn(http, 'post').mockResolvedValue({ data: { ...AWAITING, status: 'APPROVED' } });
    const { container } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Approve this report' }));
    await user.click(screen.getByRole('button', { name: 'Approve and remove' }));

    const summaryBox = await screen.findByRole('region', { name: 'There is a problem' });
    expect(within(summaryBox).getByRole('link', { name: 'Confirm that the records listed may be removed for good' })).toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: /the 42 records it lists may be removed for good/ });
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Confirm that the records listed may be removed for good'));
    expect(post).not.toHaveBeenCalled();
    expect(await axe(container)).toHaveNoViolations();

    box.focus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Approve and remove' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(`/office/retention/reports/${AWAITING.id}/approve`, { confirmed: true }));
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
  });

  it('declines with a reason, and in Chinese', async () => {
    const user = userEvent.setup();
    jest.spyOn(http, 'get').mockResolvedValue({ data: overview([AWAITING]) });
    const post = jest.spyOn(http, 'post').mockResolvedValue({ data: { ...AWAITING, status: 'DECLINED' } });
    const { container } = renderPage();
    await screen.findByRole('button', { name: 'Decline this report' });
    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByRole('heading', { level: 1, name: /个人资料保留/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '拒绝此报告' }));
    await user.click(screen.getByRole('button', { name: '拒绝报告' }));
    expect(await screen.findByRole('region', { name: '出现问题' })).toHaveTextContent('输入您拒绝此报告的原因');
    expect(await axe(container)).toHaveNoViolations();
    await user.type(screen.getByRole('textbox', { name: /您为什么拒绝此报告/ }), '审计办公室要求保留');
    await user.click(screen.getByRole('button', { name: '拒绝报告' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(`/office/retention/reports/${AWAITING.id}/decline`, { reason: '审计办公室要求保留' }));
  });

  it('offers to prepare a report when none is open', async () => {
    const user = userEvent.setup();
    jest.spyOn(http, 'get').mockResolvedValue({ data: overview([CARRIED_OUT]) });
    const post = jest.spyOn(http, 'post').mockResolvedValue({ data: { ...AWAITING } });
    renderPage();
    expect(await screen.findByText(/No report is waiting for a decision/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Prepare a report now' }));
    expect(post).toHaveBeenCalledWith('/office/retention/reports');
  });
});
