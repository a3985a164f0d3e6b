import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { FeeDetail, PaymentView } from '@portal/contracts/payment';
import { http } from '@portal/http/client';
import { changeLanguage } from '@portal/i18n/i18n';
import { PaymentDetailsPage } from '../src/payments/PaymentDetailsPage';

const fee: FeeDetail = {
  id: 'fee-1',
  kind: 'APPLICATION_FEE',
  description: 'Application fee',
  applicationNumber: '24000001',
  amountCents: 1000,
  gstPercent: 9,
  gstCents: 90,
  totalCents: 1090,
  currency: 'SGD',
  status: 'UNPAID',
  dueDate: '2026-12-05',
  payBlock: null,
  retryAfter: null,
  payments: [],
};

const received: PaymentView = {
  id: 'payment-1',
  feeId: 'fee-1',
  reference: 'PAY-00000007',
  amountCents: 1000,
  gstCents: 90,
  totalCents: 1090,
  currency: 'SGD',
  status: 'RECEIVED',
  method: 'GATEWAY',
  createdAt: '2026-11-20T02:00:00.000Z',
  receivedAt: '2026-11-20T02:01:00.000Z',
  failedAt: null,
};

const answer = (data: unknown) => Promise.resolve({ data, status: 200, statusText: '', headers: {}, config: {} as never });
const answering = (fees: FeeDetail[], payments: PaymentView[]) =>
  jest.spyOn(http, 'get').mockImplementation((url: string) => answer(url === '/payment/fees' ? fees : payments));
const renderPage = () =>
  render(
    <MemoryRouter>
      <PaymentDetailsPage />
    </MemoryRouter>,
  );

afterEach(async () => {
  jest.restoreAllMocks();
  await changeLanguage('en-GB');
});

it('lists fees with the amount with GST, the status and Pay, and says when there are no payments', async () => {
  answering([fee], []);
  renderPage();
  const table = await screen.findByRole('table', { name: 'Your fees' });
  const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell').map((cell) => cell.textContent);
  expect(cells).toEqual(['Application fee', '24000001', '05/12/2026', 'SGD\u00a010.90', 'Not paid', 'Pay Application fee 24000001']);
  expect(within(table).getByRole('link', { name: 'Pay Application fee 24000001' })).toHaveAttribute('href', '/fees/fee-1');
  expect(await screen.findByText('You have not made any payments.')).toBeInTheDocument();
});

it('offers View instead of Pay when the fee cannot be paid now, and a receipt for a received payment', async () => {
  answering([{ ...fee, status: 'RECEIVED', payBlock: 'RECEIVED', payments: [received] }], [received]);
  renderPage();
  const fees = await screen.findByRole('table', { name: 'Your fees' });
  expect(within(fees).getByRole('link', { name: 'View Application fee 24000001' })).toBeInTheDocument();
  const payments = await screen.findByRole('table', { name: 'Your payments' });
  expect(within(payments).getByRole('link', { name: 'Download receipt PAY-00000007 (PDF)' })).toHaveAttribute(
    'href',
    '/api/payment/payments/payment-1/receipt?language=en-GB',
  );
});

it('reads in Chinese after the language is switched: fee name, status and headings', async () => {
  answering([fee], []);
  await act(() => changeLanguage('zh-Hans'));
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: '缴费详情' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: '您的应缴费用' });
  expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['费用', '申请编号', '缴费截止日期', '金额（含消费税）', '缴费状态', '操作']);
  const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell').map((cell) => cell.textContent);
  expect(cells).toEqual(['申请费', '24000001', '2026年12月5日', 'SGD\u00a010.90', '未缴费', '缴费 申请费 24000001']);
  expect(await screen.findByText('您尚无任何缴费记录。')).toBeInTheDocument();
});
