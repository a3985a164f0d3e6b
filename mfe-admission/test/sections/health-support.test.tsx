import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { MESSAGES } from '@portal/contracts/messages';
import { changeLanguage } from '@portal/i18n/i18n';
import HealthSupportPage from '../../src/sections/health-support/HealthSupportPage';
import { renderSection, withFakeDraftServer, WCAG } from '../helpers/section-page';

expect.extend(toHaveNoViolations);
const server = withFakeDraftServer();
afterEach(() => act(() => changeLanguage('en-GB')));

const CONDITION_QUESTION = /medical condition or disability that the university should know about/;
const CONVICTION_QUESTION = /convicted of a criminal offence/;
const summaryLinks = async () =>
  within(await screen.findByRole('region', { name: 'There is a problem' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('Health and Support page', () => {
  it('opens with the saved answers: conditions and conviction details after "Yes"', async () => {
    renderSection(HealthSupportPage, server(), {
      data: { hasCondition: 'true', conditions: [{ type: 'HEARING', name: 'Partial hearing loss', support: 'Captions' }], hasConviction: 'true', convictionDetails: 'Fined' },
    });
    expect(await screen.findByLabelText(/Name of the condition/)).toHaveValue('Partial hearing loss');
    expect(screen.getByLabelText(/Type of condition/)).toHaveValue('HEARING');
    expect(screen.getByLabelText(/Details of the conviction/)).toHaveValue('Fined');
    expect(screen.getByTestId('convictionDetails-count')).toHaveTextContent('You have 995 characters remaining');
  });

  it('shows the details only after "Yes", up to 3 conditions, and clears them after "No"', async () => {
    const user = userEvent.setup();
    renderSection(HealthSupportPage, server());
    const conditionGroup = await screen.findByRole('radiogroup', { name: CONDITION_QUESTION });
    expect(screen.queryByLabelText(/Name of the condition/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Details of the conviction/)).not.toBeInTheDocument();
    await user.click(within(conditionGroup).getByLabelText('Yes'));
    await user.type(await screen.findByLabelText(/Name of the condition/), 'Asthma');
    await user.click(screen.getByRole('button', { name: 'Add another condition' }));
    await user.click(screen.getByRole('button', { name: 'Add another condition' }));
    expect(screen.getAllByLabelText(/Name of the condition/)).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Add another condition' })).not.toBeInTheDocument();
    expect(screen.getByText(/You have listed 3 conditions/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove condition 2' }));
    expect(screen.getAllByLabelText(/Name of the condition/)).toHaveLength(2);
    await user.click(within(conditionGroup).getByLabelText('No'));
    await user.click(within(conditionGroup).getByLabelText('Yes'));
    await waitFor(() => expect(screen.getAllByLabelText(/Name of the condition/)).toHaveLength(1));
    expect(screen.getByLabelText(/Name of the condition/)).toHaveValue('');
  });

  it('lists the schema\'s errors in the error summary after Save and continue', async () => {
    const user = userEvent.setup();
    renderSection(HealthSupportPage, server());
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(await summaryLinks()).toEqual([MESSAGES.ANSWER_HAS_CONDITION, MESSAGES.ANSWER_HAS_CONVICTION]);
    await user.click(within(screen.getByRole('radiogroup', { name: CONVICTION_QUESTION })).getByLabelText('Yes'));
    await user.click(within(screen.getByRole('radiogroup', { name: CONDITION_QUESTION })).getByLabelText('No'));
    await user.click(screen.getByLabelText(/Details of the conviction/));
    await user.paste('x'.repeat(1001));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await summaryLinks()).toEqual(['Details of the conviction must be 1000 characters or fewer']);
    expect(screen.getByTestId('convictionDetails-count')).toHaveTextContent('You have 1 character too many');
  });

  it('reads in Chinese after the language is switched', async () => {
    renderSection(HealthSupportPage, server());
    await screen.findByRole('radiogroup', { name: CONDITION_QUESTION });
    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByRole('radiogroup', { name: /您是否有大学需要了解的疾病或残障情况/ })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: /您是否曾在任何国家的法庭被判犯有刑事罪/ })).toBeInTheDocument();
  });

  it('has no axe violations, with the details open and with errors', async () => {
    const user = userEvent.setup();
    const { container } = renderSection(HealthSupportPage, server(), { data: { hasCondition: 'true', conditions: [], hasConviction: 'true', convictionDetails: '' } });
    await screen.findByLabelText(/Name of the condition/);
    expect(await axe(container, WCAG)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await summaryLinks();
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });
});
