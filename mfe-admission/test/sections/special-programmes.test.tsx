import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { changeLanguage } from '@portal/i18n/i18n';
import SpecialProgrammesPage from '../../src/sections/special-programmes/SpecialProgrammesPage';
import { WCAG, renderSection, summaryMessages, installFakeDraftServer } from './experience-helpers';

expect.extend(toHaveNoViolations);
const server = installFakeDraftServer();

describe('Special programmes page', () => {
  it('shows saved interests; the other-university decision is required with the spec’s message; the name only when there is an offer', async () => {
    const user = userEvent.setup();
    const { onContinue } = await renderSection(SpecialProgrammesPage, server(), { interests: { UNIVERSITY_SCHOLARS: true }, otherUniversityOffer: '', otherUniversity: '' });
    expect(screen.getByRole('checkbox', { name: 'University Scholars Programme' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Entrepreneurship programme' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(summaryMessages()).toEqual(['Other Autonomous University offer decision is required']));
    expect(await axe(document.body, WCAG)).toHaveNoViolations();

    expect(screen.queryByLabelText(/^Name of the university/)).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'I have an offer and have not decided yet' }));
    await user.type(screen.getByLabelText(/^Name of the university/), 'Singapore Management University');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalled());
  });

  it('reads in Chinese', async () => {
    await act(() => changeLanguage('zh-Hans'));
    await renderSection(SpecialProgrammesPage, server(), null);
    expect(screen.getByRole('checkbox', { name: '大学学者课程' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: /您是否已接受其他自治大学的录取？/ })).toBeInTheDocument();
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
  });
});
