import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import type { ApiError } from '@portal/contracts/api';
import { MESSAGES } from '@portal/contracts/messages';
import { emailLoginSchema } from '@portal/contracts/schemas/login';
import { messageRef } from '@portal/i18n/messages';
import { Button } from '../src/Button';
import { applyApiErrors, FormikDateField, FormikErrorSummary, FormikPasswordField, FormikTextField, toFormikErrors } from '../src/formik';
import { NotificationBanner } from '../src/NotificationBanner';
import { schemaValidator } from '../src/schema-validation';

const LOGIN_FAILED: ApiError = { code: 'LOGIN_FAILED', message: MESSAGES.LOGIN_FAILED };

function SignInForm({ onSubmit = () => undefined, apiErrors }: { onSubmit?: (values: object) => void; apiErrors?: ApiError[] }) {
  const [general, setGeneral] = useState<ApiError[]>([]);
  return (
    <>
      {general.length > 0 && (
        <NotificationBanner variant="error" alert>
          {general.map((error) => error.message).join(' ')}
        </NotificationBanner>
      )}
      <Formik
        initialValues={{ email: '', password: '' }}
        validate={schemaValidator(emailLoginSchema)}
        onSubmit={(values, helpers) => {
          onSubmit(values);
          if (apiErrors) setGeneral(applyApiErrors(helpers, apiErrors));
        }}
      >
        <Form noValidate>
          <FormikErrorSummary />
          <FormikTextField name="email" label="E-mail address" type="email" required />
          <FormikPasswordField name="password" label="Password" required />
          <Button type="submit">Sign in</Button>
        </Form>
      </Formik>
    </>
  );
}

describe('Formik bindings', () => {
  it('shows no errors before a submit, even after leaving an empty field', async () => {
    const user = userEvent.setup();
    render(<SignInForm />);
    await user.click(screen.getByLabelText('E-mail address'));
    await user.tab();
    // Blurring must not show a message: it would move the buttons under the pointer.
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
    expect(screen.queryByText(MESSAGES.ENTER_YOUR_EMAIL)).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('region', { name: 'There is a problem' })).not.toBeInTheDocument();
  });

  it('on an empty submit shows the summary (focused, in field order) and every inline error from the schema', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<SignInForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [MESSAGES.ENTER_YOUR_EMAIL, '#email'],
      [MESSAGES.ENTER_PASSWORD, '#password'],
    ]);
    for (const [label, message] of [['E-mail address', MESSAGES.ENTER_YOUR_EMAIL], ['Password', MESSAGES.ENTER_PASSWORD]] as const) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(`Error: ${message}`);
    }
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(links[1]!);
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('updates the messages as the answers change and submits when valid', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<SignInForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('E-mail address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: MESSAGES.INVALID_EMAIL })).toHaveAttribute('href', '#email');

    await user.clear(screen.getByLabelText('E-mail address'));
    await user.type(screen.getByLabelText('E-mail address'), 'tan@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'tan@example.com', password: 'secret' });
    expect(screen.queryByRole('region', { name: 'There is a problem' })).not.toBeInTheDocument();
  });

  it('puts API field errors on their fields (worded from their code) and returns the rest for the notification area', async () => {
    const user = userEvent.setup();
    // The browser words a known code from its own catalogue; the API's English text is for API clients.
    const apiErrors: ApiError[] = [{ code: 'INVALID_EMAIL', field: 'email', message: 'English text for API clients' }, LOGIN_FAILED];
    render(<SignInForm apiErrors={apiErrors} />);
    await user.type(screen.getByLabelText('E-mail address'), 'tan@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.LOGIN_FAILED);
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: MESSAGES.INVALID_EMAIL })).toHaveAttribute('href', '#email');
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(`Error: ${MESSAGES.INVALID_EMAIL}`);
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });

  it("lists a list field's error (a group of checkboxes that starts empty) in its place, before the fields after it", async () => {
    const user = userEvent.setup();
    const required = (values: { kinds: string[]; note: string }) => ({
      ...(values.kinds.length ? {} : { kinds: 'Choose at least one' }),
      ...(values.note ? {} : { note: 'Enter a note' }),
    });
    render(
      <Formik initialValues={{ kinds: [] as string[], note: '' }} validate={required} onSubmit={() => undefined}>
        <Form noValidate>
          <FormikErrorSummary idFor={(name) => (name === 'kinds' ? 'kinds-0' : name)} />
          <FormikTextField name="note" label="Note" />
          <Button type="submit">Send</Button>
        </Form>
      </Formik>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(within(summary).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['#kinds-0', '#note']);
  });

  it('tidies a date typed without slashes when the field loses focus', async () => {
    const user = userEvent.setup();
    render(
      <Formik initialValues={{ dob: '' }} onSubmit={() => undefined}>
        <Form noValidate>
          <FormikDateField name="dob" label="Date of birth" />
        </Form>
      </Formik>,
    );
    await user.type(screen.getByLabelText('Date of birth'), '27032007');
    await user.tab();
    expect(screen.getByLabelText('Date of birth')).toHaveValue('27/03/2007');
  });
});

describe('applyApiErrors', () => {
  it('sets nested field errors and touched without revalidating, and returns errors without a field', () => {
    const helpers = { setErrors: jest.fn(), setTouched: jest.fn() };
    const errors: ApiError[] = [
      { code: 'DIGITS_ONLY', field: 'nokContact.countryCode', message: 'This answer must only include numbers 0 to 9' },
      { code: 'REQUIRED', field: 'email', message: MESSAGES.REQUIRED },
      { code: 'TOO_LONG', field: 'email', message: 'This answer must be 50 characters or fewer', params: [50] },
      LOGIN_FAILED,
    ];
    const rest = applyApiErrors(helpers, errors);
    expect(rest).toEqual([LOGIN_FAILED]);
    expect(helpers.setErrors).toHaveBeenCalledWith({ nokContact: { countryCode: messageRef('DIGITS_ONLY') }, email: messageRef('REQUIRED') });
    expect(helpers.setTouched).toHaveBeenCalledWith({ nokContact: { countryCode: true }, email: true }, false);
  });

  it('returns errors for fields the form does not show when the form lists its fields', () => {
    const helpers = { setErrors: jest.fn(), setTouched: jest.fn() };
    const hidden: ApiError = { code: 'INVALID_SYSTEM', field: 'system', message: MESSAGES.INVALID_SYSTEM };
    expect(applyApiErrors(helpers, [hidden], ['email', 'password'])).toEqual([hidden]);
    expect(helpers.setErrors).toHaveBeenCalledWith({});
  });

  it('converts an API error list into a Formik errors object of catalogue references (code and parameters)', () => {
    const tooLong: ApiError = { code: 'TOO_LONG', field: 'name', message: 'This answer must be 66 characters or fewer', params: [66] };
    expect(toFormikErrors([{ code: 'REQUIRED', field: 'pin1', message: MESSAGES.REQUIRED }, tooLong, LOGIN_FAILED])).toEqual({
      pin1: messageRef('REQUIRED'),
      name: messageRef('TOO_LONG', [66]),
    });
  });

  it('keeps the text of an error whose code the catalogue does not know', () => {
    expect(toFormikErrors([{ code: 'SOMETHING_NEW', field: 'pin1', message: 'A newer server says so' }])).toEqual({ pin1: 'A newer server says so' });
  });
});
