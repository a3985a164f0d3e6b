import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { MESSAGES } from '@portal/contracts/messages';
import { changeLanguage } from '@portal/i18n/i18n';
import AuditionPage from '../../src/sections/audition/AuditionPage';
import { renderSection, withFakeDraftServer, WCAG } from '../helpers/section-page';

expect.extend(toHaveNoViolations);
const server = withFakeDraftServer();
afterEach(() => act(() => changeLanguage('en-GB')));

const summaryLinks = async () =>
  within(await screen.findByRole('region', { name: 'There is a problem' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

const SAVED = {
  instrument: 'VIOLIN',
  repertoire: [{ composer: 'J. S. Bach', title: 'Partita No. 2 in D minor, BWV 1004' }],
  videoUrl: 'https://videos.example.org/audition',
  slots: ['A2027-02-13-AM', 'A2027-02-20-PM', 'A2027-03-06-AM'],
};

describe('Audition portfolio page', () => {
  it('opens with the saved answers and points to Document Upload for the portfolio files', async () => {
    renderSection(AuditionPage, server(), { data: SAVED });
    // The instrument list is searchable; it shows the saved code's name.
    expect(await screen.findByRole('combobox', { name: /Instrument or voice type/ })).toHaveValue('Violin');
    expect(screen.getByLabelText(/Composer/)).toHaveValue('J. S. Bach');
    expect(screen.getByLabelText(/Link to your recorded audition video/)).toHaveValue('https://videos.example.org/audition');
    const second = screen.getByLabelText(/Second preference/);
    expect(second).toHaveValue('A2027-02-20-PM');
    expect(within(second).getByRole('option', { selected: true })).toHaveTextContent('20/02/2027, afternoon, 14:00 to 17:30');
    expect(screen.getByText(/in Document Upload/)).toBeInTheDocument();
  });

  it('takes up to 3 pieces, then says the list is full', async () => {
    const user = userEvent.setup();
    renderSection(AuditionPage, server());
    await user.click(await screen.findByRole('button', { name: 'Add another piece' }));
    await user.click(screen.getByRole('button', { name: 'Add another piece' }));
    expect(screen.getAllByLabelText(/Composer/)).toHaveLength(3);
    expect(screen.getByText('You have listed 3 pieces, the most you can perform.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove piece 3' }));
    expect(screen.getByRole('button', { name: 'Add another piece' })).toBeInTheDocument();
  });

  it('lists the schema\'s errors in the error summary after Save and continue', async () => {
    const user = userEvent.setup();
    renderSection(AuditionPage, server(), { data: { ...SAVED, videoUrl: 'http://videos.example.org/audition', slots: ['A2027-02-13-AM', 'A2027-02-13-AM', ''] } });
    await user.clear(await screen.findByLabelText(/Composer/));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await summaryLinks()).toEqual([MESSAGES.ENTER_COMPOSER, MESSAGES.INVALID_HTTPS_URL, MESSAGES.DUPLICATE_AUDITION_SLOT, MESSAGES.SELECT_AUDITION_SLOT]);
  });

  it('reads in Chinese after the language is switched', async () => {
    renderSection(AuditionPage, server());
    await screen.findByLabelText(/Instrument or voice type/);
    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByLabelText(/乐器或声部/)).toBeInTheDocument();
    expect(screen.getByLabelText(/试演录像链接/)).toBeInTheDocument();
  });

  it('has no axe violations, with and without errors', async () => {
    const user = userEvent.setup();
    const { container } = renderSection(AuditionPage, server());
    await screen.findByLabelText(/Instrument or voice type/);
    expect(await axe(container, WCAG)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await summaryLinks();
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });
});
