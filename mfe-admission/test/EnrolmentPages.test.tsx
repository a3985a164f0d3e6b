import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { EnrolmentStatus } from '@portal/contracts/admission/after-submission';
import type { SectionDraft } from '@portal/contracts/forms';
import { http } from '@portal/http/client';
import { setNavigator } from '@portal/http/navigation';
import { changeLanguage } from '@portal/i18n/i18n';
import { EnrolmentPage } from '../src/after/enrolment/EnrolmentPage';
import { EnrolmentStepPage } from '../src/after/enrolment/EnrolmentStepPage';
import { WCAG } from './helpers/section-page';

expect.extend(toHaveNoViolations);
const API = '/admission/applications/26000042/enrolment';
const status = (extra: Partial<EnrolmentStatus> = {}): EnrolmentStatus => ({
  applicationNumber: '26000042',
  available: true,
  commencesOn: '2026-08-04',
  programme: 'CS',
  sections: [
    { id: 'contact', state: 'COMPLETED' },
    { id: 'decision', state: 'IN_PROGRESS' },
    { id: 'details', state: 'NOT_STARTED' },
  ],
  documents: [],
  submission: null,
  letterDueIfSubmittedToday: '2026-04-13',
  contactOnFile: { email: 'a@example.edu', mobile: '91234567' },
  ...extra,
});
const draft = (section: string, data: Record<string, unknown> | null): SectionDraft => ({ section, data, version: data ? 1 : 0, state: data ? 'IN_PROGRESS' : 'NOT_STARTED', savedAt: null });
const answer = (data: unknown) => Promise.resolve({ data, status: 200, statusText: '', headers: {}, config: {} as never });

/** The API as the pages read it: the enrolment's status and its saved sections. */
function serve(enrolment: EnrolmentStatus, sections: Record<string, Record<string, unknown> | null> = {}) {
  // Autosaves are answered too: nothing reaches a network.
  jest.spyOn(http, 'put').mockReturnValue(answer({ version: 1, state: 'IN_PROGRESS', savedAt: '2026-03-27T09:00:00.000Z', errors: [] }));
  return jest.spyOn(http, 'get').mockImplementation((url: string) => {
    const section = /\/sections\/(\w+)$/.exec(url)?.[1];
    return answer(section ? draft(section, sections[section] ?? null) : enrolment) as never;
  });
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/applications/:applicationNumber/enrolment" element={<EnrolmentPage />} />
        <Route path="/applications/:applicationNumber/enrolment/:step" element={<EnrolmentStepPage />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  localStorage.clear();
  setNavigator(jest.fn());
});
afterEach(async () => {
  jest.restoreAllMocks();
  await changeLanguage('en-GB');
});

