import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { MESSAGES } from '@portal/contracts/messages';
import MESSAGES_ZH_HANS from '@portal/contracts/messages.zh-Hans';
import { emailLoginSchema } from '@portal/contracts/schemas/login';
import { changeLanguage } from '@portal/i18n/i18n';
import { Button } from '../src/Button';
import { FormikEmailField, FormikErrorSummary, FormikTextField } from '../src/formik';
import { schemaValidator } from '../src/schema-validation';

afterEach(() => changeLanguage('en-GB'));

function EmailForm() {
  return (
    <Formik initialValues={{ email: '', password: '' }} validate={schemaValidator(emailLoginSchema)} onSubmit={() => undefined}>
      <Form noValidate>
        <FormikErrorSummary />
        <FormikEmailField />
        <FormikTextField name="password" label="Password" type="password" required />
        <Button type="submit">Sign in</Button>
      </Form>
    </Formik>
  );
}

describe('a language switch in the middle of a form', () => {
  it('re-words the errors on screen and the shared labels, and keeps what was typed', async () => {
    const user = userEvent.setup();
    render(<EmailForm />);
    await user.type(screen.getByLabelText('E-mail address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(`Error: ${MESSAGES.INVALID_EMAIL}`);

    await act(() => changeLanguage('zh-Hans'));

    const email = screen.getByLabelText('电子邮箱地址');
    expect(email).toHaveValue('not-an-address');
    expect(email).toHaveAccessibleDescription(`错误： ${MESSAGES_ZH_HANS.INVALID_EMAIL}`);
    const summary = screen.getByRole('region', { name: '出现问题' });
    expect(within(summary).getByRole('link', { name: MESSAGES_ZH_HANS.INVALID_EMAIL })).toHaveAttribute('href', '#email');
    expect(within(summary).getByRole('link', { name: MESSAGES_ZH_HANS.ENTER_PASSWORD })).toHaveAttribute('href', '#password');
  });
});
