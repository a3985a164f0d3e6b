import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { changeLanguage } from '@portal/i18n/i18n';
import ShortQuestionsPage from '../../src/sections/short-questions/ShortQuestionsPage';
import { WCAG, renderSection, summaryMessages, installFakeDraftServer } from './experience-helpers';

expect.extend(toHaveNoViolations);
const server = installFakeDraftServer();

describe('Short questions page', () => {
  it('shows the saved answers with a live count; missing and long answers are listed in the error summary', async () => {
    const user = userEvent.setup();
    await renderSection(ShortQuestionsPage, server(), { whyProgramme: 'I build robots.', challenge: '', contribution: 'x'.repeat(301) });
    expect(screen.getByLabelText(/^Why have you chosen/)).toHaveValue('I build robots.');
    expect(screen.getByText('You have 285 characters remaining')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(summaryMessages()).toEqual(['Describe a challenge you overcame and what you learnt from it', 'This answer must be 300 characters or fewer']));
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
  });

  it('reads in Chinese', async () => {
    await act(() => changeLanguage('zh-Hans'));
    await renderSection(ShortQuestionsPage, server(), null);
    expect(screen.getByLabelText(/^您为何选择第一志愿专业？/)).toBeInTheDocument();
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
  });
});
