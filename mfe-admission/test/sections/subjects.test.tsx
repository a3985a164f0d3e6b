import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { setNavigator } from '@portal/http/navigation';
import { changeLanguage } from '@portal/i18n/i18n';
import SubjectsPage from '../../src/sections/subjects/SubjectsPage';
import { FakeSectionsServer } from '../helpers/fake-sections-server';
import { renderSectionPage } from '../helpers/education-section-page';

expect.extend(toHaveNoViolations);
const WCAG = {
  runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  rules: { 'color-contrast': { enabled: false } },
};

const RECORD_ID = 'a1b2c3d4e5f60718';
const record = (extra: Record<string, unknown> = {}) => ({
  id: RECORD_ID,
  institution: 'Raffles Institution',
  country: 'SG',
  qualification: 'ALEVEL',
  status: 'GRADUATED',
  from: '01/2024',
  to: '12/2025',
  resultType: 'ACTUAL',
  examDate: '11/2025',
  ...extra,
});
const education = (extra: Record<string, unknown> = {}) => ({ records: [record(extra)] });
const subject = (code: string, level: string, grade: string) => ({ subject: code, otherName: '', level, grade, marks: '' });

let server: FakeSectionsServer;
beforeEach(() => {
  localStorage.clear();
  setNavigator(jest.fn());
});
afterEach(async () => {
  server.uninstall();
  await changeLanguage('en-GB');
});

const summaryLinks = async () => within(await screen.findByRole('region', { name: 'There is a problem' })).getAllByRole('link').map((link) => link.textContent);

describe('Subjects page', () => {
  it('opens a group for the completed A-Level record and shows the A-Level rule after Save and continue', async () => {
    const saved = { results: [{ recordId: RECORD_ID, subjects: [subject('GP', 'H1', 'B'), subject('MATH', 'H2', 'A'), subject('PHYS', 'H1', 'A')] }] };
    server = new FakeSectionsServer({ education: education(), subjects: saved }).install();
    const user = userEvent.setup();
    const { container } = renderSectionPage(SubjectsPage, 'ALEVEL');
    const group = await screen.findByRole('group', { name: /Raffles Institution: Singapore-Cambridge GCE A-Level/ });
    expect(within(group).getAllByLabelText(/^Subject/)).toHaveLength(3);
    expect(await axe(container, WCAG)).toHaveNoViolations();

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await summaryLinks()).toEqual(['A-Level results need at least 4 subjects, with at least 2 at H2 or A level']);
    expect(server.saves.filter((save) => save.body.complete)).toEqual([]);
    expect(await axe(container, WCAG)).toHaveNoViolations();

    // A fourth subject at H2 satisfies the rule; its grade list follows the level.
    await user.click(screen.getByRole('button', { name: 'Add a subject for Raffles Institution' }));
    const fourth = screen.getByRole('group', { name: 'Subject 4' });
    // The subject list is searchable: typing narrows it, a tap chooses.
    await user.type(within(fourth).getByRole('combobox', { name: /^Subject/ }), 'chem');
    await user.click(within(fourth).getByRole('option', { name: 'Chemistry' }));
    await user.selectOptions(within(fourth).getByLabelText(/^Level/), 'H2');
    await user.selectOptions(within(fourth).getByLabelText(/^Grade/), 'A');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByText(/^Saved at/, { selector: '.pt-save-status__text' });
    const finished = server.saves.find((save) => save.body.complete);
    expect(finished?.body.data).toEqual({ results: [{ recordId: RECORD_ID, subjects: [...saved.results[0]!.subjects, subject('CHEM', 'H2', 'A')] }] });
  });

  it('actual results need a subject; an IB Diploma needs six', async () => {
    server = new FakeSectionsServer({ education: { records: [record(), record({ id: 'f0e1d2c3b4a59687', institution: 'UWCSEA', qualification: 'IB_DIPLOMA', resultType: 'PREDICTED' })] }, subjects: null }).install();
    const user = userEvent.setup();
    renderSectionPage(SubjectsPage, 'ALEVEL');
    await screen.findByRole('group', { name: /UWCSEA/ });
    await user.click(screen.getByRole('button', { name: 'Add a subject for UWCSEA' }));
    const ib = screen.getByRole('group', { name: /UWCSEA/ });
    await user.type(within(ib).getByRole('combobox', { name: /^Subject/ }), 'analysis');
    await user.click(within(ib).getByRole('option', { name: 'Mathematics: Analysis and Approaches' }));
    await user.selectOptions(within(ib).getByLabelText(/^Level/), 'HL');
    await user.selectOptions(within(ib).getByLabelText(/^Grade/), '7');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await summaryLinks()).toEqual(['Actual results need at least one subject and its grade', 'Enter at least 6 subjects']);
  });

  it('shows subjects of a record that is no longer completed with the spec message, and removes them', async () => {
    const saved = { results: [{ recordId: RECORD_ID, subjects: [subject('MATH', 'H2', 'A')] }] };
    server = new FakeSectionsServer({ education: education({ status: 'CURRENT' }), subjects: saved }).install();
    const user = userEvent.setup();
    renderSectionPage(SubjectsPage, 'ALEVEL');
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(await summaryLinks()).toEqual(['Subjects must be removed before changing the status']);
    await user.click(screen.getByRole('button', { name: 'Remove these subjects' }));
    expect(screen.getByText(/None of your education records takes subjects yet/)).toBeInTheDocument();
  });

  it('reads in Chinese', async () => {
    server = new FakeSectionsServer({ education: education(), subjects: { results: [{ recordId: RECORD_ID, subjects: [subject('MATH', 'H3', 'MERIT')] }] } }).install();
    renderSectionPage(SubjectsPage, 'ALEVEL');
    await screen.findByRole('group', { name: /Raffles Institution/ });
    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByRole('group', { name: /Raffles Institution：新加坡-剑桥 GCE A 水准/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '为 Raffles Institution 添加科目' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '良好' })).toBeInTheDocument();
  });
});
