import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { setNavigator } from '@portal/http/navigation';
import { changeLanguage } from '@portal/i18n/i18n';
import EducationPage from '../../src/sections/education/EducationPage';
import { FakeSectionsServer } from '../helpers/fake-sections-server';
import { renderSectionPage } from '../helpers/education-section-page';

expect.extend(toHaveNoViolations);
const WCAG = {
  runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  rules: { 'color-contrast': { enabled: false } },
};

const RECORD_ID = 'a1b2c3d4e5f60718';
const aLevelRecord = {
  id: RECORD_ID,
  institution: 'Raffles Institution',
  country: 'SG',
  qualification: 'ALEVEL',
  status: 'GRADUATED',
  from: '01/2024',
  to: '12/2025',
  gpa: '',
  gpaScale: '',
  finalGpa: '',
  resultType: 'ACTUAL',
  examDate: '11/2025',
};
const draft = { records: [aLevelRecord], englishTest: { type: 'NONE', reference: '', name: '', score: '', date: '' }, studentHere: false, studentId: '' };
const subjectsOf = (recordId: string) => ({ results: [{ recordId, subjects: [{ subject: 'MATH', otherName: '', level: 'H2', grade: 'A', marks: '' }] }] });

let server: FakeSectionsServer;
beforeEach(() => {
  localStorage.clear();
  setNavigator(jest.fn());
});
afterEach(async () => {
  server.uninstall();
  await changeLanguage('en-GB');
});

/** The error summary's links, as the applicant reads them. */
const summaryLinks = async () => within(await screen.findByRole('region', { name: 'There is a problem' })).getAllByRole('link').map((link) => link.textContent);

