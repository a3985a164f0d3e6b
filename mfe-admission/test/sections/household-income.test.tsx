import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { MESSAGES } from '@portal/contracts/messages';
import { changeLanguage } from '@portal/i18n/i18n';
import HouseholdIncomePage from '../../src/sections/household-income/HouseholdIncomePage';
import { renderSection, withFakeDraftServer, WCAG } from '../helpers/section-page';

expect.extend(toHaveNoViolations);
const server = withFakeDraftServer();
afterEach(() => act(() => changeLanguage('en-GB')));

// Intl writes a no-break space between the currency code and the amount.
const perCapita = () => screen.getByTestId('per-capita-income').textContent?.replace(/\s/g, ' ');

describe('Household Income page', () => {
  it('opens with the saved answers and shows their per capita income', async () => {
    renderSection(HouseholdIncomePage, server(), { data: { householdMembers: '4', monthlyIncome: '3600.00', incomeCheckConsent: true } });
    expect(await screen.findByLabelText(/Number of people in your household/)).toHaveValue('4');
    expect(screen.getByLabelText(/Gross monthly household income/)).toHaveValue('3600.00');
    expect(screen.getByRole('checkbox', { name: /check my household’s income/ })).toBeChecked();
    expect(perCapita()).toBe('Your household’s per capita income is SGD 900.00 a month.');
  });

  it('works the per capita income out as the applicant types, as the calculator would', async () => {
    const user = userEvent.setup();
    renderSection(HouseholdIncomePage, server());
    const members = await screen.findByLabelText(/Number of people in your household/);
    expect(perCapita()).toMatch(/^Enter the number of people/);
    await user.type(members, '3');
    await user.type(screen.getByLabelText(/Gross monthly household income/), '1000');
    expect(perCapita()).toBe('Your household’s per capita income is SGD 333.33 a month.');
    await user.type(members, '0');
    expect(perCapita()).toMatch(/^Enter the number of people/);
  });

  it('lists every problem in the error summary after Save and continue, and saves nothing as complete', async () => {
    const user = userEvent.setup();
    renderSection(HouseholdIncomePage, server());
    await user.type(await screen.findByLabelText(/Number of people in your household/), '21');
    await user.type(screen.getByLabelText(/Gross monthly household income/), '2,500');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([
      MESSAGES.HOUSEHOLD_MEMBERS_RANGE.replace('{0}', '1').replace('{1}', '20'),
      'Gross monthly household income must be an amount with up to 10 digits before the decimal point and up to 2 after it, like 2500.00',
      MESSAGES.INCOME_CHECK_CONSENT_REQUIRED,
    ]);
    expect(server().saves.filter((save) => save.body.complete)).toEqual([]);
  });

  it('reads in Chinese after the language is switched', async () => {
    renderSection(HouseholdIncomePage, server());
    await screen.findByLabelText(/Number of people in your household/);
    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByLabelText(/家庭成员人数/)).toBeInTheDocument();
    expect(screen.getByLabelText(/家庭每月税前总收入/)).toBeInTheDocument();
  });

  it('has no axe violations, with and without errors', async () => {
    const user = userEvent.setup();
    const { container } = renderSection(HouseholdIncomePage, server());
    await screen.findByLabelText(/Number of people in your household/);
    expect(await axe(container, WCAG)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('region', { name: 'There is a problem' });
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });
});
