/** The console's entrance exams: the list, defining one (checked by the shared schema), the fee locked once registered, closing; axe, Chinese. */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { OfficeEntranceExam } from '@portal/contracts/entrance-exams';
import { http } from '@portal/http/client';
import { changeLanguage } from '@portal/i18n/i18n';
import { EntranceExamFormPage } from '../../src/office/entrance-exams/EntranceExamFormPage';
import { EntranceExamsPage } from '../../src/office/entrance-exams/EntranceExamsPage';
import { WCAG } from '../helpers/section-page';

expect.extend(toHaveNoViolations);
const API = '/office/admission/entrance-exams';
const exam: OfficeEntranceExam = {
  id: '7d1f5f8e-3f5b-4c55-9a43-5f1d2c3b4a59',
  nameEn: 'Mathematics Aptitude Test',
  nameZh: '数学能力测验',
  examDate: '2099-04-15',
  startsAt: '09:00',
  endsAt: '11:00',
  venueEn: 'Examination Hall 1',
  venueZh: '第一考试厅',
  feeCents: 5000,
  programmes: ['CS', 'MATH'],
  registrationClosesOn: '2099-03-31',
  previousAttemptWithinTwoYears: true,
  status: 'OPEN',
  registrations: 2,
  createdAt: '2099-01-01T01:00:00.000Z',
  updatedAt: null,
  closedAt: null,
};

const answer = (data: unknown) => Promise.resolve({ data, status: 200, statusText: '', headers: {}, config: {} as never });

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="entrance-exams" element={<EntranceExamsPage />} />
        <Route path="entrance-exams/new" element={<EntranceExamFormPage />} />
        <Route path="entrance-exams/:examId" element={<EntranceExamFormPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.spyOn(http, 'get').mockImplementation(((url: string) => (url === API ? answer([exam]) : url === `${API}/${exam.id}` ? answer(exam) : Promise.reject(new Error(url)))) as never);
});
afterEach(async () => {
  jest.restoreAllMocks();
  await changeLanguage('en-GB');
});

it('lists the exams with their dates, fee, programmes and registrations, in both languages', async () => {
  const { container } = renderAt('/entrance-exams');
  const table = await screen.findByRole('table', { name: 'Entrance exams, open ones first' });
  const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell').map((cell) => cell.textContent);
  expect(cells).toEqual(['15/04/2099', '31/03/2099', 'SGD\u00a050.00', 'Computer Science, Mathematics', '2', 'Open']);
  expect(within(table).getByRole('link', { name: 'Change Mathematics Aptitude Test' })).toHaveAttribute('href', `/entrance-exams/${exam.id}`);
  expect(screen.getByRole('link', { name: 'Define an entrance exam' })).toHaveAttribute('href', '/entrance-exams/new');
  expect(await axe(container, WCAG)).toHaveNoViolations();
  await act(() => changeLanguage('zh-Hans'));
  expect(screen.getByRole('heading', { level: 1, name: '入学考试' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '修改数学能力测验' })).toBeInTheDocument();
  expect(await axe(container, WCAG)).toHaveNoViolations();
});

it('defines an exam: every mistake in the summary (programmes linked to the first box), then the body the API takes', async () => {
  const post = jest.spyOn(http, 'post').mockImplementation(() => answer({ ...exam, nameEn: 'Computing Test' }));
  const { container } = renderAt('/entrance-exams/new');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Save exam' }));
  const summary = await screen.findByRole('region', { name: 'There is a problem' });
  expect(within(summary).getByRole('link', { name: 'Choose at least one programme that needs this exam' })).toHaveAttribute('href', '#programmes-ACC');
  expect(within(summary).getAllByRole('link')).toHaveLength(9);
  expect(within(summary).getByRole('link', { name: 'Enter the time the exam starts, like 14:00' })).toHaveAttribute('href', '#startsAt');
  expect(within(summary).getByRole('link', { name: "Enter the exam’s venue in English" })).toHaveAttribute('href', '#venueEn');
  expect(within(summary).getByRole('link', { name: "Enter the exam’s venue in Chinese" })).toHaveAttribute('href', '#venueZh');
  expect(post).not.toHaveBeenCalled();
  expect(await axe(container, WCAG)).toHaveNoViolations();

  await user.type(screen.getByLabelText('Name in English'), 'Computing Test');
  await user.type(screen.getByLabelText('Name in Chinese'), '计算机测验');
  await user.type(screen.getByLabelText('Exam date'), '15/04/2099');
  await user.type(screen.getByLabelText('Start time'), '2pm');
  await user.type(screen.getByLabelText('End time (optional)'), '16:30');
  await user.type(screen.getByLabelText('Venue in English'), 'Hall 2');
  await user.type(screen.getByLabelText('Venue in Chinese'), '二号厅');
  await user.type(screen.getByLabelText('Fee in SGD'), '0.50');
  await user.click(screen.getByRole('checkbox', { name: 'Mathematics' }));
  await user.click(screen.getByRole('checkbox', { name: 'Computer Science' }));
  await user.type(screen.getByLabelText('Registration closing date'), '16/04/2099');
  await user.click(screen.getByRole('button', { name: 'Save exam' }));
  expect(await within(summary).findByRole('link', { name: 'Enter a fee from SGD 1.00 to SGD 5000.00' })).toBeInTheDocument();
  expect(within(summary).getByRole('link', { name: 'Registration must close on or before the exam date' })).toBeInTheDocument();
  expect(within(summary).getByRole('link', { name: 'Enter a time in the 24-hour format hh:mm, like 14:00' })).toHaveAttribute('href', '#startsAt');

  await user.clear(screen.getByLabelText('Start time'));
  await user.type(screen.getByLabelText('Start time'), '14:00');

  await user.clear(screen.getByLabelText('Fee in SGD'));
  await user.type(screen.getByLabelText('Fee in SGD'), '60');
  await user.clear(screen.getByLabelText('Registration closing date'));
  await user.type(screen.getByLabelText('Registration closing date'), '31/03/2099');
  await user.click(screen.getByRole('checkbox', { name: 'Previous attempts must be within the past 2 years' }));
  await user.click(screen.getByRole('button', { name: 'Save exam' }));
  expect(post).toHaveBeenCalledWith(API, {
    nameEn: 'Computing Test',
    nameZh: '计算机测验',
    examDate: '15/04/2099',
    startsAt: '14:00',
    endsAt: '16:30',
    venueEn: 'Hall 2',
    venueZh: '二号厅',
    fee: '60',
    // In catalogue order, whatever the order they were ticked in.
    programmes: ['CS', 'MATH'],
    registrationClosesOn: '31/03/2099',
    previousAttemptWithinTwoYears: true,
  });
  expect(await screen.findByText('Computing Test has been saved.')).toBeInTheDocument();
});

