import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { changeLanguage } from '@portal/i18n/i18n';
import FinancialDetailsPage from '../src/sections/FinancialDetailsPage';
import OtherFinancialDetailsPage from '../src/sections/OtherFinancialDetailsPage';
import PersonalDetailsPage from '../src/sections/PersonalDetailsPage';
import { installFakeFormApi } from '../../shared/forms/test/helpers/fake-form-api';
import { WCAG } from '../../shared/ui/test/helpers/wcag';
import { aidForm } from './helpers/samples';
import { renderSection, summaryMessages } from './helpers/render';

expect.extend(toHaveNoViolations);
const api = installFakeFormApi();

const figures = () => screen.getByTestId('household-figures');

describe('Financial details', () => {
  // A family of four typed field by field, as a person would, and the page checked by axe: ≈8 s alone
  // in jsdom, ≈11 s beside another suite, so more on a busy machine.
  it('works out the household size, income and per-capita income live as a family of four is typed', async () => {
    const user = userEvent.setup();
    const { onContinue } = await renderSection(FinancialDetailsPage, api(), null);
    expect(within(figures()).getByText('1 person (you)')).toBeInTheDocument();
    expect(within(figures()).getAllByText('Shown once every income is a valid amount')).toHaveLength(2);

    await user.click(screen.getByRole('checkbox', { name: /Bursary/ }));
    await user.type(screen.getByLabelText(/Your own gross monthly income/), '0');
    expect(within(figures()).getByText(/SGD\s0\.00 a month/)).toBeInTheDocument();

    const members = [
      ['TAN AH KOW', 'FATHER', '52', 'Taxi driver', 'EMPLOYED', '3200'],
      ['LIM SOK HOON', 'MOTHER', '49', 'Clerk', 'EMPLOYED', '2500.50'],
      ['TAN MEI QI', 'SIBLING', '15', 'Student', 'STUDENT', '0'],
    ] as const;
    for (const [index, [name, relationship, age, occupation, status, income]] of members.entries()) {
      await user.click(screen.getByRole('button', { name: index === 0 ? 'Add a family member' : 'Add another family member' }));
      const member = screen.getByRole('group', { name: `Family member ${index + 1}` });
      await user.type(within(member).getByLabelText(/Full name/), name);
      await user.selectOptions(within(member).getByLabelText(/Relationship to you/), relationship);
      await user.type(within(member).getByLabelText(/^Age/), age);
      await user.type(within(member).getByLabelText(/^Occupation/), occupation);
      await user.selectOptions(within(member).getByLabelText(/Employment status/), status);
      await user.type(within(member).getByLabelText(/Gross monthly income/), income);
    }
    // 0 + 3200 + 2500.50 + 0 = 5700.50 for 4 people: 1425.125 → 1425.13 (the calculator's rounding).
    expect(within(figures()).getByText('4 people (you and 3 family members)')).toBeInTheDocument();
    expect(within(figures()).getByText(/SGD\s5,700\.50/)).toBeInTheDocument();
    expect(within(figures()).getByText(/SGD\s1,425\.13 a month/)).toBeInTheDocument();
    expect(await axe(document.body, WCAG)).toHaveNoViolations();

    // Removing a member works the figures out again.
    await user.click(screen.getByRole('button', { name: 'Remove family member 3' }));
    expect(within(figures()).getByText('3 people (you and 2 family members)')).toBeInTheDocument();
    expect(within(figures()).getByText(/SGD\s1,900\.17 a month/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalled());
    expect(api().drafts.data).toMatchObject({ aidSought: ['BURSARY'], applicantMonthlyIncome: '0', familyMembers: [{ name: 'TAN AH KOW' }, { name: 'LIM SOK HOON' }] });
  }, 60_000);

  it('offers only the kinds of aid open to the applicant’s tier, lists every error in the summary and stops at 19 family members', async () => {
    const user = userEvent.setup();
    const member = { name: 'A', relationship: 'OTHER', age: '30', occupation: 'Clerk', employmentStatus: 'EMPLOYED', grossMonthlyIncome: '100' };
    await renderSection(FinancialDetailsPage, api(), { aidSought: [], applicantMonthlyIncome: '', familyMembers: Array.from({ length: 19 }, () => member) }, aidForm({ aidSoughtAllowed: ['BURSARY'] }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Add another family member' })).toBeNull();
    expect(screen.getByText('You have listed 19 family members, the most allowed.')).toBeInTheDocument();
    expect(within(figures()).getByText('20 people (you and 19 family members)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(summaryMessages().length).toBeGreaterThanOrEqual(2));
    expect(summaryMessages()).toContain('Choose at least one type of financial aid');
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
    // 19 records of six fields each, checked by axe: 1,100 elements, and every rule asks jsdom for
    // styles, which it computes slowly. Axe is most of this test (≈13 of 15 s alone, ≈27 s beside
    // another suite), so it has the time that CPU work takes on a busy machine.
  }, 120_000);

  it('is worded in Chinese, the figures too', async () => {
    await act(() => changeLanguage('zh-Hans'));
    await renderSection(FinancialDetailsPage, api(), { aidSought: ['BURSARY'], applicantMonthlyIncome: '1000', familyMembers: [] });
    expect(screen.getByRole('group', { name: /您申请哪些经济资助？/ })).toBeInTheDocument();
    expect(within(figures()).getByText('1 人（您本人）')).toBeInTheDocument();
    expect(within(figures()).getByText(/每月 SGD\s1,000\.00/)).toBeInTheDocument();
  });
});

describe('Other financial details (conditional answers)', () => {
  it('asks for up to 3 medical conditions only after Yes, and drops them after No', async () => {
    const user = userEvent.setup();
    await renderSection(OtherFinancialDetailsPage, api(), null);
    expect(screen.queryByRole('button', { name: 'Add a medical condition' })).toBeNull();
    await user.click(within(screen.getByRole('radiogroup', { name: /medical condition with regular medical bills/ })).getByRole('radio', { name: 'Yes' }));
    for (let n = 1; n <= 3; n += 1) await user.click(screen.getByRole('button', { name: n === 1 ? 'Add a medical condition' : 'Add another medical condition' }));
    expect(screen.getByText('You have listed 3 medical conditions, the most allowed.')).toBeInTheDocument();
    await user.type(within(screen.getByRole('group', { name: 'Medical condition 1' })).getByLabelText(/Who has the condition/), 'Father');
    expect(await axe(document.body, WCAG)).toHaveNoViolations();

    await user.click(within(screen.getByRole('radiogroup', { name: /medical condition with regular medical bills/ })).getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('group', { name: 'Medical condition 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Application' }));
    await waitFor(() => expect(api().drafts.data).toMatchObject({ hasMedicalConditions: 'NO', medicalConditions: [] }));
  });

  it('asks for the inheritance’s amount and details after Yes, and keeps a bursary’s dates as yyyy-mm-dd while showing dd/mm/yyyy', async () => {
    const user = userEvent.setup();
    await renderSection(OtherFinancialDetailsPage, api(), null);
    expect(screen.queryByLabelText(/Amount of the inheritance/)).toBeNull();
    await user.click(within(screen.getByRole('radiogroup', { name: /received an inheritance/ })).getByRole('radio', { name: 'Yes' }));
    expect(screen.getByLabelText(/Amount of the inheritance/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Details of the inheritance/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a bursary' }));
    const bursary = screen.getByRole('group', { name: 'Bursary 1' });
    await user.type(within(bursary).getByLabelText(/^From/), '01012027');
    await user.tab();
    expect(within(bursary).getByLabelText(/^From/)).toHaveValue('01/01/2027');
    await user.type(within(bursary).getByLabelText(/^To/), '31/12/2026');
    await user.click(screen.getByRole('button', { name: 'Save Application' }));
    await waitFor(() => expect(api().drafts.data).toMatchObject({ existingBursaries: [{ fromDate: '2027-01-01', toDate: '2026-12-31' }] }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(summaryMessages()).toContain('The end date must be the same as or after the start date'));
  });
});

describe('Personal details', () => {
  it('asks what the housing is only when Other, and requires the answers', async () => {
    const user = userEvent.setup();
    await renderSection(PersonalDetailsPage, api(), null);
    expect(screen.queryByLabelText(/Describe the type of housing/)).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    expect(screen.getByLabelText(/Describe the type of housing/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    // Other is chosen: what it is, ownership, marital status and the mobile number are missing.
    await waitFor(() => expect(summaryMessages()).toHaveLength(4));
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
  });
});
