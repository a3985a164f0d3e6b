import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ApplicantOutcome } from '@portal/contracts/admission/outcomes';
import { http } from '@portal/http/client';
import { changeLanguage } from '@portal/i18n/i18n';
import { OfferResponsePage } from '../src/after/outcome/OfferResponsePage';

type Offer = NonNullable<NonNullable<ApplicantOutcome['outcome']>['offer']>;
const offer: Offer = {
  programme: 'BIZ',
  major: 'FIN',
  tuitionGrantEligible: true,
  tuitionGrantTier: 'B',
  bondYears: 3,
  schemes: ['RESIDENTIAL_COLLEGE', 'UNIVERSITY_SCHOLARS'],
  replyDueAt: '2026-03-15T15:59:59.000Z',
  state: 'AWAITING_REPLY',
  response: null,
  respondedAt: null,
  letterChecksum: 'x'.repeat(43),
};
const outcome = (value: Offer): ApplicantOutcome => ({ outcome: { decision: 'OFFERED', releasedAt: '2026-03-01T09:00:00.000Z', offer: value } });
const answer = (data: unknown) => Promise.resolve({ data, status: 200, statusText: '', headers: {}, config: {} as never });

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/applications/24000001/offer-response']}>
      <Routes>
        <Route path="/applications/:applicationNumber/offer-response" element={<OfferResponsePage />} />
      </Routes>
    </MemoryRouter>,
  );

afterEach(async () => {
  jest.restoreAllMocks();
  await changeLanguage('en-GB');
});

describe('Offer response decision', () => {
  it('enables Accept Offer only once every scheme is answered, asks for the bond and the other-AU decision, then checks and confirms', async () => {
    jest.spyOn(http, 'get').mockReturnValue(answer(outcome(offer)));
    const replied: Offer = { ...offer, state: 'REPLIED', response: { reply: 'ACCEPT_WITH_GRANT', schemes: { RESIDENTIAL_COLLEGE: 'ACCEPT', UNIVERSITY_SCHOLARS: 'REJECT' }, otherUniversityOffer: 'NO_OTHER_OFFER', bondAcknowledged: true } };
    const post = jest.spyOn(http, 'post').mockReturnValue(answer(outcome(replied)));
    renderPage();
    const user = userEvent.setup();
    // A Tier B applicant with a grant-eligible offer chooses with or without the grant: no plain accept.
    const decision = await screen.findByRole('radiogroup', { name: /What is your decision\?/ });
    expect(within(decision).queryByRole('radio', { name: 'Accept the offer' })).not.toBeInTheDocument();
    await user.click(within(decision).getByRole('radio', { name: 'Accept the offer with the tuition grant' }));

    const accept = screen.getByRole('button', { name: 'Accept Offer' });
    expect(accept).toBeDisabled();
    expect(accept).toHaveAccessibleDescription('Accept or reject each scheme before you accept the offer.');
    await user.click(within(screen.getByRole('radiogroup', { name: /Residential College Programme/ })).getByRole('radio', { name: 'Accept' }));
    expect(accept).toBeDisabled();
    await user.click(within(screen.getByRole('radiogroup', { name: /University Scholars Programme/ })).getByRole('radio', { name: 'Reject' }));
    expect(accept).toBeEnabled();

    await user.click(accept);
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Other Autonomous University offer decision is required' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: /work in Singapore for 3 years/ })).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: /I must work in Singapore for 3 years/ }));
    await user.click(screen.getByRole('radio', { name: 'I have no offer from another autonomous university' }));
    await user.click(screen.getByRole('button', { name: 'Accept Offer' }));

    await waitFor(() => expect(screen.getByRole('heading', { name: 'Check your reply' })).toHaveFocus());
    expect(screen.getByText('Accept the offer with the tuition grant')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm my reply' }));
    expect(post).toHaveBeenCalledWith('/admission/applications/24000001/offer-response', {
      reply: 'ACCEPT_WITH_GRANT',
      schemes: { RESIDENTIAL_COLLEGE: 'ACCEPT', UNIVERSITY_SCHOLARS: 'REJECT' },
      otherUniversityOffer: 'NO_OTHER_OFFER',
      declineReason: '',
      bondAcknowledged: true,
    });
    expect(await screen.findByRole('heading', { name: 'You have accepted the offer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download your offer letter (PDF)' })).toHaveAttribute('href', expect.stringContaining(`offer-letter?checksum=${'x'.repeat(43)}&language=en-GB`));
  });

  it('asks for a reason to decline, and offers a plain accept when the offer has no tuition grant', async () => {
    jest.spyOn(http, 'get').mockReturnValue(answer(outcome({ ...offer, tuitionGrantEligible: false, tuitionGrantTier: 'A', bondYears: 0, schemes: [] })));
    renderPage();
    const user = userEvent.setup();
    const decision = await screen.findByRole('radiogroup', { name: /What is your decision\?/ });
    expect(within(decision).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['ACCEPT', 'REJECT']);
    await user.click(within(decision).getByRole('radio', { name: 'Decline the offer' }));
    await user.click(screen.getByRole('radio', { name: 'I have accepted an offer from another autonomous university' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(within(await screen.findByRole('region', { name: 'There is a problem' })).getByRole('link', { name: 'Enter your reason for declining the offer' })).toBeInTheDocument();
  });

  it('shows no form once the offer has lapsed', async () => {
    jest.spyOn(http, 'get').mockReturnValue(answer(outcome({ ...offer, state: 'LAPSED' })));
    renderPage();
    expect(await screen.findByText(/the offer lapsed and is treated as declined/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