describe('RNS Confirmation of Enrolment', () => {
  it('shows when enrolment commences, the letters’ date and the five sections', async () => {
    serve(status());
    const { container } = renderAt('/applications/26000042/enrolment');
    expect(await screen.findByRole('heading', { level: 2, name: 'Enrolment commencing 4 August 2026' })).toBeInTheDocument();
    expect(screen.getByText(/within 10 working days: if you submit today, by 13 April 2026/)).toBeInTheDocument();
    // The programme by its name, not its code.
    expect(screen.getByText('Computer Science')).toBeInTheDocument();
    const links = screen.getAllByRole('link').filter((link) => link.textContent?.startsWith('Section'));
    expect(links.map((link) => link.textContent)).toEqual([
      'Section 1: Personal and contact confirmation',
      'Section 2: Your enrolment decision',
      'Section 3: Details for your decision',
      'Section 4: Documents',
      'Section 5: Declaration and submit',
    ]);
    expect(links[1]).toHaveAttribute('href', '/applications/26000042/enrolment/decision');
    expect(links[0]).toHaveAccessibleDescription('Completed');
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });

  it('says it opens after an accepted offer', async () => {
    serve(status({ available: false }));
    renderAt('/applications/26000042/enrolment');
    expect(await screen.findByText('Confirmation of enrolment opens after you have accepted an offer of admission.')).toBeInTheDocument();
  });

  it('shows a submitted confirmation as final, with the disruption letter’s date, in Chinese', async () => {
    serve(status({ submission: { decision: 'DISRUPT', submittedAt: '2026-03-27T09:00:00.000Z', letterDueOn: '2026-04-13', answers: {} } }));
    await act(() => changeLanguage('zh-Hans'));
    const { container } = renderAt('/applications/26000042/enrolment');
    expect(await screen.findByText('我们将在 10 个工作日内（2026年4月13日前）发出您的中断学业信函。')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '入学日期：2026年8月4日' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /第 1 部分/ })).not.toBeInTheDocument();
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });

  it('section 2 offers the four options and saves the choice', async () => {
    serve(status());
    const put = jest.mocked(http.put).mockReturnValue(answer({ version: 1, state: 'COMPLETED', savedAt: '2026-03-27T09:00:00.000Z', errors: [] }));
    const { container } = renderAt('/applications/26000042/enrolment/decision');
    const group = await screen.findByRole('radiogroup', { name: /Will you enrol\?/ });
    expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['ENROL', 'DEFER', 'DISRUPT', 'NOT_ENROL']);
    await userEvent.click(within(group).getByRole('radio', { name: '(c) I wish to apply for disruption' }));
    await userEvent.click(screen.getByRole('button', { name: /Save and continue/ }));
    expect(put).toHaveBeenCalledWith(`${API}/sections/decision`, expect.objectContaining({ data: { decision: 'DISRUPT' }, complete: true }), expect.anything());
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });

  it('section 1 continues to section 2 with a form of its own: only the decision is saved there', async () => {
    serve(status());
    const put = jest.mocked(http.put).mockReturnValue(answer({ version: 1, state: 'COMPLETED', savedAt: '2026-03-27T09:00:00.000Z', errors: [] }));
    renderAt('/applications/26000042/enrolment/contact');
    // They start as the application has them (contactOnFile); the applicant may change them.
    const email = await screen.findByRole('textbox', { name: /E-mail address/ });
    expect(email).toHaveValue('a@example.edu');
    expect(screen.getByRole('textbox', { name: /Mobile number/ })).toHaveValue('91234567');
    expect(screen.queryByRole('button', { name: 'Save Application' })).not.toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'lee.junwei@example.edu');
    await userEvent.click(screen.getByRole('checkbox', { name: /I confirm that my particulars/ }));
    await userEvent.click(screen.getByRole('button', { name: /Save and continue/ }));
    const group = await screen.findByRole('radiogroup', { name: /Will you enrol\?/ });
    put.mockClear();
    await userEvent.click(within(group).getByRole('radio', { name: '(b) I wish to defer my admission' }));
    await userEvent.click(screen.getByRole('button', { name: /Save and continue/ }));
    expect(put).toHaveBeenCalledWith(`${API}/sections/decision`, expect.objectContaining({ data: { decision: 'DEFER' }, complete: true }), expect.anything());
  });

  it('section 3 asks what the chosen option needs: disruption dates in order', async () => {
    serve(status(), { decision: { decision: 'DISRUPT' } });
    const put = jest.mocked(http.put);
    renderAt('/applications/26000042/enrolment/details');
    await userEvent.click(await screen.findByRole('radio', { name: 'National service' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Disruption from/ }), '31/07/2027');
    await userEvent.type(screen.getByRole('textbox', { name: /Disruption until/ }), '01/08/2026');
    expect(screen.queryByRole('textbox', { name: /Reason for deferring/ })).not.toBeInTheDocument();
    put.mockClear();
    await userEvent.click(screen.getByRole('button', { name: /Save and continue/ }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'The end of the disruption must be after its start' })).toHaveAttribute('href', '#disruptionTo');
    // Not finished while the rules fail (an autosave may still keep what was typed).
    expect(put).not.toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ complete: true }), expect.anything());
  });

  it('section 5 needs the declaration before submitting', async () => {
    serve(status());
    const post = jest.spyOn(http, 'post').mockReturnValue(answer(status()));
    renderAt('/applications/26000042/enrolment/declaration');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit confirmation of enrolment' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'You must agree to this declaration to submit your confirmation of enrolment' })).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('checkbox', { name: /I declare/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit confirmation of enrolment' }));
    expect(post).toHaveBeenCalledWith(`${API}/submit`, { declaration: true });
  });
});
