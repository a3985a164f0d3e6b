import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { FinalGpaStatus } from '@portal/contracts/admission/after-submission';
import type { DocumentSummary } from '@portal/contracts/forms';
import { http } from '@portal/http/client';
import { changeLanguage } from '@portal/i18n/i18n';
import { FinalGpaPage } from '../src/after/FinalGpaPage';
import { WCAG } from './helpers/section-page';

expect.extend(toHaveNoViolations);
const DOCUMENT: DocumentSummary = {
  id: '0b6c1f47-8a1e-4d1f-9f52-2f4a3c1d9e01',
  section: 'finalGpa',
  documentType: 'FINAL_RESULTS',
  fileName: 'transcript.pdf',
  mediaType: 'application/pdf',
  sizeBytes: 120_000,
  scanStatus: 'CLEAN',
  uploadedAt: '2026-05-04T02:00:00.000Z',
};
const status = (extra: Partial<FinalGpaStatus> = {}): FinalGpaStatus => ({ applicationNumber: '26000042', available: true, gpa: null, submittedAt: null, documents: [], ...extra });
const answer = (data: unknown) => Promise.resolve({ data, status: 200, statusText: '', headers: {}, config: {} as never });

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/applications/26000042/final-gpa']}>
      <Routes>
        <Route path="/applications/:applicationNumber/final-gpa" element={<FinalGpaPage />} />
      </Routes>
    </MemoryRouter>,
  );

afterEach(async () => {
  jest.restoreAllMocks();
  await changeLanguage('en-GB');
});

describe('Submit final cumulative GPA result', () => {
  it('asks for the results document and a GPA from 0.0001 to 4.0000 (or 0), with the shared messages', async () => {
    const get = jest.spyOn(http, 'get').mockReturnValue(answer(status()));
    const post = jest.spyOn(http, 'post');
    const { container } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: /Submit final cumulative GPA result/ })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/admission/applications/26000042/final-gpa');
    const gpa = await screen.findByRole('textbox', { name: /Final cumulative GPA/ });
    expect(gpa).toHaveAccessibleDescription(/From 0.0001 to 4.0000/);

    await userEvent.click(screen.getByRole('button', { name: 'Submit final cumulative GPA' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Upload your final results document' })).toHaveAttribute('href', '#file');
    expect(within(summary).getByRole('link', { name: 'Enter your final cumulative GPA' })).toHaveAttribute('href', '#gpa');

    await userEvent.type(gpa, '4.0001');
    await userEvent.click(screen.getByRole('button', { name: 'Submit final cumulative GPA' }));
    expect(await screen.findAllByText('Enter a final cumulative GPA from 0.0001 to 4.0000, or 0 if you have none')).not.toHaveLength(0);
    await userEvent.clear(gpa);
    // The field takes at most 6 characters (a 5th decimal cannot be typed); a malformed number is refused.
    await userEvent.type(gpa, '3.12345');
    expect(gpa).toHaveValue('3.1234');
    await userEvent.clear(gpa);
    await userEvent.type(gpa, '3,5');
    await userEvent.click(screen.getByRole('button', { name: 'Submit final cumulative GPA' }));
    expect(await screen.findAllByText('Enter the GPA as a number with up to 4 decimal places, like 3.75')).not.toHaveLength(0);
    expect(post).not.toHaveBeenCalled();
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });

  it('submits the GPA once the document is there, then shows it as received', async () => {
    jest
      .spyOn(http, 'get')
      .mockReturnValueOnce(answer(status({ documents: [DOCUMENT] })))
      .mockReturnValue(answer(status({ documents: [DOCUMENT], gpa: '0', submittedAt: '2026-05-04T03:00:00.000Z' })));
    const post = jest.spyOn(http, 'post').mockReturnValue(answer({}));
    renderPage();
    expect(await screen.findByRole('link', { name: /transcript.pdf/ })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Final cumulative GPA/ }), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Submit final cumulative GPA' }));
    expect(post).toHaveBeenCalledWith('/admission/applications/26000042/final-gpa', { gpa: '0' });
    const banner = await screen.findByRole('alert', { name: 'Final cumulative GPA submitted' });
    expect(banner).toHaveTextContent('We have received your final cumulative GPA and final results document.');
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('says when no final GPA is asked, and reads in Chinese', async () => {
    jest.spyOn(http, 'get').mockReturnValue(answer(status({ available: false })));
    await act(() => changeLanguage('zh-Hans'));
    const { container } = renderPage();
    expect(await screen.findByText('此申请无须提交最终累积平均绩点（CGPA）。')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /提交最终累积平均绩点（CGPA）成绩/ })).toBeInTheDocument();
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });
});
