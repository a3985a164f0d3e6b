import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { changeLanguage } from '@portal/i18n/i18n';
import { Button } from '../src/Button';
import { FormikYesNo } from '../src/formik-yes-no';
import { TitledSection } from '../src/TitledSection';

function Question({ values, onSubmit = () => undefined }: { values?: readonly [string, string]; onSubmit?: (values: { answer: string }) => void }) {
  return (
    <Formik initialValues={{ answer: '' }} onSubmit={onSubmit}>
      <Form noValidate>
        <FormikYesNo name="answer" legend="Do you live in Singapore now?" hint="Where you live today." values={values} />
        <Button type="submit">Continue</Button>
      </Form>
    </Formik>
  );
}

describe('FormikYesNo', () => {
  it('asks a required question with Yes then No, side by side, and sends the schema’s YES / NO by default', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<Question onSubmit={onSubmit} />);
    const group = screen.getByRole('radiogroup', { name: /Do you live in Singapore now\?/ });
    expect(group).toHaveAccessibleDescription('Where you live today.');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group.querySelector('.pt-radios')).toHaveClass('pt-radios--inline');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['YES', 'NO']);
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ answer: 'NO' }, expect.anything()));
  });

  it('sends the values a schema stores instead', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<Question values={['true', 'false']} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ answer: 'true' }, expect.anything()));
  });

  it('speaks Chinese', async () => {
    await act(() => changeLanguage('zh-Hans'));
    try {
      render(<Question />);
      expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['YES', 'NO']);
      expect(screen.getByRole('radio', { name: '是' })).toHaveAttribute('value', 'YES');
      expect(screen.getByRole('radio', { name: '否' })).toHaveAttribute('value', 'NO');
    } finally {
      await act(() => changeLanguage('en-GB'));
    }
  });
});

describe('TitledSection', () => {
  it('is a region named by its heading', () => {
    render(
      <TitledSection id="referees" title="Your referees">
        <p>Each referee’s reference.</p>
      </TitledSection>,
    );
    const region = screen.getByRole('region', { name: 'Your referees' });
    expect(region).toContainElement(screen.getByRole('heading', { level: 2, name: 'Your referees' }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('id', 'referees-heading');
  });

  it('is a navigation landmark when it lists links', () => {
    render(
      <TitledSection id="award-links" title="Your award" landmark="nav">
        <ul className="pt-list">
          <li>
            <a href="/outcome">Outcome</a>
          </li>
        </ul>
      </TitledSection>,
    );
    expect(screen.getByRole('navigation', { name: 'Your award' })).toContainElement(screen.getByRole('link', { name: 'Outcome' }));
  });
});
