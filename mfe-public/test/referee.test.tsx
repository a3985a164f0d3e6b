/**
 * The referee's reference form (/referee?id=…, no sign-in) in the single-use link frame: the link's
 * id is sent in the body; a usable link shows whom the reference is about and takes the reference; an
 * unknown, used or expired link says only that it cannot be used (in English and Chinese); an API
 * that could not be reached offers to try again.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReferenceRequestDetails } from '@portal/contracts/admission';
import { http } from '@portal/http/client';
import { changeLanguage } from '@portal/i18n/i18n';
import { RefereePage } from '../src/referee/RefereePage';
import { apiFailure, mockPost, renderScreen, resetBetweenTests } from './support';

const LINK_ID = 'r'.repeat(43);
const REQUEST: ReferenceRequestDetails = { applicantName: 'TAN MEI LING', applicationNumber: '27A00042', refereeName: 'Dr Lim Boon Keng' };
const LINK_INVALID = apiFailure(400, [{ code: 'REFERENCE_LINK_INVALID', message: '' }]);
const renderReferee = (path = `/referee?id=${LINK_ID}`) => renderScreen(path, '/referee', <RefereePage />);

afterEach(async () => {
  resetBetweenTests();
  await changeLanguage('en-GB');
});

it('opens by the link’s id and takes the reference once', async () => {
  const user = userEvent.setup();
  const post = mockPost(REQUEST, { received: true });
  renderReferee();
  expect(await screen.findByText(/Dear Dr Lim Boon Keng, thank you for agreeing to act as a referee/)).toBeInTheDocument();
  expect(post).toHaveBeenCalledWith('/public/references/open', { token: LINK_ID });
  expect(screen.getByText('27A00042')).toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: /How do you know the applicant\?/ }), 'Teacher');
  await user.click(screen.getByRole('radio', { name: '2 to 5 years' }));
  await user.type(screen.getByRole('textbox', { name: /Your reference/ }), 'A careful, curious student.');
  await user.click(screen.getByRole('radio', { name: 'I recommend the applicant' }));
  await user.click(screen.getByRole('checkbox', { name: /I confirm that I wrote this reference myself/ }));
  await user.click(screen.getByRole('button', { name: 'Submit reference' }));

  expect(await screen.findByRole('heading', { name: 'Thank you: your reference has been received' })).toBeInTheDocument();
  expect(post).toHaveBeenLastCalledWith('/public/references/submit', {
    token: LINK_ID,
    relationship: 'TEACHER',
    knownFor: 'TWO_TO_5_YEARS',
    reference: 'A careful, curious student.',
    recommendation: 'RECOMMEND',
    declaration: true,
  });
}, 20_000);

it('says an unknown, used or expired link cannot be used, without saying which (in Chinese too)', async () => {
  mockPost(LINK_INVALID);
  const view = renderReferee();
  expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
  expect(screen.getByText(/It may have expired or already been used/)).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  view.unmount();
  await act(() => changeLanguage('zh-Hans'));
  renderReferee();
  expect(await screen.findByRole('heading', { name: '此链接无法使用' })).toBeInTheDocument();
});

it('takes the token from the id parameter only, and asks nothing of the API without one', () => {
  const post = jest.spyOn(http, 'post');
  renderReferee(`/referee?token=${LINK_ID}`);
  expect(screen.getByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
});

it('offers to try again when the form could not be opened', async () => {
  const user = userEvent.setup();
  const post = mockPost(apiFailure(503, [{ code: 'SERVICE_UNAVAILABLE', message: '' }]), REQUEST);
  renderReferee();
  expect(await screen.findByRole('heading', { name: 'The reference form could not be opened' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Try again/ }));
  expect(await screen.findByText(/Dear Dr Lim Boon Keng/)).toBeInTheDocument();
  expect(post).toHaveBeenCalledTimes(2);
});