it('changes an exam with registrations: the fee is read-only and says why; closing it leads back to the list', async () => {
  const put = jest.spyOn(http, 'put').mockImplementation(() => answer(exam));
  const post = jest.spyOn(http, 'post').mockImplementation(() => answer({ ...exam, status: 'CLOSED' }));
  const { container } = renderAt(`/entrance-exams/${exam.id}`);
  const fee = await screen.findByLabelText('Fee in SGD');
  expect(fee).toHaveValue('50.00');
  expect(fee).toHaveAttribute('readonly');
  expect(fee).toHaveAccessibleDescription('Applicants have registered (2), so the fee stays as it is.');
  expect(screen.getByLabelText('Exam date')).toHaveValue('15/04/2099');
  expect(screen.getByRole('checkbox', { name: 'Mathematics' })).toBeChecked();
  expect(await axe(container, WCAG)).toHaveNoViolations();
  const user = userEvent.setup();
  expect(screen.getByLabelText('Start time')).toHaveValue('09:00');
  expect(screen.getByLabelText('Venue in Chinese')).toHaveValue('第一考试厅');
  await user.clear(screen.getByLabelText('Venue in English'));
  await user.type(screen.getByLabelText('Venue in English'), 'Hall 3');
  await user.click(screen.getByRole('button', { name: 'Save exam' }));
  expect(put).toHaveBeenCalledWith(`${API}/${exam.id}`, expect.objectContaining({ venueEn: 'Hall 3', venueZh: '第一考试厅', startsAt: '09:00', endsAt: '11:00', fee: '50.00', registrationClosesOn: '31/03/2099' }));
  expect(await screen.findByText('Mathematics Aptitude Test has been saved.')).toBeInTheDocument();

  await user.click(await screen.findByRole('link', { name: 'Change Mathematics Aptitude Test' }));
  await user.click(await screen.findByRole('button', { name: 'Close registration for this exam' }));
  expect(post).toHaveBeenCalledWith(`${API}/${exam.id}/close`);
  expect(await screen.findByText('Registration for Mathematics Aptitude Test is closed.')).toBeInTheDocument();
});

it('shows an exam from before both languages were asked for as incomplete, and asks for what is missing', async () => {
  const older: OfficeEntranceExam = { ...exam, startsAt: null, endsAt: null, venueZh: null };
  jest.spyOn(http, 'get').mockImplementation(((url: string) => (url === API ? answer([older]) : answer(older))) as never);
  const { container } = renderAt('/entrance-exams');
  const table = await screen.findByRole('table', { name: 'Entrance exams, open ones first' });
  expect(within(table).getByText('Start time or Chinese venue not given yet')).toBeInTheDocument();
  const user = userEvent.setup();
  await user.click(within(table).getByRole('link', { name: 'Change Mathematics Aptitude Test' }));
  const venueZh = await screen.findByLabelText('Venue in Chinese');
  expect(venueZh).toHaveValue('');
  expect(venueZh).toHaveAccessibleDescription('Not given yet: applicants reading Chinese see the English venue until you enter it.');
  expect(screen.getByLabelText('Start time')).toHaveValue('');
  expect(await axe(container, WCAG)).toHaveNoViolations();
  await act(() => changeLanguage('zh-Hans'));
  expect(screen.getByLabelText('考试地点（中文）')).toHaveAccessibleDescription('尚未填写：在您填写之前，中文页面的申请人会看到英文考试地点。');
});
