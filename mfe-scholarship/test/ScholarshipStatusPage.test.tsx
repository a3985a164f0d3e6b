import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { http } from '@portal/http/client';
import { changeLanguage } from '@portal/i18n/i18n';
import { ScholarshipStatusPage } from '../src/status/ScholarshipStatusPage';

const answer = (data: unknown) => Promise.resolve({ data, status: 200, statusText: '', headers: {}, config: {} as never });

afterEach(async () => {
  jest.restoreAllMocks();
  await changeLanguage('en-GB');
});

it('says the applicant has not applied, and that one application is allowed each academic year', async () => {
  jest.spyOn(http, 'get').mockReturnValue(answer([]));
  render(
    <MemoryRouter>
      <ScholarshipStatusPage />
    </MemoryRouter>,
  );
  expect(await screen.findByText(/You have not applied for a scholarship\. You can make one scholarship application for each academic year/)).toBeInTheDocument();
});

it('lists a scholarship application with its choices and status', async () => {
  jest
    .spyOn(http, 'get')
    .mockReturnValue(answer([{ id: 's1', academicYear: '2026/2027', status: 'SHORTLISTED', choices: ['Global Merit', 'Science & Technology'], submittedAt: null, reference: null, admissionApplicationNumber: '27000001' }]));
  render(
    <MemoryRouter>
      <ScholarshipStatusPage />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('cell', { name: 'Global Merit, Science & Technology' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Not submitted' })).toBeInTheDocument();
  expect(screen.getByText('Shortlisted')).toBeInTheDocument();
});

it('reads in Chinese after the language is switched, scholarship names as recorded', async () => {
  jest
    .spyOn(http, 'get')
    .mockReturnValue(answer([{ id: 's1', academicYear: '2026/2027', status: 'SHORTLISTED', choices: ['Global Merit', 'Science & Technology'], submittedAt: null, reference: null, admissionApplicationNumber: '27000001' }]));
  await act(() => changeLanguage('zh-Hans'));
  render(
    <MemoryRouter>
      <ScholarshipStatusPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: '奖学金申请状态' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: '您的奖学金申请' });
  expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['学年', '申请参考编号', '入学申请', '所选奖学金', '提交日期', '状态', '操作']);
  expect(within(table).getByRole('link', { name: '查看奖学金申请 2026/2027' })).toBeInTheDocument();
  expect(within(table).getByRole('cell', { name: 'Global Merit、Science & Technology' })).toBeInTheDocument();
  expect(within(table).getByRole('cell', { name: '未提交' })).toBeInTheDocument();
  expect(within(table).getByText('已入围')).toBeInTheDocument();
});
