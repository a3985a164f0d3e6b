import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AidCalculatorPage } from '../src/calculator/AidCalculatorPage';

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
