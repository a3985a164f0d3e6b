import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { changeLanguage } from '@portal/i18n/i18n';
import AwardsPage from '../src/sections/AwardsPage';
import ChoicesPage from '../src/sections/ChoicesPage';
import DeclarationPage from '../src/sections/DeclarationPage';
import KeySkillPage from '../src/sections/KeySkillPage';
import StatementPage from '../src/sections/StatementPage';
import { installFakeFormApi } from '../../shared/forms/test/helpers/fake-form-api';
import { WCAG } from '../../shared/ui/test/helpers/wcag';
import { API, CATALOGUE } from './helpers/samples';
import { renderSection, summaryMessages } from './helpers/render';

expect.extend(toHaveNoViolations);
const api = installFakeFormApi();

describe('Scholarship Choices', () => {
  beforeEach(() => api().on('GET /scholarship/scholarships', CATALOGUE));

  it('lists the scholarships with their terms, closed ones marked and ineligible ones explained, and offers only those that can be chosen', async () => {
    const user = userEvent.setup();
    const { onContinue } = await renderSection(ChoicesPage, api(), null);
    const table = screen.getByRole('table', { name: 'Scholarships for 2027/2028' });
    const science = within(table).getByRole('rowheader', { name: /Science and Technology Scholarship/ }).closest('tr')!;
    expect(within(science).getByText('6 years after graduation')).toBeInTheDocument();
    expect(within(science).getByText(/4,000\.00 a year/)).toBeInTheDocument();
    expect(within(science).getByText('100%')).toBeInTheDocument();
    const arts = within(table).getByRole('rowheader', { name: /Arts Excellence/ }).closest('tr')!;
    expect(within(arts).getByText('Closed')).toBeInTheDocument();
    expect(within(arts).getByText('Closed for applications: it cannot be chosen.')).toBeInTheDocument();
    const asean = within(table).getByRole('rowheader', { name: /ASEAN/ }).closest('tr')!;
    expect(within(asean).getByText(/not open to applicants of your citizenship/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a choice' }));
    const first = screen.getByRole('combobox', { name: /Choice 1/ });
    expect(within(first).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a scholarship',
      'Science and Technology Scholarship',
      'Global Merit Scholarship',
    ]);
    await user.selectOptions(first, 'GLOBAL_MERIT');
    await user.click(screen.getByRole('button', { name: 'Add another choice' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Choice 2/ }), 'GLOBAL_MERIT');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(summaryMessages()).toEqual(['You have already chosen this scholarship. Choose a different one.']));
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('takes up to three ranked choices and saves them in order', async () => {
    const user = userEvent.setup();
    const { onContinue } = await renderSection(ChoicesPage, api(), { choices: [{ code: 'GLOBAL_MERIT' }, { code: 'SCIENCE_TECH' }] });
    await user.click(screen.getByRole('button', { name: 'Add another choice' }));
    expect(screen.queryByRole('button', { name: 'Add another choice' })).toBeNull();
    expect(screen.getByText('You have chosen the most scholarships allowed (3).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove choice 3' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalled());
    expect(api().drafts.saves.at(-1)!.body).toEqual(expect.objectContaining({ data: { choices: [{ code: 'GLOBAL_MERIT' }, { code: 'SCIENCE_TECH' }] }, complete: true }));
  });

  it('keeps a choice that has closed on show, marked, and asks for it to be reselected', async () => {
    const user = userEvent.setup();
    const { onContinue } = await renderSection(ChoicesPage, api(), { choices: [{ code: 'ARTS_EXCELLENCE' }] });
    const first = screen.getByRole('combobox', { name: /Choice 1/ });
    expect(first).toHaveDisplayValue('Arts Excellence Scholarship (closed: choose another)');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(summaryMessages()).toEqual(['A scholarship you chose is now closed for applications. Please reselect your scholarship choices before you submit.']));
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('reads in Chinese, with the names in Chinese', async () => {
    await act(() => changeLanguage('zh-Hans'));
    await renderSection(ChoicesPage, api(), { choices: [{ code: 'SCIENCE_TECH' }] });
    expect(screen.getByRole('table', { name: '2027/2028 学年的奖学金' })).toBeInTheDocument();
    expect(screen.getByText('毕业后服务 6 年')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /第 1 志愿/ })).toHaveDisplayValue('科技奖学金');
    expect(screen.getByText(/您不符合资格/)).toBeInTheDocument();
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
  });
});

describe('Personal statement', () => {
  it('counts the essay live, requires it, and refuses 3,000 characters or more', async () => {
    const user = userEvent.setup();
    const { onContinue } = await renderSection(StatementPage, api(), null);
    expect(screen.getByText('You can enter up to 2999 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(summaryMessages()).toEqual(['Enter your scholarship essay']));
    expect(await axe(document.body, WCAG)).toHaveNoViolations();

    const essay = screen.getByLabelText(/Your scholarship essay/);
    await user.click(essay);
    await user.paste('a'.repeat(3000));
    expect(await screen.findByText('You have 1 character too many')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(summaryMessages()).toEqual(['Your scholarship essay must be under 3000 characters, including spaces']));
    await user.type(essay, '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalled());
  });
});

describe('Sports or arts key skill', () => {
  const evidence = {
    id: 'd1',
    section: 'keySkill',
    documentType: 'KEY_SKILL_EVIDENCE',
    fileName: 'national-badminton.pdf',
    mediaType: 'application/pdf',
    sizeBytes: 20_000,
    scanStatus: 'CLEAN',
    uploadedAt: '2026-11-20T02:00:00.000Z',
  };
  const skill = { hasKeySkill: 'YES', area: 'SPORTS', skill: 'Badminton', achievementLevel: 'National youth team', description: 'Trained five days a week.' };

  it('asks for the skill and its evidence with Yes, and lists the evidence uploaded in this section', async () => {
    const user = userEvent.setup();
    api().on(`GET ${API}/documents`, []);
    const { onContinue } = await renderSection(KeySkillPage, api(), null);
    expect(screen.queryByLabelText(/^Skill/)).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('radio', { name: 'Sports' }));
    await user.type(screen.getByLabelText(/^Skill/), skill.skill);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(summaryMessages()).toEqual([
        'Enter the highest level you have reached',
        'Describe what you did in your key skill',
        'Upload a document that shows your key skill, such as a certificate or a competition result',
      ]),
    );
    expect(screen.getByRole('link', { name: /Upload a document that shows your key skill/ })).toHaveAttribute('href', '#evidence');
    expect(screen.getByRole('region', { name: 'Evidence of your key skill' })).toHaveAttribute('id', 'evidence');
    expect(document.getElementById('evidence-error')).toHaveTextContent('Upload a document that shows your key skill');
    expect(onContinue).not.toHaveBeenCalled();
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
  });

  it('continues with the evidence uploaded, and reads in Chinese', async () => {
    const user = userEvent.setup();
    api().on(`GET ${API}/documents`, [evidence, { ...evidence, id: 'd2', section: 'documents', fileName: 'other.pdf' }]);
    await act(() => changeLanguage('zh-Hans'));
    const { onContinue } = await renderSection(KeySkillPage, api(), skill);
    const table = await screen.findByRole('table', { name: '已上传至此申请的文件' });
    expect(within(table).getByRole('link', { name: '下载 national-badminton.pdf' })).toBeInTheDocument();
    expect(within(table).queryByText('other.pdf')).toBeNull();
    expect(screen.getByRole('radio', { name: '体育' })).toBeChecked();
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: '保存并继续' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalled());
  });
});

describe('Awards', () => {
  const award = { title: 'Young Scientist Award', awardingBody: 'Science Centre Singapore', year: '2025', description: 'For a study of mangrove soils.' };

  it('takes one to four awards with Yes, each year not in the future, and drops them with No', async () => {
    const user = userEvent.setup();
    const { onContinue } = await renderSection(AwardsPage, api(), null);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(summaryMessages()).toEqual(['Add at least one award, or answer No']));
    await user.click(screen.getByRole('button', { name: 'Add an award' }));
    // Pasted, not typed key by key: the long answers are not what this test is about.
    const fill = async (label: RegExp, value: string) => {
      await user.click(screen.getByLabelText(label));
      await user.paste(value);
    };
    await fill(/^Name of award/, award.title);
    await fill(/^Awarding body/, award.awardingBody);
    await fill(/^Year received/, '2099');
    await fill(/^Description/, award.description);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(summaryMessages()).toEqual(['Enter the year as 4 digits, like 2024, no later than this year']));
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
    for (let n = 0; n < 3; n += 1) await user.click(screen.getByRole('button', { name: 'Add another award' }));
    expect(screen.getByText('You have added the most awards allowed (4).')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalled());
    expect(api().drafts.saves.at(-1)!.body.data).toEqual({ hasAwards: 'NO', awards: [] });
  });

  it('reads in Chinese', async () => {
    await act(() => changeLanguage('zh-Hans'));
    await renderSection(AwardsPage, api(), { hasAwards: 'YES', awards: [award] });
    expect(screen.getByLabelText(/^奖项名称/)).toHaveValue(award.title);
    expect(screen.getByRole('button', { name: '再添加一个奖项' })).toBeInTheDocument();
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
  });
});

describe('Consent & Declaration', () => {
  it('requires the truth, consent and privacy declarations, not the news', async () => {
    const user = userEvent.setup();
    const { onContinue } = await renderSection(DeclarationPage, api(), null);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(summaryMessages()).toHaveLength(3));
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
    await user.click(screen.getByRole('checkbox', { name: /information I have given in this scholarship application is true/ }));
    await user.click(screen.getByRole('checkbox', { name: /verifying my answers/ }));
    await user.click(screen.getByRole('checkbox', { name: /collect, use and keep my personal data/ }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalled());
    expect(api().drafts.saves.at(-1)!.body.data).toEqual({ truth: true, consent: true, privacy: true, marketing: false });
  });

  it('reads in Chinese', async () => {
    await act(() => changeLanguage('zh-Hans'));
    await renderSection(DeclarationPage, api(), null);
    expect(screen.getByRole('checkbox', { name: /本人声明/ })).toBeInTheDocument();
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
  });
});
