/**
 * Format errors name their field (issue 35): "Date of birth must be a real date, like 27/03/2007", not
 * the same "Enter a real date" for every date on the form. The field's message and the error
 * summary's line say the same, in either language, and fall back to "This answer" / "此项" where the
 * label is a question or not plain text.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { changeLanguage } from '@portal/i18n/i18n';
import { messageRef } from '@portal/i18n/messages';
import { Button } from '../src/Button';
import { ErrorSummary } from '../src/ErrorSummary';
import { FormikAmountField } from '../src/formik-amount';
import { FormikCharacterCountField } from '../src/formik-character-count';
import { FormikComboboxField } from '../src/formik-combobox';
import { FormikDateField, FormikEmailField, FormikErrorSummary, FormikRadios, FormikTextField } from '../src/formik';
import { TextField } from '../src/TextField';
import { uiText } from '../src/text';

afterEach(() => act(() => changeLanguage('en-GB')));

/** The errors the shared schemas give these values (catalogue references, as schemaValidator makes them). */
const errorsOf = () => ({
  email: messageRef('TOO_LONG', [50]),
  dob: messageRef('INVALID_DATE'),
  phone: messageRef('DIGITS_ONLY'),
  statement: messageRef('TOO_LONG', [10]),
  system: messageRef('INVALID_VALUE'),
  income: messageRef('AMOUNT_FORMAT'),
  country: messageRef('INVALID_VALUE'),
  note: messageRef('TOO_LONG', [3]),
});

const typed = {
  email: `${'a'.repeat(50)}@example.com`,
  dob: '31-02',
  phone: '98x',
  statement: 'Eleven long',
  system: 'OLD',
  income: '2,500',
  country: 'XX',
  note: 'Four',
};

/** A form with a field of each kind; the e-mail field's label comes from the ui catalogue, so it follows the language. */
function EveryKindOfField() {
  return (
    <Formik initialValues={typed} validate={errorsOf} onSubmit={() => undefined}>
      <Form noValidate>
        <FormikErrorSummary />
        <FormikEmailField />
        <FormikDateField name="dob" label="Date of birth" />
        <FormikTextField name="phone" label="What is your phone number?" />
        <FormikCharacterCountField name="statement" label="Personal statement" limit={10} />
        <FormikRadios name="system" legend="Application system" options={[{ value: 'ADM', label: 'Admissions' }, { value: 'SCH', label: 'Scholarships' }]} />
        <FormikAmountField name="income" label="Monthly income (S$)" />
        <FormikComboboxField name="country" label="Country" options={[{ value: 'SG', label: 'Singapore' }, { value: 'MY', label: 'Malaysia' }]} />
        <FormikTextField name="note" label={<>Note</>} />
        <Button type="submit">Continue</Button>
      </Form>
    </Formik>
  );
}

const summaryLines = () => within(screen.getByRole('region', { name: /There is a problem|出现问题/ })).getAllByRole('link').map((link) => link.textContent);

const ENGLISH = [
  'E-mail address must be 50 characters or fewer',
  'Date of birth must be a real date, like 27/03/2007',
  'This answer must only include numbers 0 to 9',
  'Personal statement must be 10 characters or fewer',
  'Application system cannot be accepted as it is. Check it and try again',
  'Monthly income must be an amount with up to 10 digits before the decimal point and up to 2 after it, like 2500.00',
  'Country cannot be accepted as it is. Check it and try again',
  'This answer must be 3 characters or fewer',
];

describe('format errors that name their field', () => {
  it('name the field under it and in the summary, by its label; a question or a label that is not text says "This answer"', async () => {
    const user = userEvent.setup();
    render(<EveryKindOfField />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(summaryLines()).toEqual(ENGLISH);
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(/Error: Date of birth must be a real date, like 27\/03\/2007$/);
    expect(screen.getByLabelText('What is your phone number?')).toHaveAccessibleDescription('Error: This answer must only include numbers 0 to 9');
    expect(screen.getByRole('radiogroup', { name: 'Application system' })).toHaveAccessibleDescription(
      'Error: Application system cannot be accepted as it is. Check it and try again',
    );
    expect(screen.getByLabelText('Monthly income (S$)')).toHaveAccessibleDescription(/^Error: Monthly income must be an amount/);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription(/^Error: Country cannot be accepted as it is/);
    // Each line of the summary is the message under its field, word for word.
    for (const link of within(screen.getByRole('region', { name: 'There is a problem' })).getAllByRole('link')) {
      const fieldError = document.getElementById(`${link.getAttribute('href')!.slice(1)}-error`) ?? document.getElementById(`${link.getAttribute('href')!.slice(1)}-fieldset-error`);
      expect(fieldError?.textContent).toBe(`Error: ${link.textContent}`);
    }
  });

  it('re-word field and summary when the language changes, with the label in the new language', async () => {
    const user = userEvent.setup();
    render(<EveryKindOfField />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(summaryLines()[0]).toBe('E-mail address must be 50 characters or fewer');

    await act(() => changeLanguage('zh-Hans'));

    expect(screen.getByLabelText('电子邮箱地址')).toHaveAccessibleDescription('错误： 电子邮箱地址不得超过 50 个字符');
    // (This test's other labels are English text: only the ui catalogue's e-mail label changes language.)
    expect(summaryLines()).toEqual(expect.arrayContaining(['电子邮箱地址不得超过 50 个字符', '此项只能包含数字 0 至 9', '此项不得超过 3 个字符']));

    await act(() => changeLanguage('en-GB'));
    expect(summaryLines()).toEqual(ENGLISH);
  });

  it('say "此项" for a Chinese question label, and leave a closing remark in brackets out of the name', async () => {
    await act(() => changeLanguage('zh-Hans'));
    function ChineseForm() {
      return (
        <Formik initialValues={{ phone: '98x', religion: 'x'.repeat(5) }} validate={() => ({ phone: messageRef('DIGITS_ONLY'), religion: messageRef('TOO_LONG', [3]) })} onSubmit={() => undefined}>
          <Form noValidate>
            <FormikErrorSummary />
            <FormikTextField name="phone" label="您的电话号码是多少？" />
            <FormikTextField name="religion" label="宗教信仰（选填）" />
            <Button type="submit">继续</Button>
          </Form>
        </Formik>
      );
    }
    const user = userEvent.setup();
    render(<ChineseForm />);
    await user.click(screen.getByRole('button', { name: '继续' }));
    expect(summaryLines()).toEqual(['此项只能包含数字 0 至 9', '宗教信仰不得超过 3 个字符']);
    expect(screen.getByLabelText('宗教信仰（选填）')).toHaveAccessibleDescription('错误： 宗教信仰不得超过 3 个字符');
  });

  it('say "This answer" in the summary for a field that is not on the page', () => {
    render(<ErrorSummary errors={[{ fieldId: 'elsewhere', message: messageRef('INVALID_DATE') }]} />);
    expect(summaryLines()).toEqual(['This answer must be a real date, like 27/03/2007']);
  });

  it('name the field in a plain (non-Formik) field too', () => {
    function Plain() {
      const words = uiText.useText();
      return <TextField id="email" label={words('fields.email')} error={messageRef('TOO_LONG', [50])} />;
    }
    render(<Plain />);
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription('Error: E-mail address must be 50 characters or fewer');
  });
});
