import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { OfficeOutcome, UnreleasedOutcome } from '@portal/contracts/admission/outcomes';
import { http } from '@portal/http/client';
import { OfficeOutcomePage } from '../../src/office/outcomes/OfficeOutcomePage';
import { ReleaseOutcomesPage } from '../../src/office/outcomes/ReleaseOutcomesPage';

const answer = (data: unknown) => Promise.resolve({ data, status: 200, statusText: '', headers: {}, config: {} as never });

const nothingRecorded: OfficeOutcome = {
  applicationNumber: '24000001',
  applicantName: 'TAN MEI LING',
  citizenship: 'SINGAPORE_CITIZEN',
  programmeChoices: [
    { rank: 1, programme: 'CS' },
    { rank: 2, programme: 'BIZ' },
  ],
  outcome: null,
};

afterEach(() => jest.restoreAllMocks());

describe('the console outcome of one application', () => {
  it("records an offer from the applicant's choices, with a major where the programme has them", async () => {
    jest.spyOn(http, 'get').mockReturnValue(answer(nothingRecorded));
    const put = jest.spyOn(http, 'put').mockReturnValue(answer(nothingRecorded));
    render(
      <MemoryRouter initialEntries={['/applications/24000001/outcome']}>
        <Routes>
          <Route path="/applications/:applicationNumber/outcome" element={<OfficeOutcomePage />} />
        </Routes>
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Offer a place' }));
    const programme = screen.getByRole('combobox', { name: /Programme offered/ });
    // The applicant's choices first, marked with their rank.
    expect(within(programme).getAllByRole('option').slice(1, 3).map((option) => option.textContent)).toEqual(['Computer Science (choice 1)', 'Business Administration (choice 2)']);
    await user.selectOptions(programme, 'BIZ');
    await user.click(screen.getByRole('button', { name: 'Save outcome' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Choose the major offered in this programme' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Enter the reply due date' })).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByRole('combobox', { name: /Major offered/ }), 'FIN');
    await user.click(screen.getByRole('checkbox', { name: 'Eligible for the government tuition grant' }));
    await user.click(screen.getByRole('checkbox', { name: 'University Scholars Programme' }));
    await user.type(screen.getByRole('textbox', { name: /Reply due date/ }), '31/12/2099');
    await user.click(screen.getByRole('button', { name: 'Save outcome' }));
    expect(put).toHaveBeenCalledWith('/office/admission/applications/24000001/outcome', {
      decision: 'OFFERED',
      programme: 'BIZ',
      major: 'FIN',
      tuitionGrantEligible: true,
      schemes: ['UNIVERSITY_SCHOLARS'],
      replyDueDate: '31/12/2099',
    });
    expect(await screen.findByText('Outcome saved. It is not visible to the applicant until you release it.')).toBeInTheDocument();
  });
});

describe('batch release', () => {
  const waiting: UnreleasedOutcome[] = [
    { applicationNumber: '24000001', applicantName: 'TAN MEI LING', decision: 'OFFERED', programme: 'CS', replyDueDate: '15/03/2026', recordedAt: '2026-03-01T09:00:00.000Z' },
    { applicationNumber: '24000002', applicantName: 'LIM WEI JIE', decision: 'UNSUCCESSFUL', programme: null, replyDueDate: null, recordedAt: '2026-03-01T09:00:00.000Z' },
  ];

  it('releases the ticked outcomes and shows the result per number', async () => {
    jest.spyOn(http, 'get').mockReturnValueOnce(answer(waiting)).mockReturnValue(answer([waiting[1]]));
    const post = jest.spyOn(http, 'post').mockReturnValue(answer({ results: [{ applicationNumber: '24000001', result: 'RELEASED' }] }));
    render(
      <MemoryRouter>
        <ReleaseOutcomesPage />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    const release = await screen.findByRole('button', { name: 'Release selected outcomes' });
    expect(release).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select application 24000001' }));
    await user.click(release);
    expect(post).toHaveBeenCalledWith('/office/admission/outcomes/release', { applicationNumbers: ['24000001'] });
    expect(await screen.findByText('Application 24000001: released')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select application 24000001' })).not.toBeInTheDocument();
  });
});
