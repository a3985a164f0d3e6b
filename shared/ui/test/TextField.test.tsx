import { render, screen } from '@testing-library/react';
import { Button } from '../src/Button';
import { DateField, normaliseDateInput } from '../src/DateField';
import { MandatoryNote } from '../src/MandatoryNote';
import { PasswordField } from '../src/PasswordField';
import { SelectField } from '../src/SelectField';
import { TextField } from '../src/TextField';

describe('TextField', () => {
  it('ties label, hint and error to the input', () => {
    render(<TextField id="email" name="email" label="E-mail address" hint="We only use it for this application" error="Enter an e-mail address" />);
    const input = screen.getByRole('textbox', { name: 'E-mail address' });
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toHaveAttribute('aria-describedby', 'email-hint email-error');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We only use it for this application Error: Enter an e-mail address');
    expect(screen.getByText('Error:')).toHaveClass('pt-visually-hidden');
  });

  it('has no error state or description when there is nothing to describe', () => {
    render(<TextField id="name" label="Full name" />);
    const input = screen.getByLabelText('Full name');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).toHaveAttribute('type', 'text');
  });

  it('marks a mandatory field with an asterisk and aria-required, keeping the label text exact', () => {
    render(
      <>
        <MandatoryNote />
        <TextField id="nric" label="NRIC/FIN" required maxLength={15} />
      </>,
    );
    const input = screen.getByLabelText('NRIC/FIN');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAttribute('maxLength', '15');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Fields marked with an asterisk (*) are mandatory.')).toBeInTheDocument();
  });

  it('passes native props through and keeps a caller aria-describedby', () => {
    render(<TextField id="code" label="Country code" inputMode="numeric" width="4" aria-describedby="extra" hint="Digits" />);
    const input = screen.getByLabelText('Country code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveClass('pt-input', 'pt-input--width-4');
    expect(input).toHaveAttribute('aria-describedby', 'code-hint extra');
  });
});

describe('DateField', () => {
  it('is one numeric text input with the dd/mm/yyyy example as hint', () => {
    render(<DateField id="dob" label="Date of birth" />);
    const input = screen.getByRole('textbox', { name: 'Date of birth' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAccessibleDescription('For example, 27/03/2007');
  });

  it('normalises dates typed without slashes', () => {
    expect(normaliseDateInput('27032007')).toBe('27/03/2007');
    expect(normaliseDateInput(' 7-3-2007 ')).toBe('07/03/2007');
    expect(normaliseDateInput('27/03/2007')).toBe('27/03/2007');
    expect(normaliseDateInput('yesterday')).toBe('yesterday');
  });
});

describe('PasswordField and SelectField', () => {
  it('renders a password input', () => {
    render(<PasswordField id="pin" label="PIN" />);
    expect(screen.getByLabelText('PIN')).toHaveAttribute('type', 'password');
  });

  it('renders a labelled select with an empty first option', () => {
    render(
      <SelectField
        id="citizenship"
        label="Citizenship"
        placeholder="Select citizenship"
        options={[{ value: 'SC', label: 'Singapore citizen' }]}
        error="Select your citizenship"
        defaultValue=""
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Citizenship' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Select citizenship', 'Singapore citizen']);
  });
});

describe('Button', () => {
  it('defaults to type="button" and maps variants to classes', () => {
    render(
      <>
        <Button>Back</Button>
        <Button type="submit" variant="warning">
          Delete draft
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Back' })).toHaveAttribute('type', 'button');
    const warning = screen.getByRole('button', { name: 'Delete draft' });
    expect(warning).toHaveAttribute('type', 'submit');
    expect(warning).toHaveClass('pt-button', 'pt-button--warning');
  });
});
