/** The applicant's Appeal screen: the form with its rules, SDP/MDP for double degrees, the success message, the spec's refusals, both languages, axe. */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AppealState, AppealSummary } from '@portal/contracts/admission/appeals';
import { http } from '@portal/http/client';
import { changeLanguage } from '@portal/i18n/i18n';
import { AppealOutcomePage, AppealPage } from '../src/after/appeals/AppealPage';
import { WCAG } from './helpers/section-page';

expect.extend(toHaveNoViolations);

const NUMBER = '26000042';
const API = `/admission/applications/${NUMBER}/appeal`;

const sentAppeal: AppealSummary = {
  id: 'a1',
  status: 'SUBMITTED',
  reason: 'Better results',
  preferredProgramme: 'LAWECON',
  preferredMajor: null,
  sdp: true,
  mdp: false,
  createdAt: '2026-03-01T01:00:00.000Z',
  submittedAt: '2026-03-01T01:00:00.000Z',
  replacedAt: null,
  reviewStartedAt: null,
  outcome: null,
  outcomeProgramme: null,
  outcomeMajor: null,
  outcomeRemarks: null,
  decidedAt: null,
  documents: [],
};

const open: AppealState = { applicationNumber: NUMBER, block: null, current: null, draft: null, history: [] };

function serve(states: AppealState[]) {
  let call = 0;
  return jest.spyOn(http, 'get').mockImplementation(((path: string) => {
    if (path !== API) return Promise.reject(new Error(`unexpected ${path}`));
    const state = states[Math.min(call++, states.length - 1)];
    return Promise.resolve({ data: state, status: 200, headers: {}, config: {}, statusText: 'OK' });
  }) as never);
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="applications/:applicationNumber/appeal" element={<AppealPage />} />
        <Route path="applications/:applicationNumber/appeal/outcome" element={<AppealOutcomePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(async () => {
  jest.restoreAllMocks();
  await changeLanguage('en-GB');
});

describe('the Appeal screen', () => {
  it('checks the answers with the shared rules and asks for SDP and/or MDP only for a double degree', async () => {
    serve([open]);
    const post = jest.spyOn(http, 'post');
    renderAt(`/applications/${NUMBER}/appeal`);
    const submit = await screen.findByRole('button', { name: 'Submit appeal' });
    expect(screen.getByText(/You have 2000 characters remaining/)).toBeInTheDocument();
    await userEvent.click(submit);
    expect((await screen.findAllByText('Enter the reason for your appeal')).length).toBeGreaterThan(0);
    expect(post).not.toHaveBeenCalled();
    expect(screen.queryByRole('group', { name: /double-degree/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/Preferred programme/), 'LAWECON');
    expect(screen.getByRole('group', { name: /double-degree/ })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Reason for your appeal/), 'My results');
    await userEvent.click(submit);
    expect(await screen.findAllByText('Choose SDP, MDP or both for a double-degree programme')).not.toHaveLength(0);
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the appeal and shows the success message and the current appeal', async () => {
    serve([open, { ...open, current: sentAppeal }]);
    const post = jest.spyOn(http, 'post').mockResolvedValue({ data: sentAppeal, status: 201 } as never);
    renderAt(`/applications/${NUMBER}/appeal`);
    await userEvent.type(await screen.findByLabelText(/Reason for your appeal/), 'Better results');
    await userEvent.selectOptions(screen.getByLabelText(/Preferred programme/), 'LAWECON');
    await userEvent.click(screen.getByLabelText('Second Degree Programme (SDP)'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit appeal' }));
    expect(post).toHaveBeenCalledWith(API, { reason: 'Better results', preferredProgramme: 'LAWECON', preferredMajor: '', sdp: true, mdp: false });
    expect(await screen.findByText(/Your appeal has been submitted/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your current appeal' })).toBeInTheDocument();
    expect(screen.getByText('You have already sent an appeal. Sending this one replaces it.')).toBeInTheDocument();
  });

  it("shows the spec's message instead of the form once the appeal is processed, in English and Chinese, with no axe violations", async () => {
    serve([{ ...open, block: 'APPEAL_PROCESSED', current: { ...sentAppeal, status: 'UNDER_REVIEW' } }]);
    const { container } = renderAt(`/applications/${NUMBER}/appeal`);
    expect(await screen.findByText('You cannot submit another appeal as your current appeal has been processed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit appeal' })).not.toBeInTheDocument();
    expect(await axe(container, WCAG)).toHaveNoViolations();
    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByText('您的当前申诉已在处理中，因此不能再提交申诉。')).toBeInTheDocument();
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });

  it('shows the appeal outcome', async () => {
    const decided: AppealSummary = { ...sentAppeal, status: 'DECIDED', outcome: 'UPHELD', outcomeProgramme: 'BIZ', outcomeMajor: 'FIN', outcomeRemarks: 'Welcome', decidedAt: '2026-03-05T02:00:00.000Z' };
    serve([{ ...open, block: 'APPEAL_OUTCOME_EXISTS', current: decided }]);
    const { container } = renderAt(`/applications/${NUMBER}/appeal/outcome`);
    expect(await screen.findByText('Appeal upheld')).toBeInTheDocument();
    expect(screen.getByText('Business Administration — Finance')).toBeInTheDocument();
    expect(screen.getByText('Welcome')).toBeInTheDocument();
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });
});
