import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ActualResultsStatus } from '@portal/contracts/admission/after-submission';
import { http } from '@portal/http/client';
import { changeLanguage } from '@portal/i18n/i18n';
import { ActualResultsPage } from '../src/after/ActualResultsPage';
import { WCAG } from './helpers/section-page';

expect.extend(toHaveNoViolations);
const RECORD_ID = 'a1b2c3d4e5f60718';
const subject = (code: string, level: string, grade: string) => ({ subject: code, otherName: '', level, grade, marks: '' });
const status = (open: boolean): ActualResultsStatus => ({
  applicationNumber: '26000042',
  window: { open, closesAt: open ? '2026-08-31T15:59:59.999Z' : null, openedAt: null },
  records: [{ id: RECORD_ID, institution: 'Raffles Institution', qualification: 'ALEVEL', status: 'GRADUATED', resultType: 'ACTUAL' }],
  submitted: { results: [{ recordId: RECORD_ID, subjects: [subject('GP', 'H1', 'B'), subject('MATH', 'H2', 'A'), subject('PHYS', 'H1', 'B'), subject('CHEM', 'H1', 'A')] }] },
  actual: null,
  updatedAt: null,
});
const answer = (data: unknown) => Promise.resolve({ data, status: 200, statusText: '', headers: {}, config: {} as never });

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/applications/26000042/actual-results']}>
      <Routes>
        <Route path="/applications/:applicationNumber/actual-results" element={<ActualResultsPage />} />
      </Routes>
    </MemoryRouter>,
  );

afterEach(async () => {
  jest.restoreAllMocks();
  await changeLanguage('en-GB');
});

describe('Update Actual Exam Result', () => {
  it('says the window is closed, in both languages', async () => {
    jest.spyOn(http, 'get').mockReturnValue(answer(status(false)));
    const { container } = renderPage();
    expect(await screen.findByText(/Updating actual exam results is closed for this application/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update results' })).not.toBeInTheDocument();
    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByText(/此申请目前不能更新实际考试成绩/)).toBeInTheDocument();
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });

  it("starts from the submitted results and applies the A-Level rule before sending; then says 'Results updated'", async () => {
    jest.spyOn(http, 'get').mockReturnValue(answer(status(true)));
    const put = jest.spyOn(http, 'put').mockReturnValue(answer(status(true)));
    const { container } = renderPage();
    expect(await screen.findByText('You can update your results until 31/08/2026.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update results' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(within(summary).getAllByRole('link')[0]).toHaveTextContent(/4 subjects/);
    expect(put).not.toHaveBeenCalled();
    expect(await axe(container, WCAG)).toHaveNoViolations();

    // Physics was taken at H2 after all: two main subjects now.
    const physics = screen.getByRole('group', { name: 'Subject 3' });
    await userEvent.selectOptions(within(physics).getByRole('combobox', { name: /Level/ }), 'H2');
    await userEvent.selectOptions(within(physics).getByRole('combobox', { name: /Grade/ }), 'A');
    await userEvent.click(screen.getByRole('button', { name: 'Update results' }));
    expect(put).toHaveBeenCalledWith('/admission/applications/26000042/actual-results', {
      results: [{ recordId: RECORD_ID, subjects: [subject('GP', 'H1', 'B'), subject('MATH', 'H2', 'A'), subject('PHYS', 'H2', 'A'), subject('CHEM', 'H1', 'A')] }],
    });
    expect(await screen.findByText('Results updated')).toBeInTheDocument();
  });
});

describe('the links from a submitted application', () => {
  it('lead to the results update, the enrolment confirmation, the appeal, the interview and the requested documents, and to the final GPA for GPA categories only', async () => {
    const { AfterSubmissionLinks } = await import('../src/after/AfterSubmissionLinks');
    const { rerender } = render(
      <MemoryRouter>
        <AfterSubmissionLinks application={{ applicationNumber: '26000042', category: 'ALEVEL' }} />
      </MemoryRouter>,
    );
    const links = () => within(screen.getByRole('navigation', { name: 'After submitting' })).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links()).toEqual(['/applications/26000042/actual-results', '/applications/26000042/enrolment', '/applications/26000042/appeal', '/applications/26000042/interview', '/applications/26000042/documents-requested']);
    rerender(
      <MemoryRouter>
        <AfterSubmissionLinks application={{ applicationNumber: '26000042', category: 'POLYTECHNIC' }} />
      </MemoryRouter>,
    );
    expect(links()).toEqual(['/applications/26000042/actual-results', '/applications/26000042/final-gpa', '/applications/26000042/enrolment', '/applications/26000042/appeal', '/applications/26000042/interview', '/applications/26000042/documents-requested']);
  });
});
