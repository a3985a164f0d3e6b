/** Entrance Exam Payment: the followed application's exams, registering (the 2-year rule next to the field and in the summary), the banner on Payment Details; both languages, axe. */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { singaporeDate } from '@portal/contracts/singapore-calendar';
import type { ApplicantEntranceExam } from '@portal/contracts/entrance-exams';
import { displayMonth, earliestPreviousAttempt } from '@portal/contracts/entrance-exams';
import { applicationChoiceStore } from '@portal/http/application-choice';
import { http } from '@portal/http/client';
import { notificationStore } from '@portal/http/notifications';
import { changeLanguage } from '@portal/i18n/i18n';
import { EntranceExamsPage } from '../src/entrance-exams/EntranceExamsPage';
import { RegisterPage } from '../src/entrance-exams/RegisterPage';
import { RegisteredBanner } from '../src/entrance-exams/RegisteredBanner';

expect.extend(toHaveNoViolations);

const WCAG = {
  runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  rules: { 'color-contrast': { enabled: false } },
};
const NUMBER = '24000001';
const API = `/payment/entrance-exams/applications/${NUMBER}`;

const maths: ApplicantEntranceExam = {
  id: '7d1f5f8e-3f5b-4c55-9a43-5f1d2c3b4a59',
  nameEn: 'Mathematics Aptitude Test',
  nameZh: '数学能力测验',
  examDate: '2099-04-15',
  startsAt: '09:00',
  endsAt: '11:00',
  venueEn: 'Examination Hall 1',
  venueZh: '第一考试厅',
  feeCents: 5000,
  registrationClosesOn: '2099-03-31',
  previousAttemptWithinTwoYears: true,
  registrationOpen: true,
  programmes: ['CS', 'MATH'],
  registration: null,
};
const business: ApplicantEntranceExam = {
  ...maths,
  id: '0b7c4d1e-2a3f-4b5c-8d6e-7f8091a2b3c4',
  nameEn: 'Business Case Test',
  nameZh: '商业案例测验',
  startsAt: '14:00',
  endsAt: null,
  // An exam from before the office gave venues in Chinese: the English one stands in.
  venueZh: null,
  previousAttemptWithinTwoYears: false,
  programmes: ['BIZ'],
  registration: { registeredAt: '2099-03-01T02:00:00.000Z', applicationNumber: NUMBER, satBefore: false, previousAttempt: null, feeStatus: 'UNPAID' },
};

const answer = (data: unknown) => Promise.resolve({ data, status: 200, statusText: '', headers: {}, config: {} as never });

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route index element={<RegisteredBanner />} />
        <Route path="entrance-exams" element={<EntranceExamsPage />} />
        <Route path="entrance-exams/:examId" element={<RegisterPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  applicationChoiceStore.setState({ status: 'ready', current: NUMBER, applications: [] });
  jest.spyOn(http, 'get').mockImplementation(((url: string) => (url === API ? answer({ applicationNumber: NUMBER, exams: [maths, business] }) : Promise.reject(new Error(url)))) as never);
});

afterEach(async () => {
  jest.restoreAllMocks();
  notificationStore.getState().clear();
  await changeLanguage('en-GB');
});

it("lists the followed application's exams: facts, the choices that need them, registered or the way to register", async () => {
  const { container } = renderAt('/entrance-exams');
  const exam = await screen.findByRole('region', { name: 'Mathematics Aptitude Test' });
  expect(within(exam).getByText('15/04/2099, 9:00 am to 11:00 am')).toBeInTheDocument();
  expect(within(exam).getByText('Examination Hall 1')).toBeInTheDocument();
  expect(within(exam).getByText('Computer Science, Mathematics')).toBeInTheDocument();
  expect(within(exam).getByText('If you sat this exam before, your last attempt must be within the past 2 years.')).toBeInTheDocument();
  expect(within(exam).getByText('Not registered')).toBeInTheDocument();
  expect(within(exam).getByRole('link', { name: 'Register for Mathematics Aptitude Test' })).toHaveAttribute('href', `/entrance-exams/${maths.id}`);
  const registered = screen.getByRole('region', { name: 'Business Case Test' });
  expect(within(registered).getByText('15/04/2099, 2:00 pm')).toBeInTheDocument();
  expect(within(registered).getByText('Registered on 01/03/2099', { exact: false })).toBeInTheDocument();
  expect(within(registered).getByText('Not paid')).toBeInTheDocument();
  expect(within(registered).queryByRole('link', { name: /Register/ })).toBeNull();
  expect(await axe(container, WCAG)).toHaveNoViolations();

  await act(() => changeLanguage('zh-Hans'));
  expect(screen.getByRole('heading', { level: 1, name: '入学考试缴费' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '报名参加数学能力测验' })).toBeInTheDocument();
  expect(screen.getByText('计算机科学、数学')).toBeInTheDocument();
  const chinese = screen.getByRole('region', { name: '数学能力测验' });
  expect(within(chinese).getByText('2099年4月15日，09:00至11:00')).toBeInTheDocument();
  expect(within(chinese).getByText('第一考试厅')).toBeInTheDocument();
  const stillEnglish = screen.getByRole('region', { name: '商业案例测验' });
  expect(within(stillEnglish).getByText('2099年4月15日，14:00')).toBeInTheDocument();
  expect(within(stillEnglish).getByText('Examination Hall 1')).toBeInTheDocument();
  expect(await axe(container, WCAG)).toHaveNoViolations();
});

