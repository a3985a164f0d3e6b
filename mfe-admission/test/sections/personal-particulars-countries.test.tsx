import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { changeLanguage } from '@portal/i18n/i18n';
import PersonalParticularsPage from '../../src/sections/personal-particulars/PersonalParticularsPage';
import { SAMPLE_SECTIONS } from '../../../shared/contracts/test/admission-summary-sample';
import { WCAG, installFakeDraftServer, renderSection } from './experience-helpers';

expect.extend(toHaveNoViolations);
const server = installFakeDraftServer();
const SAVED = SAMPLE_SECTIONS.personalParticulars;
const nationality = () => screen.getByRole('combobox', { name: /^Nationality/ });
const addressCountry = () => screen.getByRole('combobox', { name: /^Country/ });
/** The options of the one list open now (the page's native selects have options too). */
const listed = () => within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);

describe('Personal particulars page: the country lists', () => {
  it('shows the saved codes as country names and finds a country as the applicant types', async () => {
    const user = userEvent.setup();
    const { container, onContinue } = await renderSection(PersonalParticularsPage, server(), SAVED, 'ALEVEL');
    expect(nationality()).toHaveValue('Malaysia');
    expect(addressCountry()).toHaveValue('Singapore');

    // Typing over the answer searches by part of a name; accents and case do not matter.
    await user.tripleClick(nationality());
    await user.keyboard('CÔTE D');
    expect(listed()).toEqual(["Cote d'Ivoire"]);
    await user.clear(nationality());
    await user.type(nationality(), 'sing');
    expect(screen.getByRole('option', { name: 'Singapore' })).toBeVisible();
    expect(await axe(container, WCAG)).toHaveNoViolations();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(nationality()).toHaveValue('Singapore');

    // Another name of a country ("UK") finds it; a foreign address asks for the city instead of a Singapore postal code.
    await user.tripleClick(addressCountry());
    await user.keyboard('UK');
    await user.click(screen.getByRole('option', { name: 'United Kingdom' }));
    expect(addressCountry()).toHaveValue('United Kingdom');
    await user.type(await screen.findByLabelText(/^City or town/), 'London');

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalled());
    const saved = server().saves.at(-1)?.body.data as typeof SAVED;
    expect({ nationality: saved.nationality, country: saved.address.country, city: saved.address.city }).toEqual({ nationality: 'SG', country: 'GB', city: 'London' });
  });

  it('a cleared country is reported next to the field and in the summary', async () => {
    const user = userEvent.setup();
    const { container } = await renderSection(PersonalParticularsPage, server(), SAVED, 'ALEVEL');
    await user.clear(nationality());
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(summary.querySelector('a[href="#nationality"]')).toHaveTextContent('Select your nationality');
    expect(nationality()).toHaveAccessibleDescription(expect.stringContaining('Error: Select your nationality'));
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });

  it('names and finds countries in Chinese, by Chinese or English name', async () => {
    const user = userEvent.setup();
    await renderSection(PersonalParticularsPage, server(), SAVED, 'ALEVEL');
    await act(() => changeLanguage('zh-Hans'));
    const chineseNationality = await screen.findByRole('combobox', { name: /^国籍/ });
    expect(chineseNationality).toHaveValue('马来西亚');
    await user.tripleClick(chineseNationality);
    await user.keyboard('新加坡');
    expect(listed()).toEqual(['新加坡']);
    await user.tripleClick(chineseNationality);
    await user.keyboard('japan');
    expect(listed()).toEqual(['日本']);
  });
});
