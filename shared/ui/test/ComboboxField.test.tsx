import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { axe, toHaveNoViolations } from 'jest-axe';
import { MESSAGES } from '@portal/contracts/messages';
import { changeLanguage } from '@portal/i18n/i18n';
import { useLanguage } from '@portal/i18n/namespace';
import { Button } from '../src/Button';
import type { ComboboxOption } from '../src/ComboboxField';
import { FormikErrorSummary } from '../src/formik';
import { FormikComboboxField } from '../src/formik-combobox';
import { normaliseForSearch, optionNamedBy, searchOptions } from '../src/option-search';

expect.extend(toHaveNoViolations);
const WCAG = {
  runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  rules: { 'color-contrast': { enabled: false } },
};

/** A few countries as the admission pages list them: a code, the name in the page's language, the other names as keywords. */
const NAMES: Record<string, { 'en-GB': string; 'zh-Hans': string }> = {
  CI: { 'en-GB': "Côte d'Ivoire", 'zh-Hans': '科特迪瓦' },
  GB: { 'en-GB': 'United Kingdom', 'zh-Hans': '英国' },
  MY: { 'en-GB': 'Malaysia', 'zh-Hans': '马来西亚' },
  SG: { 'en-GB': 'Singapore', 'zh-Hans': '新加坡' },
  TR: { 'en-GB': 'Türkiye', 'zh-Hans': '土耳其' },
  US: { 'en-GB': 'United States of America', 'zh-Hans': '美国' },
};
const countries = (language: 'en-GB' | 'zh-Hans'): ComboboxOption[] =>
  Object.entries(NAMES).map(([code, name]) => ({ value: code, label: name[language], keywords: [code, name[language === 'en-GB' ? 'zh-Hans' : 'en-GB']] }));

const SCHOOLS: ComboboxOption[] = ['Raffles Institution', 'Hwa Chong Institution', 'Nanyang Junior College', 'Singapore Polytechnic'].map((name) => ({ value: name, label: name }));

function CountryField({ freeText }: { freeText?: boolean }) {
  const language = useLanguage() as 'en-GB' | 'zh-Hans';
  return freeText ? (
    <FormikComboboxField name="school" label="Name of school" freeText maxLength={200} options={SCHOOLS} />
  ) : (
    <FormikComboboxField name="country" label="Nationality" hint="The country of your passport" options={countries(language)} required />
  );
}

function CountryForm({ initial = {}, onSubmit = () => undefined, freeText }: { initial?: Record<string, string>; onSubmit?: (values: Record<string, string>) => void; freeText?: boolean }) {
  return (
    <main>
      <h1>Personal particulars</h1>
      <Formik
        initialValues={{ country: '', school: '', ...initial }}
        validate={(values) => (freeText || values.country ? {} : { country: MESSAGES.REQUIRED })}
        onSubmit={(values) => onSubmit(values)}
      >
        <Form noValidate>
          <FormikErrorSummary />
          <CountryField freeText={freeText} />
          <Button type="submit">Save and continue</Button>
        </Form>
      </Formik>
    </main>
  );
}

const field = (name: string | RegExp = /Nationality/) => screen.getByRole('combobox', { name });
const optionNames = () => within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
const statusRegion = () => screen.getByRole('status');

afterEach(() => act(() => changeLanguage('en-GB')));

