import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorSummary, type SummaryError } from '../src/ErrorSummary';
import { TextField } from '../src/TextField';

function Form({ errors, focusKey }: { errors: SummaryError[]; focusKey?: number }) {
  return (
    <>
      <ErrorSummary errors={errors} focusKey={focusKey} />
      <TextField id="fullName" label="Full name" />
      <TextField id="email" label="E-mail address" />
    </>
  );
}

const errors: SummaryError[] = [
  { fieldId: 'fullName', message: 'Enter your full name' },
  { fieldId: 'email', message: 'Enter your e-mail address' },
  { message: 'The portal is very busy. Please try again in a moment.' },
];

describe('ErrorSummary', () => {
  it('renders nothing without errors', () => {
    const { container } = render(<ErrorSummary errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('lists each error, linking to its field, under "There is a problem"', () => {
    render(<Form errors={errors} />);
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(screen.getByRole('link', { name: 'Enter your full name' })).toHaveAttribute('href', '#fullName');
    expect(screen.getByRole('link', { name: 'Enter your e-mail address' })).toHaveAttribute('href', '#email');
    // An error with no field is text, not a link.
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(summary).toHaveTextContent('The portal is very busy');
  });

  it('moves focus to itself when it appears', () => {
    const { rerender } = render(<Form errors={[]} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    rerender(<Form errors={errors} />);
    expect(screen.getByRole('region', { name: 'There is a problem' })).toHaveFocus();
  });

  it('takes focus again when the focus key (submit count) changes, not when errors change', async () => {
    const { rerender } = render(<Form errors={errors} focusKey={1} />);
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    screen.getByLabelText('Full name').focus();
    rerender(<Form errors={errors.slice(1)} focusKey={1} />);
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    rerender(<Form errors={errors.slice(1)} focusKey={2} />);
    expect(summary).toHaveFocus();
  });

  it('does not take focus when errors go away and come back as the user types, under the same focus key', () => {
    const { rerender } = render(<Form errors={errors} focusKey={1} />);
    screen.getByLabelText('E-mail address').focus();
    rerender(<Form errors={[]} focusKey={1} />);
    rerender(<Form errors={errors.slice(1, 2)} focusKey={1} />);
    expect(screen.getByLabelText('E-mail address')).toHaveFocus();
    rerender(<Form errors={errors.slice(1, 2)} focusKey={2} />);
    expect(screen.getByRole('region', { name: 'There is a problem' })).toHaveFocus();
  });

  it('focuses the field when its link is clicked', async () => {
    const user = userEvent.setup();
    render(<Form errors={errors} />);
    await user.click(screen.getByRole('link', { name: 'Enter your e-mail address' }));
    expect(screen.getByLabelText('E-mail address')).toHaveFocus();
  });
});
