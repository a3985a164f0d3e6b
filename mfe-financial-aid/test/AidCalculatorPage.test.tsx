import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@portal/i18n/i18n';
import { AidCalculatorPage } from '../src/calculator/AidCalculatorPage';

afterEach(async () => {
  await act(() => changeLanguage('en-GB'));
});

it('checks the entries, then shows the estimate', async () => {
  const user = userEvent.setup();
  render(<AidCalculatorPage />);
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(await screen.findByText('Enter the number of people in your household', { selector: 'a' })).toBeInTheDocument();

  await user.selectOptions(screen.getByLabelText('Citizenship'), 'CITIZEN');
  await user.type(screen.getByLabelText('Number of people in your household'), '4');
  await user.type(screen.getByLabelText('Gross monthly household income (SGD)'), '12345678901.5');
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(await screen.findByText(/at most 12 digits including 2 decimals/, { selector: 'a' })).toBeInTheDocument();

  await user.clear(screen.getByLabelText('Gross monthly household income (SGD)'));
  await user.type(screen.getByLabelText('Gross monthly household income (SGD)'), '3600');
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(await screen.findByText(/Per capita income: SGD\s900\.00 a month/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Band 2' })).toBeInTheDocument();
});

it('warns an international applicant that citizen-only aid is excluded', async () => {
  const user = userEvent.setup();
  render(<AidCalculatorPage />);
  await user.selectOptions(screen.getByLabelText('Citizenship'), 'INTERNATIONAL');
  await user.type(screen.getByLabelText('Number of people in your household'), '2');
  await user.type(screen.getByLabelText('Gross monthly household income (SGD)'), '1000');
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(await screen.findByText(/not eligible for most financial aid/)).toBeInTheDocument();
});

it('switching to Chinese keeps the typed values and the estimate, now worded in Chinese', async () => {
  const user = userEvent.setup();
  render(<AidCalculatorPage />);
  await user.selectOptions(screen.getByLabelText('Citizenship'), 'PR');
  await user.type(screen.getByLabelText('Number of people in your household'), '4');
  await user.type(screen.getByLabelText('Gross monthly household income (SGD)'), '3600');
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(await screen.findByRole('heading', { name: 'Band 2' })).toBeInTheDocument();

  await act(() => changeLanguage('zh-Hans'));

  expect(screen.getByRole('heading', { level: 1, name: '经济资助计算器' })).toBeInTheDocument();
  expect(screen.getByLabelText('公民身份')).toHaveValue('PR');
  expect(screen.getByRole('option', { name: '新加坡永久居民', selected: true })).toBeInTheDocument();
  expect(screen.getByLabelText('家庭成员人数')).toHaveValue('4');
  expect(screen.getByLabelText('家庭每月税前总收入（新元）')).toHaveValue('3600');
  expect(screen.getByRole('heading', { name: '第 2 档' })).toBeInTheDocument();
  expect(screen.getByText(/家庭人均月收入：SGD\s900\.00/)).toBeInTheDocument();
  expect(screen.getByText('部分助学金仅限公民申请；其余助学金亦会考虑永久居民的申请。')).toBeInTheDocument();
  expect(screen.queryByText(/Per capita income/)).not.toBeInTheDocument();
});

it('re-words the errors already on screen when the language is switched', async () => {
  const user = userEvent.setup();
  render(<AidCalculatorPage />);
  await user.type(screen.getByLabelText('Number of people in your household'), '0');
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(await screen.findByText('Household size must be between 1 and 20', { selector: 'a' })).toBeInTheDocument();

  await act(() => changeLanguage('zh-Hans'));

  expect(await screen.findByText('家庭成员人数须介于 1 至 20 人之间', { selector: 'a' })).toBeInTheDocument();
  expect(screen.getByText('请选择您的公民身份', { selector: 'a' })).toBeInTheDocument();
  expect(screen.queryByText('Household size must be between 1 and 20')).not.toBeInTheDocument();
  expect(screen.getByLabelText('家庭成员人数')).toHaveValue('0');
});