describe('option search', () => {
  it('ignores case, accents and punctuation, and finds text inside a name', () => {
    expect(normaliseForSearch("  Côte d’Ivoire ")).toBe('cote divoire');
    expect(normaliseForSearch('ＳＧ')).toBe('sg');
    const options = countries('en-GB');
    expect(searchOptions(options, 'sing').map((option) => option.value)).toEqual(['SG']);
    expect(searchOptions(options, 'GAPO').map((option) => option.value)).toEqual(['SG']);
    expect(searchOptions(options, 'cote d').map((option) => option.value)).toEqual(['CI']);
    expect(searchOptions(options, 'turkiye').map((option) => option.value)).toEqual(['TR']);
    expect(searchOptions(options, '').map((option) => option.value)).toEqual(['CI', 'GB', 'MY', 'SG', 'TR', 'US']);
  });

  it('ranks names that start with the text first, then a word that does, then the other language and codes', () => {
    const options = countries('en-GB');
    // "United…" twice at the start, then a keyword ("US" is a code).
    expect(searchOptions(options, 'u').map((option) => option.value).slice(0, 2)).toEqual(['GB', 'US']);
    expect(searchOptions(options, 'states').map((option) => option.value)).toEqual(['US']);
    expect(searchOptions(options, '新加坡').map((option) => option.value)).toEqual(['SG']);
    expect(searchOptions(countries('zh-Hans'), '加坡').map((option) => option.label)).toEqual(['新加坡']);
    expect(searchOptions(countries('zh-Hans'), 'sing').map((option) => option.label)).toEqual(['新加坡']);
  });

  it('puts an option the text names exactly, such as a programme code, before names that merely contain it', () => {
    const programmes = [
      { value: 'ECON', label: 'Economics', keywords: ['ECON'] },
      { value: 'CS', label: 'Computer Science', keywords: ['CS'] },
      { value: 'PHYS', label: 'Physics', keywords: ['PHYS'] },
    ];
    expect(searchOptions(programmes, 'cs').map((option) => option.value)).toEqual(['CS', 'ECON', 'PHYS']);
    expect(searchOptions(programmes, 'c').map((option) => option.value)).toEqual(['CS', 'ECON', 'PHYS']);
  });

  it('names an option only when the text is its whole name or code, and only one option has it', () => {
    const options = countries('en-GB');
    expect(optionNamedBy(options, 'singapore')?.value).toBe('SG');
    expect(optionNamedBy(options, 'sg')?.value).toBe('SG');
    expect(optionNamedBy(options, 'sing')).toBeNull();
    expect(optionNamedBy([...options, { value: 'SG2', label: 'Singapore' }], 'Singapore')).toBeNull();
  });
});

