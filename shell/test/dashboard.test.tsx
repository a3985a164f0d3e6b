import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ActionItem } from '@portal/contracts/api';
import { changeLanguage } from '@portal/i18n/i18n';
import { DashboardPage } from '../src/applicant/DashboardPage';

const mockItems: ActionItem[] = [
  {
    id: 'fee-1',
    kind: 'FEE_UNPAID',
    title: 'Pay your application fee',
    description: 'Please pay the application fee of SGD 10.90 (GST included) for application 24000001 by 15/03/2026.',
    dueDate: '2026-03-15',
    applicationNumber: '24000001',
    feeKind: 'APPLICATION_FEE',
    amountCents: 1090,
    href: '/applicant/payment',
  },
  {
    id: 'exam-1',
    kind: 'EXAM_REGISTRATION',
    title: 'Register for an entrance exam',
    description: 'The programme choices of application 24000001 need the Mathematics Aptitude Test. Please register by 31/03/2026.',
    dueDate: '2026-03-31',
    applicationNumber: '24000001',
    href: '/applicant/payment/entrance-exams',
  },
  {
    id: 'scholarship-offer-s1',
    kind: 'SCHOLARSHIP_OFFER_REPLY',
    title: 'Reply to your scholarship offer',
    description: 'You have a scholarship offer for application SCH-2026-000123. Please accept or decline it by 10/12/2026.',
    dueDate: '2026-12-10',
    scholarshipReference: 'SCH-2026-000123',
    href: '/applicant/scholarship/applications/s1/outcome',
  },
  {
    id: 'scholarship-sureties-s2',
    kind: 'SCHOLARSHIP_SURETIES',
    title: 'Nominate and invite your sureties',
    description: 'Please nominate your two sureties.',
    scholarshipReference: 'SCH-2026-000124',
    href: '/applicant/scholarship/applications/s2/sureties',
  },
];

jest.mock('@portal/http/use-api-query', () => ({
  useApiQuery: () => ({ status: 'success', data: mockItems, reload: () => undefined }),
}));

afterEach(() => changeLanguage('en-GB'));

describe('the applicant home', () => {
  const renderDashboard = () =>
    render(
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>,
    );

  it('words each action item from its kind and facts, and links the FAQ', () => {
    renderDashboard();
    expect(screen.getByRole('link', { name: 'Pay your application fee' })).toHaveAttribute('href', '/applicant/payment');
    expect(screen.getByText('Please pay the application fee of SGD 10.90 (GST included) for application 24000001.')).toBeInTheDocument();
    expect(screen.getByText('Due by 15/03/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register for an entrance exam' })).toHaveAttribute('href', '/applicant/payment/entrance-exams');
    expect(screen.getByText('The programme choices of application 24000001 need an entrance exam. Please register before registration closes.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reply to your scholarship offer' })).toHaveAttribute('href', '/applicant/scholarship/applications/s1/outcome');
    expect(screen.getByText(/You have a scholarship offer for scholarship application SCH-2026-000123\./)).toBeInTheDocument();
    expect(screen.getByText('Due by 10/12/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nominate and invite your sureties' })).toHaveAttribute('href', '/applicant/scholarship/applications/s2/sureties');
    expect(screen.getByRole('link', { name: 'Read the frequently asked questions' })).toHaveAttribute('href', '/faq');
  });

  it('words them in Chinese after a switch, dates still dd/mm/yyyy', async () => {
    renderDashboard();
    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByRole('link', { name: '缴付申请费' })).toBeInTheDocument();
    expect(screen.getByText(/请缴付申请编号 24000001 的申请费/)).toBeInTheDocument();
    expect(screen.getByText('截止日期：2026年3月15日')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '报名参加入学考试' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '答复奖学金颁发通知' })).toBeInTheDocument();
    expect(screen.getByText(/您的奖学金申请 SCH-2026-000123 已获颁奖学金/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '提名并邀请担保人' })).toBeInTheDocument();
  });
});
