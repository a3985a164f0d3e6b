import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { FeeSummary } from '@portal/contracts/api';
import { http } from '@portal/http/client';
import { changeLanguage } from '@portal/i18n/i18n';
import { PaymentDetailsPage } from '../src/payments/PaymentDetailsPage';

const fee: FeeSummary = {
  id: 'fee-1',
  kind: 'APPLICATION_FEE',
  description: 'Application fee',
  applicationNumber: '24000001',
  amountCents: 1000,
  currency: 'SGD',
  status: 'UNPAID',
  dueDate: '2026-12-05T00:00:00.000Z',
};

const answer = (data: unknown) => Promise.resolve({ data, status: 200, statusText: '', headers: {}, config: {} as never });

afterEach(async () => {
  jest.restoreAllMocks();
  await changeLanguage('en-GB');
});

it('lists fees with amount in SGD and status, and says when there are no payments', async () => {
  jest.spyOn(http, 'get').mockImplementation((url: string) => answer(url === '/payment/fees' ? [fee] : []));
  render(<PaymentDetailsPage />, { wrapper: MemoryRouter });
  const table = await screen.findByRole('table', { name: 'Your fees' });
  const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell').map((cell) => cell.textContent);
  expect(cells).toEqual(['Application fee', '24000001', '05/12/2026', 'SGD\u00a010.00', 'Not paid']);
  expect(await screen.findByText('You have not made any payments.')).toBeInTheDocument();
});

it('reads in Chinese after the language is switched: fee name, status and headings', async () => {
  jest.spyOn(http, 'get').mockImplementation((url: string) => answer(url === '/payment/fees' ? [fee] : []));
  await act(() => changeLanguage('zh-Hans'));
  render(<PaymentDetailsPage />, { wrapper: MemoryRouter });
  expect(screen.getByRole('heading', { level: 1, name: '缴费详情' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: '您的应缴费用' });
  expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['费用', '申请编号', '缴费截止日期', '金额', '缴费状态']);
  const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell').map((cell) => cell.textContent);
  expect(cells).toEqual(['申请费', '24000001', '05/12/2026', 'SGD\u00a010.00', '未缴费']);
  expect(await screen.findByText('您尚无任何缴费记录。')).toBeInTheDocument();
});
