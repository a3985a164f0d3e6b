import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ActualResultsStatus, EnrolmentStatus } from '@portal/contracts/admission/after-submission';
import { http } from '@portal/http/client';
import { OfficeEnrolmentPage } from '../src/office/after-submission/OfficeEnrolmentPage';
import { OfficeResultsPage } from '../src/office/after-submission/OfficeResultsPage';
import { ResultsWindowBatchPage } from '../src/office/after-submission/ResultsWindowBatchPage';
import { WCAG } from './helpers/section-page';

expect.extend(toHaveNoViolations);
const answer = (data: unknown) => Promise.resolve({ data, status: 200, statusText: '', headers: {}, config: {} as never });
const subject = (code: string, level: string, grade: string) => ({ subject: code, otherName: '', level, grade, marks: '' });
const RESULTS: ActualResultsStatus = {
  applicationNumber: '26000042',
  window: { open: false, closesAt: null, openedAt: null },
  records: [{ id: 'a1b2c3d4e5f60718', institution: 'Raffles Institution', qualification: 'ALEVEL', status: 'GRADUATED', resultType: 'ACTUAL' }],
  submitted: { results: [{ recordId: 'a1b2c3d4e5f60718', subjects: [subject('MATH', 'H2', 'B')] }] },
  actual: null,
  updatedAt: null,
};

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/applications/:applicationNumber/results" element={<OfficeResultsPage />} />
        <Route path="/applications/:applicationNumber/enrolment" element={<OfficeEnrolmentPage />} />
        <Route path="/results-window" element={<ResultsWindowBatchPage />} />
      </Routes>
    </MemoryRouter>,
  );

afterEach(() => jest.restoreAllMocks());

describe('admissions console after submission', () => {
  it('opens the results window with a closing date and shows the submitted results', async () => {
    jest.spyOn(http, 'get').mockReturnValue(answer(RESULTS));
    const put = jest.spyOn(http, 'put').mockReturnValue(answer(RESULTS));
    const { container } = renderAt('/applications/26000042/results');
    expect(await screen.findByText('Closed: the applicant cannot update results.', { exact: false })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Raffles Institution (Singapore-Cambridge GCE A-Level)' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('H2');
    await userEvent.type(screen.getByRole('textbox', { name: /Closing date/ }), '31/03/2099');
    await userEvent.click(screen.getByRole('button', { name: 'Open the window' }));
    expect(put).toHaveBeenCalledWith('/office/admission/applications/26000042/results-window', { open: true, closesOn: '31/03/2099' });
    expect(await screen.findByText('The results update window has been changed.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Close the window' }));
    expect(put).toHaveBeenLastCalledWith('/office/admission/applications/26000042/results-window', { open: false, closesOn: '' });
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });

  it('refuses a closing date in the past before asking the API', async () => {
    jest.spyOn(http, 'get').mockReturnValue(answer(RESULTS));
    const put = jest.spyOn(http, 'put');
    renderAt('/applications/26000042/results');
    await userEvent.type(await screen.findByRole('textbox', { name: /Closing date/ }), '01/01/2020');
    await userEvent.click(screen.getByRole('button', { name: 'Open the window' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'The closing date must be today or later' })).toHaveAttribute('href', '#closesOn');
    expect(put).not.toHaveBeenCalled();
  });

  it('opens the window for a batch of numbers', async () => {
    const post = jest.spyOn(http, 'post').mockReturnValue(answer({ updated: ['26000042', '26000043'] }));
    const { container } = renderAt('/results-window');
    await userEvent.type(screen.getByRole('textbox', { name: /Application numbers/ }), '26000042,\n26000043');
    await userEvent.click(screen.getByRole('button', { name: 'Open the window' }));
    expect(post).toHaveBeenCalledWith('/office/admission/results-window', { open: true, closesOn: '', applicationNumbers: ['26000042', '26000043'] });
    expect(await screen.findByText('The window has been changed for 2 applications.')).toBeInTheDocument();
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });

  it('reads a submitted confirmation of enrolment', async () => {
    const enrolment: EnrolmentStatus = {
      applicationNumber: '26000042',
      available: true,
      commencesOn: '2026-08-04',
      programme: 'CS',
      sections: [],
      documents: [],
      submission: {
        decision: 'DEFER',
        submittedAt: '2026-03-27T09:00:00.000Z',
        letterDueOn: '2026-04-13',
        answers: { contact: { email: 'a@example.edu', mobile: '91234567' }, details: { deferPeriod: 'ONE_YEAR', deferReason: 'Full-time national service' } },
      },
      letterDueIfSubmittedToday: '2026-04-13',
      contactOnFile: { email: 'a@example.edu', mobile: '91234567' },
    };
    jest.spyOn(http, 'get').mockReturnValue(answer(enrolment));
    const { container } = renderAt('/applications/26000042/enrolment');
    expect(await screen.findByText('(b) Defer')).toBeInTheDocument();
    expect(screen.getByText('13/04/2026')).toBeInTheDocument();
    expect(screen.getByText('One academic year')).toBeInTheDocument();
    expect(screen.getByText('Full-time national service')).toBeInTheDocument();
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });
});
