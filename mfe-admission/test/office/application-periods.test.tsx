/**
 * The console's application periods: a year's list, adding one (checked by the shared schema; the
 * server's overlap refusal beside its field), changing one with a reason (a closing time earlier than
 * now refused once it has opened), removing one not opened yet; axe, Chinese.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { OfficeApplicationPeriod, OfficeApplicationPeriods } from '@portal/contracts/admission/application-periods';
import { http } from '@portal/http/client';
import { changeLanguage } from '@portal/i18n/i18n';
import { ApplicationPeriodFormPage } from '../../src/office/application-periods/ApplicationPeriodFormPage';
import { ApplicationPeriodsPage } from '../../src/office/application-periods/ApplicationPeriodsPage';
import { WCAG } from '../helpers/section-page';

expect.extend(toHaveNoViolations);
const API = '/office/admission/application-periods';

const admissions: OfficeApplicationPeriod = {
  id: '5b7f0c8e-3f5b-4c55-9a43-5f1d2c3b4a01',
  system: 'ADM',
  category: null,
  academicYear: '2098/2099',
  nameEn: 'Undergraduate admissions 2098/2099',
  nameZh: '2098/2099 学年本科招生',
  // 01/10/2020 09:00 and 31/03/2099 23:59 in Singapore: open now.
  opensAt: '2020-10-01T01:00:00.000Z',
  closesAt: '2099-03-31T15:59:00.000Z',
  state: 'OPEN',
};
const musicRound: OfficeApplicationPeriod = {
  id: '5b7f0c8e-3f5b-4c55-9a43-5f1d2c3b4a02',
  system: 'ADM',
  category: 'MUSIC',
  academicYear: '2098/2099',
  nameEn: 'Music auditions 2098/2099',
  nameZh: null,
  opensAt: '2098-11-01T01:00:00.000Z',
  closesAt: '2098-11-30T15:59:00.000Z',
  state: 'UPCOMING',
};
const list: OfficeApplicationPeriods = { academicYear: '2098/2099', periods: [admissions, musicRound] };

const answer = (data: unknown) => Promise.resolve({ data, status: 200, statusText: '', headers: {}, config: {} as never });
const refusal = (status: number, errors: Array<{ code: string; message: string; field?: string }>) => ({ response: { status, data: { errors } }, isAxiosError: true });

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="application-periods" element={<ApplicationPeriodsPage />} />
        <Route path="application-periods/new" element={<ApplicationPeriodFormPage />} />
        <Route path="application-periods/:periodId" element={<ApplicationPeriodFormPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

let asked: string[];
beforeEach(() => {
  asked = [];
  jest.spyOn(http, 'get').mockImplementation(((url: string) => {
    asked.push(url);
    if (url.startsWith(API) && !url.slice(API.length).startsWith('/')) return answer(list);
    const period = [admissions, musicRound].find((candidate) => url === `${API}/${candidate.id}`);
    return period ? answer(period) : Promise.reject(new Error(url));
  }) as never);
});
afterEach(async () => {
  jest.restoreAllMocks();
  await changeLanguage('en-GB');
});

it("lists a year's periods with their system, category, names, Singapore times and state, in both languages", async () => {
  const { container } = renderAt('/application-periods?academicYear=2098/2099');
  const table = await screen.findByRole('table', { name: 'Application periods of 2098/2099' });
  expect(asked).toContain(`${API}?academicYear=2098%2F2099`);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
    ['Change Undergraduate admissions 2098/2099', '2098/2099 学年本科招生', 'Undergraduate Admissions', 'All categories', '01/10/2020, 09:00', '31/03/2099, 23:59', 'Open now'],
    ['Change Music auditions 2098/2099', 'Not given yet: applicants reading Chinese see the English name', 'Undergraduate Admissions', 'Music programme (with audition)', '01/11/2098, 09:00', '30/11/2098, 23:59', 'Upcoming'],
  ]);
  expect(within(table).getByRole('link', { name: 'Change Music auditions 2098/2099' })).toHaveAttribute('href', `/application-periods/${musicRound.id}`);
  expect(screen.getByRole('link', { name: 'Add an application period' })).toHaveAttribute('href', '/application-periods/new?academicYear=2098%2F2099');
  expect(screen.getByLabelText('Academic year')).toHaveValue('2098/2099');
  expect(await axe(container, WCAG)).toHaveNoViolations();

  await act(() => changeLanguage('zh-Hans'));
  expect(screen.getByRole('heading', { level: 1, name: '申请期' })).toBeInTheDocument();
  const chinese = screen.getByRole('table', { name: '2098/2099 学年的申请期' });
  expect(within(chinese).getByText('所有类别')).toBeInTheDocument();
  expect(within(chinese).getByText('2098年11月30日 23:59')).toBeInTheDocument();
  expect(within(chinese).getByText('尚未开放')).toBeInTheDocument();
  expect(await axe(container, WCAG)).toHaveNoViolations();
});

it('asks the API for the intake’s year when the address names none', async () => {
  renderAt('/application-periods');
  await screen.findByRole('table', { name: 'Application periods of 2098/2099' });
  expect(asked).toEqual([API]);
  // The year the API answered is the one the field shows.
  expect(screen.getByLabelText('Academic year')).toHaveValue('2098/2099');
});

it('adds a period: every mistake in the summary, closing before opening beside its field, the server’s overlap too, then the body the API takes', async () => {
  const post = jest
    .spyOn(http, 'post')
    .mockRejectedValueOnce(refusal(409, [{ code: 'PERIOD_OVERLAPS', field: 'opensOn', message: 'These dates overlap another period of the same application system, category and academic year. Change them so that the periods do not overlap.' }]))
    .mockImplementation(() => answer({ ...musicRound, id: 'new', category: 'ALEVEL', nameEn: 'TCM A-Level round', system: 'TCM' }));
  const { container } = renderAt('/application-periods/new?academicYear=2098/2099');
  const user = userEvent.setup();
  expect(await screen.findByLabelText('Academic year')).toHaveValue('2098/2099');
  await user.click(screen.getByRole('button', { name: 'Add period' }));
  const summary = await screen.findByRole('region', { name: 'There is a problem' });
  expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([
    'Select the application system',
    'Enter the period’s name in English',
    'Enter the period’s name in Chinese',
    'Enter the date applications open',
    'Enter the time applications open, like 09:00',
    'Enter the date applications close',
    'Enter the time applications close, like 23:59',
  ]);
  expect(post).not.toHaveBeenCalled();
  expect(await axe(container, WCAG)).toHaveNoViolations();

  // The categories follow the system: ADM offers the music programme, TCM does not.
  const category = screen.getByLabelText('Category (optional)');
  await user.selectOptions(screen.getByLabelText('Application system'), 'ADM');
  expect(within(category).getByRole('option', { name: 'Music programme (with audition)' })).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Application system'), 'TCM');
  expect(within(category).getByRole('option', { name: 'Singapore-Cambridge GCE A-Level' })).toBeInTheDocument();
  expect(within(category).queryByRole('option', { name: 'Music programme (with audition)' })).toBeNull();
  await user.selectOptions(category, 'ALEVEL');
  await user.type(screen.getByLabelText('Name in English'), 'TCM A-Level round');
  await user.type(screen.getByLabelText('Name in Chinese'), '中医学专业 A 水准申请');
  const opens = screen.getByRole('group', { name: /Applications open/ });
  const closes = screen.getByRole('group', { name: /Applications close/ });
  await user.type(within(opens).getByLabelText('Date'), '01/04/2098');
  await user.type(within(opens).getByLabelText('Time'), '09:00');
  await user.type(within(closes).getByLabelText('Date'), '31/03/2098');
  await user.type(within(closes).getByLabelText('Time'), '23:59');
  await user.click(screen.getByRole('button', { name: 'Add period' }));
  const backwards = 'The closing date and time must be after the opening date and time';
  expect(await within(summary).findByRole('link', { name: backwards })).toHaveAttribute('href', '#closesOn');
  expect(within(closes).getByLabelText('Date')).toHaveAccessibleDescription(expect.stringContaining(backwards));
  expect(post).not.toHaveBeenCalled();

  await user.clear(within(closes).getByLabelText('Date'));
  await user.type(within(closes).getByLabelText('Date'), '30/04/2098');
  await user.click(screen.getByRole('button', { name: 'Add period' }));
  const body = { system: 'TCM', category: 'ALEVEL', academicYear: '2098/2099', nameEn: 'TCM A-Level round', nameZh: '中医学专业 A 水准申请', opensOn: '01/04/2098', opensTime: '09:00', closesOn: '30/04/2098', closesTime: '23:59' };
  expect(post).toHaveBeenCalledWith(API, body);
  const overlap = await screen.findByRole('link', { name: /These dates overlap another period/ });
  expect(overlap).toHaveAttribute('href', '#opensOn');
  expect(within(opens).getByLabelText('Date')).toHaveAccessibleDescription(expect.stringContaining('These dates overlap another period'));

  await user.clear(within(opens).getByLabelText('Date'));
  await user.type(within(opens).getByLabelText('Date'), '02/04/2098');
  await user.click(screen.getByRole('button', { name: 'Add period' }));
  expect(post).toHaveBeenLastCalledWith(API, { ...body, opensOn: '02/04/2098' });
  expect(await screen.findByText('TCM A-Level round has been added.')).toBeInTheDocument();
});

it('changes an open period with a reason: its closing cannot move earlier than now; an extension is sent', async () => {
  const put = jest.spyOn(http, 'put').mockImplementation(() => answer({ ...admissions, closesAt: '2099-04-30T15:59:00.000Z' }));
  const { container } = renderAt(`/application-periods/${admissions.id}`);
  const closes = await screen.findByRole('group', { name: /Applications close/ });
  expect(within(closes).getByLabelText('Date')).toHaveValue('31/03/2099');
  expect(within(closes).getByLabelText('Time')).toHaveValue('23:59');
  expect(screen.getByLabelText('Name in Chinese')).toHaveValue('2098/2099 学年本科招生');
  // Open now: nothing offers to remove it.
  expect(screen.queryByRole('button', { name: 'Remove this period' })).toBeNull();
  expect(await axe(container, WCAG)).toHaveNoViolations();

  const user = userEvent.setup();
  await user.clear(within(closes).getByLabelText('Date'));
  await user.type(within(closes).getByLabelText('Date'), '01/01/2021');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  const summary = await screen.findByRole('region', { name: 'There is a problem' });
  expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([
    'This period has opened, so its closing time cannot move earlier than now: that would close it on applicants without warning',
    'Enter the reason for the change',
  ]);
  expect(put).not.toHaveBeenCalled();

  await user.clear(within(closes).getByLabelText('Date'));
  await user.type(within(closes).getByLabelText('Date'), '30/04/2099');
  await user.type(screen.getByLabelText('Reason for the change'), 'Extended by the Dean after the results were delayed.');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(put).toHaveBeenCalledWith(`${API}/${admissions.id}`, {
    nameEn: 'Undergraduate admissions 2098/2099',
    nameZh: '2098/2099 学年本科招生',
    opensOn: '01/10/2020',
    opensTime: '09:00',
    closesOn: '30/04/2099',
    closesTime: '23:59',
    reason: 'Extended by the Dean after the results were delayed.',
  });
  expect(await screen.findByText('Undergraduate admissions 2098/2099 has been changed.')).toBeInTheDocument();
});

it('asks for the Chinese name a period lacks, and removes a period not opened yet', async () => {
  const remove = jest.spyOn(http, 'delete').mockImplementation(() => answer(undefined));
  const { container } = renderAt(`/application-periods/${musicRound.id}`);
  expect(await screen.findByLabelText('Name in Chinese')).toHaveValue('');
  expect(screen.getByText('This period has not opened yet: you can change any of its dates, or remove it.')).toBeInTheDocument();
  expect(await axe(container, WCAG)).toHaveNoViolations();
  await act(() => changeLanguage('zh-Hans'));
  expect(screen.getByRole('heading', { level: 1, name: '修改申请期' })).toBeInTheDocument();
  expect(screen.getByLabelText('更改原因')).toBeInTheDocument();
  expect(await axe(container, WCAG)).toHaveNoViolations();
  await act(() => changeLanguage('en-GB'));

  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Remove this period' }));
  expect(remove).toHaveBeenCalledWith(`${API}/${musicRound.id}`);
  expect(await screen.findByText('Music auditions 2098/2099 has been removed.')).toBeInTheDocument();
});
