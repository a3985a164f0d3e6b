/**
 * The finance console's screens: the fees list (search in the address), one fee's record (payments,
 * timeline naming the officer), and the offline-payment and waiver forms checked by the shared schemas
 * before anything is sent; axe in English and Chinese.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { OfficeFeePage, OfficeFeeView, PaymentAnomalyList } from '@portal/contracts/office/payment';
import { http } from '@portal/http/client';
import { changeLanguage } from '@portal/i18n/i18n';
import { AnomaliesPage } from '../src/office/AnomaliesPage';
import { FeeRecordPage } from '../src/office/FeeRecordPage';
import { FeesListPage } from '../src/office/FeesListPage';
import { OfflinePaymentPage } from '../src/office/OfflinePaymentPage';
import { WaiveFeePage } from '../src/office/WaiveFeePage';

expect.extend(toHaveNoViolations);

// WCAG 2.2 A and AA plus best practices, as the other remotes' tests; contrast is checked in the browser (e2e).
const WCAG = {
  runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  rules: { 'color-contrast': { enabled: false } },
};

const FEE_ID = '5b7f2b8e-0000-4000-8000-000000000001';
const API = `/office/payment/fees/${FEE_ID}`;

const unpaid: OfficeFeeView = {
  id: FEE_ID,
  kind: 'APPLICATION_FEE',
  description: 'Application fee',
  applicationNumber: '24000001',
  applicant: { fullName: 'TAN MEI LING', email: 'demo.applicant@example.edu', language: 'zh-Hans' },
  amountCents: 1000,
  gstPercent: 9,
  gstCents: 90,
  totalCents: 1090,
  status: 'UNPAID',
  dueDate: '2026-03-15',
  waived: null,
  payments: [],
  timeline: [],
  actionable: true,
};

const received: OfficeFeeView = {
  ...unpaid,
  status: 'RECEIVED',
  actionable: false,
  payments: [
    {
      id: 'p1',
      reference: 'PAY-00000042',
      method: 'OFFLINE',
      status: 'RECEIVED',
      amountCents: 1000,
      gstCents: 90,
      totalCents: 1090,
      createdAt: '2026-03-01T09:00:00.000Z',
      submittedAt: null,
      receivedAt: '2026-03-01T09:00:00.000Z',
      receivedOn: '2026-02-27',
      failedAt: null,
      gatewayReference: 'DBS-TT-55821',
      note: 'Seen on the statement',
      recordedBy: 'CHUA BENG HOCK',
    },
  ],
  timeline: [{ kind: 'FEE_RECEIVED_OFFLINE', actor: 'OFFICE', occurredAt: '2026-03-01T09:00:00.000Z', params: { reference: 'PAY-00000042', feeKind: 'APPLICATION_FEE' }, staffName: 'CHUA BENG HOCK' }],
};

const page: OfficeFeePage = {
  items: [{ id: FEE_ID, kind: 'APPLICATION_FEE', description: 'Application fee', applicationNumber: '24000001', applicantName: 'TAN MEI LING', amountCents: 1000, status: 'UNPAID', dueDate: '2026-03-15', createdAt: '2026-02-20T01:00:00.000Z', latestReference: null }],
  total: 1,
  page: 1,
  pageSize: 25,
};

const anomalies: PaymentAnomalyList = {
  items: [
    {
      id: 'a1',
      detectedAt: '2026-03-01T09:00:00.000Z',
      source: 'WEBHOOK',
      kind: 'AMOUNT',
      eventId: 'evt_test_1',
      checkoutSessionId: 'cs_test_1',
      expected: '1090',
      received: '90',
      payment: { id: 'p1', reference: 'PAY-00000042', feeId: FEE_ID },
    },
    { id: 'a2', detectedAt: '2026-02-28T09:00:00.000Z', source: 'WEBHOOK', kind: 'UNKNOWN_REFERENCE', eventId: 'evt_test_2', checkoutSessionId: 'cs_test_2', expected: null, received: 'not-ours', payment: null },
  ],
};

function serve(routes: Record<string, unknown>) {
  return jest.spyOn(http, 'get').mockImplementation(((path: string) =>
    path in routes ? Promise.resolve({ data: routes[path], status: 200, headers: {}, config: {}, statusText: 'OK' }) : Promise.reject(new Error(`unexpected ${path}`))) as never);
}

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<FeesListPage />} />
        <Route path="fees/:feeId" element={<FeeRecordPage />} />
        <Route path="fees/:feeId/offline-payment" element={<OfflinePaymentPage />} />
        <Route path="fees/:feeId/waive" element={<WaiveFeePage />} />
        <Route path="anomalies" element={<AnomaliesPage />} />
      </Routes>
      <WhereAmI />
    </MemoryRouter>,
  );
}

afterEach(async () => {
  jest.restoreAllMocks();
  await changeLanguage('en-GB');
});

describe('the finance console', () => {
  it('lists fees, puts the search in the address, and links each fee', async () => {
    const get = serve({ '/office/payment/fees?': page, '/office/payment/fees?q=24000001&status=UNPAID': page });
    const { container } = renderAt('/');
    const table = await screen.findByRole('table', { name: 'Fees, newest first' });
    expect(within(table).getByRole('link', { name: 'Open the Application fee of TAN MEI LING' })).toHaveAttribute('href', `/fees/${FEE_ID}`);
    expect(screen.getByRole('status')).toHaveTextContent('Fees found: 1');
    expect(await axe(container, WCAG)).toHaveNoViolations();
    await userEvent.type(screen.getByLabelText('Application number, applicant name or payment reference'), '24000001');
    await userEvent.selectOptions(screen.getByLabelText('Fee status'), 'UNPAID');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/?q=24000001&status=UNPAID');
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('/office/payment/fees?q=24000001&status=UNPAID'));
    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByRole('heading', { level: 1, name: '财务管理平台' })).toBeInTheDocument();
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });

  it('lists the gateway reports that did not match, each with what was asked and what was reported, linked to its fee, in both languages', async () => {
    serve({ '/office/payment/fees?': page, '/office/payment/anomalies': anomalies });
    const { container } = renderAt('/');
    await userEvent.click(await screen.findByRole('link', { name: 'Gateway reports that did not match a payment' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gateway reports that did not match' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Reports that did not match, newest first (the latest 100)' });
    const [first, second] = within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(first).toEqual(expect.arrayContaining(['Another amount', expect.stringMatching(/10\.90/), expect.stringMatching(/0\.90/), 'Notification from the gateway', 'PAY-00000042', 'evt_test_1']));
    expect(second).toEqual(expect.arrayContaining(['A reference the portal never made', '—', 'not-ours', 'No payment of the portal’s']));
    expect(within(table).getByRole('link', { name: 'Open the fee of payment PAY-00000042' })).toHaveAttribute('href', `/fees/${FEE_ID}`);
    expect(await axe(container, WCAG)).toHaveNoViolations();
    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByRole('heading', { level: 1, name: '支付网关报告不符的记录' })).toBeInTheDocument();
    expect(screen.getByText('金额不同')).toBeInTheDocument();
    expect(await axe(container, WCAG)).toHaveNoViolations();
    await act(() => changeLanguage('en-GB'));
    await userEvent.click(screen.getByRole('link', { name: 'Back to the fees' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it("shows a received fee's payment, its officer and timeline, and no actions", async () => {
    serve({ [API]: received });
    const { container } = renderAt(`/fees/${FEE_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Application fee of TAN MEI LING' })).toBeInTheDocument();
    const payments = screen.getByRole('table', { name: 'Every attempt to pay this fee, newest first' });
    const cells = within(within(payments).getAllByRole('row')[1]!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(expect.arrayContaining(['Offline (bank transfer, cheque or cash)', 'Received', 'DBS-TT-55821', 'Seen on the statement', 'CHUA BENG HOCK']));
    expect(within(payments).getByText(/Money received on 27\/02\/2026/)).toBeInTheDocument();
    expect(screen.getByText('Payment PAY-00000042 received offline')).toBeInTheDocument();
    expect(screen.getByText('by CHUA BENG HOCK')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Record a payment received offline' })).not.toBeInTheDocument();
    expect(await axe(container, WCAG)).toHaveNoViolations();
    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByText('已登记线下收款（参考编号 PAY-00000042）')).toBeInTheDocument();
    expect(screen.getByText('经办人：CHUA BENG HOCK')).toBeInTheDocument();
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });

  it('checks the offline payment form before sending it, then sends it and returns to the fee with a message', async () => {
    serve({ [API]: unpaid });
    const post = jest.spyOn(http, 'post').mockResolvedValue({ data: received, status: 200 } as never);
    const { container } = renderAt(`/fees/${FEE_ID}/offline-payment`);
    await userEvent.type(await screen.findByLabelText(/Date the money was received/), '01/01/2999');
    await userEvent.type(screen.getByLabelText(/Bank or transfer reference/), 'DBS-TT-55821');
    await userEvent.click(screen.getByRole('button', { name: 'Record the payment' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Enter a note on how the payment was made' })).toHaveAttribute('href', '#note');
    expect(within(summary).getByRole('link', { name: 'The date received cannot be in the future' })).toHaveAttribute('href', '#receivedOn');
    expect(post).not.toHaveBeenCalled();
    expect(await axe(container, WCAG)).toHaveNoViolations();
    await userEvent.clear(screen.getByLabelText(/Date the money was received/));
    await userEvent.type(screen.getByLabelText(/Date the money was received/), '27/02/2026');
    await userEvent.type(screen.getByLabelText(/^Note/), 'Seen on the statement');
    await userEvent.click(screen.getByRole('button', { name: 'Record the payment' }));
    expect(post).toHaveBeenCalledWith(`${API}/offline-payment`, { receivedOn: '27/02/2026', bankReference: 'DBS-TT-55821', note: 'Seen on the statement' });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/fees/${FEE_ID}`));
    expect(await screen.findByText(/The payment is recorded and the fee is received/)).toBeInTheDocument();
  });

  it('waives with a reason, in Chinese too, and says so when the fee can no longer be waived', async () => {
    const get = serve({ [API]: unpaid });
    jest.spyOn(http, 'post').mockResolvedValue({ data: {}, status: 200 } as never);
    await act(() => changeLanguage('zh-Hans'));
    const { container, unmount } = renderAt(`/fees/${FEE_ID}/waive`);
    expect(await screen.findByRole('heading', { level: 1, name: '豁免此费用' })).toBeInTheDocument();
    // The reason is e-mailed to the applicant, who reads Chinese: the box says so (issue 35).
    expect(screen.getByLabelText(/^豁免原因/)).toHaveAccessibleDescription(/申请人使用中文浏览门户并接收电子邮件：请用中文撰写。/);
    await userEvent.click(screen.getByRole('button', { name: '豁免此费用' }));
    expect((await screen.findAllByText('输入豁免费用的原因')).length).toBeGreaterThan(0);
    expect(await axe(container, WCAG)).toHaveNoViolations();
    unmount();
    get.mockRestore();
    serve({ [API]: received });
    await act(() => changeLanguage('en-GB'));
    renderAt(`/fees/${FEE_ID}/waive`);
    expect(await screen.findByText(/Nothing can be done to this fee now/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Waive the fee' })).not.toBeInTheDocument();
  });
});