describe('ComboboxField (strict: the answer is one of the options)', () => {
  it('is a labelled WAI-ARIA combobox that narrows its list as the applicant types, and chooses with the keyboard', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<CountryForm onSubmit={onSubmit} />);
    const input = field();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('The country of your passport'));
    expect(input).not.toHaveAttribute('aria-activedescendant');

    await user.type(input, 'sing');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(optionNames()).toEqual(['Singapore']);
    await waitFor(() => expect(statusRegion()).toHaveTextContent('1 result is available'));

    await user.keyboard('{ArrowDown}');
    const singapore = screen.getByRole('option', { name: 'Singapore' });
    expect(input).toHaveAttribute('aria-activedescendant', singapore.id);
    expect(singapore).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Singapore');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(onSubmit).not.toHaveBeenCalled();

    // The form keeps the code, as the select did.
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ country: 'SG' })));
  });

  it('moves with Up, Down, Home and End, and Escape closes the list and puts the answer back', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<CountryForm initial={{ country: 'MY' }} onSubmit={onSubmit} />);
    const input = field();
    expect(input).toHaveValue('Malaysia');
    await user.click(input);
    expect(optionNames()).toHaveLength(6);
    // Opening highlights the current answer.
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Malaysia' }).id);
    await user.keyboard('{End}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'United States of America' }).id);
    await user.keyboard('{Home}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: "Côte d'Ivoire" }).id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Malaysia' }).id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'United Kingdom' }).id);

    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    // Typing over the answer searches; the answer stays until another option is chosen.
    await user.tripleClick(input);
    await user.keyboard('united');
    expect(optionNames()).toEqual(['United Kingdom', 'United States of America']);
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('Malaysia');
    // A second Escape never wipes the answer.
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('Malaysia');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ country: 'MY' })));
  });

  it('says "No matches" when nothing matches, and leaving such a search keeps the answer it had', async () => {
    const user = userEvent.setup();
    render(<CountryForm initial={{ country: 'GB' }} />);
    const input = field();
    await user.tripleClick(input);
    await user.keyboard('Atlantis');
    expect(input).toHaveValue('Atlantis');
    expect(screen.getByText('No matches')).toBeVisible();
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
    await waitFor(() => expect(statusRegion()).toHaveTextContent('No matches'));
    await user.tab();
    expect(input).toHaveValue('United Kingdom');
    expect(screen.queryByText('No matches')).not.toBeInTheDocument();
  });

  it('takes text that names one option in full as the answer when the field is left, or with Enter', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<CountryForm onSubmit={onSubmit} />);
    await user.type(field(), 'SINGAPORE');
    await user.tab();
    expect(field()).toHaveValue('Singapore');
    await user.clear(field());
    // Enter with two options left and none highlighted chooses nothing, and does not send the form.
    await user.type(field(), 'united{Enter}');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(field(), ' k{Enter}');
    expect(field()).toHaveValue('United Kingdom');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ country: 'GB' })));
  });

  it('opens the whole list on a tap or with the arrow button, and a tap on an option chooses it', async () => {
    const user = userEvent.setup();
    render(<CountryForm />);
    await user.click(screen.getByRole('button', { name: 'Show all options' }));
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(field()).toHaveFocus();
    await user.click(screen.getByRole('option', { name: 'Türkiye' }));
    expect(field()).toHaveValue('Türkiye');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('clears the answer when the text is deleted, and shows the error next to the field and in the summary, whose link focuses it', async () => {
    const user = userEvent.setup();
    const { container } = render(<CountryForm initial={{ country: 'SG' }} />);
    await user.clear(field());
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    const link = within(summary).getByRole('link', { name: MESSAGES.REQUIRED });
    expect(link).toHaveAttribute('href', '#country');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(expect.stringContaining(`Error: ${MESSAGES.REQUIRED}`));
    expect(await axe(container, WCAG)).toHaveNoViolations();
    await user.click(link);
    expect(field()).toHaveFocus();
  });

  it('has no axe violations with the list open', async () => {
    const user = userEvent.setup();
    const { container } = render(<CountryForm />);
    expect(await axe(container, WCAG)).toHaveNoViolations();
    await user.type(field(), 'united');
    await user.keyboard('{ArrowDown}');
    expect(await axe(container, WCAG)).toHaveNoViolations();
    await user.clear(field());
    await user.type(field(), 'zzz');
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });

  it('speaks Chinese: names, search in Chinese or English, and its own words', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<CountryForm initial={{ country: 'GB' }} onSubmit={onSubmit} />);
    await act(() => changeLanguage('zh-Hans'));
    // The answer is shown in the new language at once.
    expect(field()).toHaveValue('英国');
    await user.clear(field());
    await user.type(field(), '新加坡');
    expect(optionNames()).toEqual(['新加坡']);
    await waitFor(() => expect(statusRegion()).toHaveTextContent('找到 1 个结果'));
    await user.clear(field());
    await user.type(field(), 'sing');
    expect(optionNames()).toEqual(['新加坡']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field()).toHaveValue('新加坡');
    expect(screen.getByRole('button', { name: '显示所有选项' })).toBeInTheDocument();
    await user.tripleClick(field());
    await user.keyboard('Atlantis');
    expect(screen.getByText('没有匹配的结果')).toBeVisible();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ country: 'SG' })));
  });
});

describe('ComboboxField (free text with suggestions)', () => {
  it('keeps what was typed as the answer, and a suggestion chosen fills in its spelling', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<CountryForm freeText onSubmit={onSubmit} />);
    const input = field('Name of school');
    await user.type(input, 'institution');
    expect(optionNames()).toEqual(['Raffles Institution', 'Hwa Chong Institution']);
    await waitFor(() => expect(statusRegion()).toHaveTextContent('2 results are available'));
    await user.type(input, ' of Atlantis');
    // No suggestion fits: no list and no "No matches", since any name is an answer.
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.queryByText('No matches')).not.toBeInTheDocument();
    await user.tab();
    expect(input).toHaveValue('institution of Atlantis');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ school: 'institution of Atlantis' })));

    await user.clear(input);
    await user.type(input, 'hwa');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(input).toHaveValue('Hwa Chong Institution');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ school: 'Hwa Chong Institution' })));
  });
});
