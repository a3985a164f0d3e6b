import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { changeLanguage } from '@portal/i18n/i18n';
import RefereesPage from '../../src/sections/referees/RefereesPage';
import { WCAG, renderSection, summaryMessages, installFakeDraftServer } from './experience-helpers';

expect.extend(toHaveNoViolations);
const server = installFakeDraftServer();

const referee = (name: string, email: string) => ({
  name,
  position: 'Teacher',
  organisation: 'Raffles Institution',
  relationship: 'TEACHER',
  email,
  phone: { countryCode: '65', number: '63531866' },
});

describe('Referee nomination page', () => {
  it('shows two referees; webmail and a repeated address are refused in the error summary', async () => {
    const user = userEvent.setup();
    const { onContinue } = await renderSection(RefereesPage, server(), { referees: [referee('Lim Wei Jie', 'lim@gmail.com'), referee('Aisha Rahman', 'LIM@gmail.com')] });
    expect(screen.getAllByLabelText(/^Full name/).map((input) => (input as HTMLInputElement).value)).toEqual(['Lim Wei Jie', 'Aisha Rahman']);
    expect(screen.queryByRole('button', { name: /Add|Remove/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(summaryMessages()).toEqual(['Referee e-mails must be work addresses, not generic webmail', 'Referee e-mails must be work addresses, not generic webmail']),
    );
    expect(await axe(document.body, WCAG)).toHaveNoViolations();

    expect(onContinue).not.toHaveBeenCalled();
  });

  it('refuses the same work address for both referees', async () => {
    const user = userEvent.setup();
    await renderSection(RefereesPage, server(), { referees: [referee('Lim Wei Jie', 'lim@ri.edu.sg'), referee('Aisha Rahman', 'LIM@ri.edu.sg')] });
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(summaryMessages()).toEqual(['Each referee must have a different e-mail address']));
    // The summary's link lands on the second referee's e-mail field.
    expect(screen.getByRole('link', { name: 'Each referee must have a different e-mail address' })).toHaveAttribute('href', '#referees[1].email');
    expect(document.getElementById('referees[1].email')).toHaveValue('LIM@ri.edu.sg');
  });

  it('reads in Chinese', async () => {
    await act(() => changeLanguage('zh-Hans'));
    await renderSection(RefereesPage, server(), null);
    expect(screen.getByRole('group', { name: '推荐人 1' })).toBeInTheDocument();
    expect(screen.getAllByLabelText(/^工作电子邮箱地址/)).toHaveLength(2);
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
  });
});