it('refuses a previous attempt older than 2 years next to the field and in the summary, then registers and shows the fee banner', async () => {
  const post = jest.spyOn(http, 'post').mockImplementation(() => answer({ examId: maths.id, registration: {}, fee: { id: 'f1', amountCents: 5000, dueDate: '2099-03-31', status: 'UNPAID' } }));
  const { container } = renderAt(`/entrance-exams/${maths.id}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Register for Mathematics Aptitude Test' })).toBeInTheDocument();
  const user = userEvent.setup();

  // Nothing answered: the question is required.
  await user.click(screen.getByRole('button', { name: 'Register and add the fee' }));
  const summary = await screen.findByRole('region', { name: 'There is a problem' });
  expect(within(summary).getByRole('link', { name: 'Select yes if you have sat this exam before' })).toHaveAttribute('href', '#satBefore');

  await user.click(screen.getByRole('radio', { name: 'Yes' }));
  const earliest = displayMonth(earliestPreviousAttempt(singaporeDate(new Date())));
  const field = screen.getByLabelText('When did you last sit it?');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(`${earliest} or later`));
  await user.type(field, '01/2000');
  await user.click(screen.getByRole('button', { name: 'Register and add the fee' }));
  const tooOld = `Your previous attempt must be within the past 2 years: ${earliest} or later`;
  expect(await within(screen.getByRole('region', { name: 'There is a problem' })).findByRole('link', { name: tooOld })).toHaveAttribute('href', '#previousAttempt');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(tooOld));
  expect(post).not.toHaveBeenCalled();
  expect(await axe(container, WCAG)).toHaveNoViolations();

  await user.clear(field);
  await user.type(field, earliest);
  await user.click(screen.getByRole('button', { name: 'Register and add the fee' }));
  expect(post).toHaveBeenCalledWith(`${API}/registrations`, { examId: maths.id, satBefore: 'YES', previousAttempt: earliest });
  expect(await screen.findByText('You are registered for the Mathematics Aptitude Test. Its fee of SGD 50.00 is now among your fees below.')).toBeInTheDocument();
});

it("drops a month typed before the answer changed to No, and shows the server's refusal in the notification area", async () => {
  const refusal = { response: { status: 409, data: { errors: [{ code: 'EXAM_REGISTRATION_CLOSED', message: 'Registration for this entrance exam has closed.' }] } }, isAxiosError: true };
  const post = jest.spyOn(http, 'post').mockRejectedValue(refusal);
  renderAt(`/entrance-exams/${maths.id}`);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: 'Yes' }));
  await user.type(screen.getByLabelText('When did you last sit it?'), '13/2024');
  await user.click(screen.getByRole('radio', { name: 'No' }));
  await user.click(screen.getByRole('button', { name: 'Register and add the fee' }));
  expect(post).toHaveBeenCalledWith(`${API}/registrations`, { examId: maths.id, satBefore: 'NO', previousAttempt: '' });
  await screen.findByRole('button', { name: 'Register and add the fee' });
  expect(notificationStore.getState().current).toEqual({ kind: 'error', messages: [expect.stringContaining('EXAM_REGISTRATION_CLOSED')] });
});

it('says so instead of a form when already registered, and when the exam is not among those offered', async () => {
  renderAt(`/entrance-exams/${business.id}`);
  expect(await screen.findByText('You have registered for this exam. Its fee is on Payment Details.', { exact: false })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Register and add the fee' })).toBeNull();
  cleanup();
  renderAt('/entrance-exams/11111111-2222-4333-8444-555555555555');
  expect(await screen.findByText('This entrance exam is not one your programme choices need, or it is no longer offered.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Register and add the fee' })).toBeNull();
});
