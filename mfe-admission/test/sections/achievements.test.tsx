import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { changeLanguage } from '@portal/i18n/i18n';
import AchievementsPage from '../../src/sections/achievements/AchievementsPage';
import { WCAG, renderSection, summaryMessages, installFakeDraftServer } from './experience-helpers';

expect.extend(toHaveNoViolations);
const server = installFakeDraftServer();

const award = { title: 'National Chemistry Olympiad, Gold', type: 'ACADEMIC', level: 'NATIONAL', year: '2025', description: 'Top 10 of 900.' };

describe('Achievements page', () => {
  it('shows the saved achievements, and the schema’s errors in the summary after Save and continue', async () => {
    const user = userEvent.setup();
    const { onContinue } = await renderSection(AchievementsPage, server(), { achievements: [award] });
    expect(screen.getByLabelText(/Title of the award or achievement/)).toHaveValue(award.title);
    expect(screen.getByRole('radio', { name: 'National' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Add another achievement' }));
    await user.type(screen.getAllByLabelText(/^Year achieved/)[1]!, '2099');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(summaryMessages()).toEqual([
        'Enter the title of the achievement',
        'Select the type of achievement',
        'Select the level of the achievement',
        'Enter the year as 4 digits, like 2024, no later than this year',
        'Describe the achievement',
      ]),
    );
    expect(onContinue).not.toHaveBeenCalled();
    expect(await axe(document.body, WCAG)).toHaveNoViolations();

    await user.click(screen.getByRole('button', { name: 'Remove achievement 2' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalled());
    expect(server().saves.at(-1)!.body).toEqual(expect.objectContaining({ data: { achievements: [award] }, complete: true }));
  });

  it('stops offering another record at the limit of 10 and says so', async () => {
    await renderSection(AchievementsPage, server(), { achievements: Array.from({ length: 10 }, () => award) });
    expect(screen.queryByRole('button', { name: 'Add another achievement' })).toBeNull();
    expect(screen.getByText('You have added 10 achievements, the most this form takes.')).toBeInTheDocument();
  });

  it('reads in Chinese', async () => {
    await act(() => changeLanguage('zh-Hans'));
    await renderSection(AchievementsPage, server(), { achievements: [award] });
    expect(screen.getByLabelText(/奖项或成就名称/)).toHaveValue(award.title);
    expect(screen.getByRole('radio', { name: '国家级' })).toBeChecked();
    expect(screen.getByRole('button', { name: '再添加一项成就' })).toBeInTheDocument();
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
  });
});
