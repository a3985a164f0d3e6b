import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { changeLanguage } from '@portal/i18n/i18n';
import ChoiceOfStudyPage from '../../src/sections/choice-of-study/ChoiceOfStudyPage';
import { WCAG, installFakeDraftServer, renderSection } from './experience-helpers';

expect.extend(toHaveNoViolations);
const server = installFakeDraftServer();
const choice = (rank: number) => screen.getByRole('group', { name: `Choice ${rank}` });
const programme = (rank: number) => within(choice(rank)).getByRole('combobox', { name: /^Programme/ });
/** The options' names as read out: the programme, then its ranking rule when it has one. */
const optionNames = () => within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);

describe('Choice of Study page', () => {
  it('finds a programme by part of its name or its code, and saves the code', async () => {
    const user = userEvent.setup();
    const { container, onContinue } = await renderSection(ChoiceOfStudyPage, server(), null, 'ALEVEL');
    expect(programme(1)).toHaveAccessibleDescription(expect.stringContaining("Type any part of the programme's name"));

    await user.type(programme(1), 'cs');
    // The code names Computer Science exactly; names that contain "cs" follow.
    expect(optionNames()[0]).toBe('Computer Science');
    expect(optionNames()).toEqual(expect.arrayContaining(['Economics', 'Physics']));
    expect(await axe(container, WCAG)).toHaveNoViolations();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(programme(1)).toHaveValue('Computer Science');

    await user.click(screen.getByRole('button', { name: 'Add another choice' }));
    // The ranking rule is shown in the list but not searched: "medic" does not find Law by its rule.
    await user.type(programme(2), 'medic');
    expect(optionNames()).toEqual(['Medicine must be your 1st or 2nd choice']);
    await user.click(screen.getByRole('option', { name: 'Medicine must be your 1st or 2nd choice' }));
    expect(programme(2)).toHaveValue('Medicine');
    expect(programme(2)).toHaveAccessibleDescription(expect.stringContaining('Rule for this programme: must be your 1st or 2nd choice.'));

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalled());
    expect(server().saves.at(-1)?.body.data).toEqual({ choices: [{ programme: 'CS', major: '' }, { programme: 'MED', major: '' }] });
  });

  it('a new programme clears the major of the old one; choosing the same programme again keeps it', async () => {
    const user = userEvent.setup();
    await renderSection(ChoiceOfStudyPage, server(), { choices: [{ programme: 'BIZ', major: 'FIN' }] }, 'ALEVEL');
    expect(programme(1)).toHaveValue('Business Administration');
    expect(within(choice(1)).getByLabelText(/Preferred major/)).toHaveValue('FIN');

    await user.click(programme(1));
    await user.click(screen.getByRole('option', { name: 'Business Administration' }));
    expect(within(choice(1)).getByLabelText(/Preferred major/)).toHaveValue('FIN');

    await user.tripleClick(programme(1));
    await user.keyboard('economics');
    await user.click(screen.getByRole('option', { name: 'Economics' }));
    expect(programme(1)).toHaveValue('Economics');
    expect(within(choice(1)).queryByLabelText(/Preferred major/)).not.toBeInTheDocument();
  });

  it('reads and searches in Chinese, and finds a programme by its English name too', async () => {
    const user = userEvent.setup();
    await renderSection(ChoiceOfStudyPage, server(), { choices: [{ programme: 'LAW', major: '' }] }, 'ALEVEL');
    await act(() => changeLanguage('zh-Hans'));
    const first = within(screen.getByRole('group', { name: '第 1 志愿' })).getByRole('combobox', { name: /^专业/ });
    expect(first).toHaveValue('法律');
    expect(first).toHaveAccessibleDescription(expect.stringContaining('本专业的规定：须列为第一或第二志愿'));
    await user.tripleClick(first);
    await user.keyboard('计算机');
    // Names that start with the text first, then those that contain it.
    expect(optionNames()).toEqual(['计算机科学', '计算机科学与数学（双学位） 双学位：须列为第 1 至第 3 志愿', '工商管理与计算机科学（双学位） 双学位：须列为第 1 至第 3 志愿']);
    await user.tripleClick(first);
    await user.keyboard('psychology');
    expect(optionNames()).toEqual(['心理学']);
  });
});