describe('Education page', () => {
  it('renders the saved records and shows the schema errors in the summary after Save and continue', async () => {
    server = new FakeSectionsServer({ education: draft, subjects: null }).install();
    const user = userEvent.setup();
    const { container } = renderSectionPage(EducationPage, 'ALEVEL');
    expect(await screen.findByLabelText(/Name of school or institution/)).toHaveValue('Raffles Institution');
    expect(screen.getByRole('group', { name: 'Education record 1: Raffles Institution' })).toBeInTheDocument();
    expect(await axe(container, WCAG)).toHaveNoViolations();

    // A polytechnic record asks for the GPA and its scale; the category's A-Level record is still there.
    await user.click(screen.getByRole('button', { name: 'Add another education record' }));
    const second = screen.getByRole('group', { name: 'Education record 2' });
    await user.selectOptions(within(second).getByLabelText(/Qualification type/), 'POLYTECHNIC');
    await user.type(within(second).getByLabelText(/Cumulative GPA/), '4.5');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    // Institution, country, status, dates and the GPA scale are missing; 4.5 is over no scale yet, so only its scale is asked.
    expect(await summaryLinks()).toContain('Select the GPA scale');
    expect(within(second).getByText('Select the GPA scale', { selector: '#records\\[1\\]\\.gpaScale-error' })).toBeInTheDocument();
    expect(screen.getByLabelText(/GPA scale/)).toBeInTheDocument();
    expect(server.saves.filter((save) => save.body.complete)).toEqual([]);
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });

  it('shows the category rule with its message', async () => {
    const secondary = { ...aLevelRecord, qualification: 'SECONDARY' };
    server = new FakeSectionsServer({ education: { ...draft, records: [secondary] }, subjects: null }).install();
    const user = userEvent.setup();
    renderSectionPage(EducationPage, 'ALEVEL');
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(await summaryLinks()).toEqual(['Add a record of the qualification you are applying with, as chosen in Apply With/As']);
  });

  it('shows an end date before the start date next to the field', async () => {
    const backwards = { ...aLevelRecord, from: '12/2025', to: '01/2024' };
    server = new FakeSectionsServer({ education: { ...draft, records: [backwards] }, subjects: null }).install();
    const user = userEvent.setup();
    renderSectionPage(EducationPage, 'ALEVEL');
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(await summaryLinks()).toEqual(['The end date must be the same as or after the start date']);
    expect(screen.getByLabelText(/^To/)).toHaveAccessibleDescription(expect.stringContaining('The end date must be the same as or after the start date'));
  });

  it('refuses to change the status of a record with subjects, or to remove it (spec 4)', async () => {
    const other = { ...aLevelRecord, id: 'f0e1d2c3b4a59687', institution: 'Other School', qualification: 'O_LEVEL', resultType: '', examDate: '' };
    server = new FakeSectionsServer({ education: { ...draft, records: [aLevelRecord, other] }, subjects: subjectsOf(RECORD_ID) }).install();
    const user = userEvent.setup();
    renderSectionPage(EducationPage, 'ALEVEL');
    const first = await screen.findByRole('group', { name: 'Education record 1: Raffles Institution' });
    await user.click(within(first).getByLabelText('Currently studying'));
    expect(within(first).getByText('Subjects must be removed before changing the status')).toBeInTheDocument();
    expect(within(first).getByLabelText('Completed (graduated)')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Remove education record 1' }));
    expect(screen.getByText(/Remove the subjects entered for this record/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Education record 1: Raffles Institution' })).toBeInTheDocument();
    // A record without subjects changes freely.
    const second = screen.getByRole('group', { name: 'Education record 2: Other School' });
    await user.click(within(second).getByLabelText('Currently studying'));
    expect(within(second).getByLabelText('Currently studying')).toBeChecked();
  });

  it('asks for the student ID only of current students, and the final GPA of graduated university records', async () => {
    const degree = { ...aLevelRecord, qualification: 'UNIVERSITY', resultType: '', examDate: '' };
    server = new FakeSectionsServer({ education: { ...draft, records: [degree] } }).install();
    const user = userEvent.setup();
    renderSectionPage(EducationPage, 'TRANSFER');
    expect(await screen.findByLabelText(/Final cumulative GPA/)).toBeInTheDocument();
    expect(screen.getByText(/upload your final results document/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Student ID/)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Yes'));
    await user.type(screen.getByLabelText(/Student ID/), 'B1234567X');
    await user.type(screen.getByLabelText(/Final cumulative GPA/), '4.5');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const links = await summaryLinks();
    expect(links).toEqual(
      expect.arrayContaining([
        'Enter a final cumulative GPA from 0.0001 to 4.0000, or 0 if you have none',
        'Enter your student ID in the A or U series: A or U, 7 digits and a letter, like A1234567X',
      ]),
    );
  });

  it('suggests Singapore institutions as the name is typed but keeps any name, and finds the country as it is typed', async () => {
    server = new FakeSectionsServer({ education: draft, subjects: null }).install();
    const user = userEvent.setup();
    const { container } = renderSectionPage(EducationPage, 'ALEVEL');
    await user.click(await screen.findByRole('button', { name: 'Add another education record' }));
    const second = screen.getByRole('group', { name: 'Education record 2' });
    const institution = within(second).getByRole('combobox', { name: /Name of school or institution/ });
    expect(institution).toHaveAccessibleDescription(expect.stringContaining('names of Singapore schools and institutions are suggested'));

    await user.type(institution, 'poly');
    const suggested = () => within(within(second).getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(suggested()).toEqual(['Nanyang Polytechnic', 'Ngee Ann Polytechnic', 'Republic Polytechnic', 'Singapore Polytechnic', 'Temasek Polytechnic']);
    expect(await axe(container, WCAG)).toHaveNoViolations();
    await user.click(within(second).getByRole('option', { name: 'Ngee Ann Polytechnic' }));
    expect(institution).toHaveValue('Ngee Ann Polytechnic');
    expect(screen.getByRole('group', { name: 'Education record 2: Ngee Ann Polytechnic' })).toBeInTheDocument();

    // A school that is not on the list is an answer as typed.
    await user.clear(institution);
    await user.type(institution, 'Kuala Lumpur Sixth Form College');
    await user.tab();
    expect(institution).toHaveValue('Kuala Lumpur Sixth Form College');

    const country = within(second).getByRole('combobox', { name: /Country of the institution/ });
    await user.type(country, 'malay');
    await user.keyboard('{Enter}');
    expect(country).toHaveValue('Malaysia');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('region', { name: 'There is a problem' });
    const saved = server.saves.at(-1)?.body.data as typeof draft;
    expect(saved.records[1]).toEqual(expect.objectContaining({ institution: 'Kuala Lumpur Sixth Form College', country: 'MY' }));
  });

  it('suggests the Chinese names of institutions that have one, found by Chinese or English name', async () => {
    server = new FakeSectionsServer({ education: draft, subjects: null }).install();
    const user = userEvent.setup();
    renderSectionPage(EducationPage, 'ALEVEL');
    await screen.findByLabelText(/Name of school or institution/);
    await act(() => changeLanguage('zh-Hans'));
    const institution = await screen.findByRole('combobox', { name: /学校或院校名称/ });
    await user.clear(institution);
    await user.type(institution, 'raffles');
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['莱佛士书院']);
    await user.clear(institution);
    await user.type(institution, '理工学院');
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['南洋理工学院', '义安理工学院', '共和理工学院', '新加坡理工学院', '淡马锡理工学院']),
    );
  });

  it('reads in Chinese', async () => {
    server = new FakeSectionsServer({ education: draft, subjects: null }).install();
    renderSectionPage(EducationPage, 'ALEVEL');
    await screen.findByLabelText(/Name of school or institution/);
    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByLabelText(/学校或院校名称/)).toHaveValue('Raffles Institution');
    expect(screen.getByRole('button', { name: '添加教育背景记录' })).toBeInTheDocument();
    expect(screen.getByText('您参加过哪项英语语言考试？')).toBeInTheDocument();
    expect(screen.getByLabelText('已完成学业（毕业）')).toBeChecked();
  });
});
