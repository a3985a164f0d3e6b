/** The application period on the task list, named in the page's language (issue 35: the office names it in both). */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AdmissionForm } from '@portal/contracts/admission/api';
import { http } from '@portal/http/client';
import { changeLanguage } from '@portal/i18n/i18n';
import { TaskListPage } from '../src/form/TaskListPage';
import { admissionForm } from './helpers/section-page';

const NUMBER = '26000042';
const period = { name: { 'en-GB': 'Undergraduate admissions 2027/2028', 'zh-Hans': '2027/2028 学年本科招生' }, opensAt: '2026-10-01T00:00:00.000Z', closesAt: '2027-03-01T15:59:00.000Z' };
const answer = (data: unknown) => Promise.resolve({ data, status: 200, statusText: '', headers: {}, config: {} as never });

function renderWith(form: AdmissionForm) {
  jest.spyOn(http, 'get').mockImplementation(((path: string) =>
    path === `/admission/applications/${NUMBER}/form` ? answer(form) : path.endsWith('/timeline') ? answer([]) : path.endsWith('/documents') ? answer([]) : Promise.reject(new Error(path))) as never);
  return render(
    <MemoryRouter initialEntries={[`/applications/${NUMBER}`]}>
      <Routes>
        <Route path="applications/:applicationNumber" element={<TaskListPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(async () => {
  jest.restoreAllMocks();
  await changeLanguage('en-GB');
});

it('names an open period in the page language', async () => {
  renderWith({ ...admissionForm(), period: { ...period, open: true } });
  expect(await screen.findByText(/^Undergraduate admissions 2027\/2028: applications can be submitted until 01\/03\/2027, 23:59/)).toBeInTheDocument();
  await act(() => changeLanguage('zh-Hans'));
  expect(screen.getByText(/^2027\/2028 学年本科招生：申请截止提交日期为/)).toBeInTheDocument();
  expect(screen.queryByText(/Undergraduate admissions/)).not.toBeInTheDocument();
});

it('names a closed period in the page language', async () => {
  await changeLanguage('zh-Hans');
  renderWith({ ...admissionForm(), period: { ...period, open: false } });
  expect(await screen.findByText(/^2027\/2028 学年本科招生：申请提交期为/)).toBeInTheDocument();
  expect(screen.queryByText(/Undergraduate admissions/)).not.toBeInTheDocument();
});
