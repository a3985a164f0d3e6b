import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { axe, toHaveNoViolations } from 'jest-axe';
import { MESSAGES } from '@portal/contracts/messages';
import { messageRef } from '@portal/i18n/messages';
import { Button, ButtonGroup } from '../src/Button';
import { Checkbox } from '../src/Checkbox';
import { DateField } from '../src/DateField';
import { ErrorPanel } from '../src/ErrorPanel';
import { ErrorSummary } from '../src/ErrorSummary';
import { Fieldset } from '../src/Fieldset';
import { FormikCheckbox, FormikErrorSummary, FormikRadios, FormikTextField } from '../src/formik';
import { LoadingSpinner } from '../src/LoadingSpinner';
import { MandatoryNote } from '../src/MandatoryNote';
import { NotificationBanner } from '../src/NotificationBanner';
import { PageHeading } from '../src/PageHeading';
import { Panel } from '../src/Panel';
import { PasswordField } from '../src/PasswordField';
import { Radios } from '../src/Radios';
import { SelectField } from '../src/SelectField';
import { StatusTag } from '../src/StatusTag';
import { SummaryList } from '../src/SummaryList';
import { Table } from '../src/Table';
import { TaskList, taskDescribedBy } from '../src/TaskList';
import { TextAreaField } from '../src/TextAreaField';
import { TextField } from '../src/TextField';
import { VisuallyHidden } from '../src/VisuallyHidden';

expect.extend(toHaveNoViolations);

/**
 * WCAG 2.2 A and AA (plus axe best practices), as the architecture requires of every screen.
 * Colour contrast needs real layout and canvas, which jsdom lacks; it is checked in the browser (e2e).
 */
const WCAG = {
  runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  rules: { 'color-contrast': { enabled: false } },
};

const noop = () => undefined;

describe('axe (WCAG 2.2 A/AA)', () => {
  it('a form showing every kind of error has no violations', async () => {
    const { container } = render(
      <main>
        <PageHeading caption="Online PIN Reset System">Reset your PIN</PageHeading>
        <ErrorSummary
          errors={[
            { fieldId: 'dob', message: messageRef('INVALID_DATE') },
            { fieldId: 'pin1', message: MESSAGES.INVALID_PIN },
            { fieldId: 'system', message: MESSAGES.INVALID_SYSTEM },
            { fieldId: 'decision', message: MESSAGES.REQUIRED },
            { fieldId: 'declaration', message: MESSAGES.REQUIRED },
            { message: MESSAGES.SERVICE_UNAVAILABLE },
          ]}
        />
        <MandatoryNote />
        <form noValidate>
          <TextField id="fullName" label="Full name" autoComplete="name" required maxLength={200} />
          <DateField id="dob" label="Date of birth" error={messageRef('INVALID_DATE')} required defaultValue="31/02/2007" />
          <PasswordField id="pin1" label="New PIN" hint="8 letters or numbers, for example Ab12Cd34" error={MESSAGES.INVALID_PIN} required />
          <SelectField id="system" label="Application system" placeholder="Choose a system" options={[{ value: 'ADM', label: 'Admissions' }]} error={MESSAGES.INVALID_SYSTEM} defaultValue="" />
          <TextAreaField id="statement" label="Personal statement" characterLimit={2000} value="I like physics" onChange={noop} />
          <Radios
            name="decision"
            legend="Do you accept the offer?"
            options={[
              { value: 'ACCEPT', label: 'Accept', hint: 'With the tuition grant' },
              { value: 'REJECT', label: 'Reject' },
            ]}
            value={undefined}
            onChange={noop}
            error={MESSAGES.REQUIRED}
            required
          />
          <Fieldset id="contact" legend="Alternative contact number" legendSize="m" hint="Digits only">
            <TextField id="countryCode" label="Country code" inputMode="numeric" width={4} />
            <TextField id="contactNumber" label="Number" inputMode="numeric" width={20} />
          </Fieldset>
          <Checkbox id="declaration" name="declaration" label="I declare that the information I gave is true" error={MESSAGES.REQUIRED} required />
          <ButtonGroup>
            <Button type="submit">Submit</Button>
            <Button variant="secondary">Back</Button>
            <Button variant="link">Cancel</Button>
          </ButtonGroup>
        </form>
      </main>,
    );
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });

  it('a Formik form after an empty submit has no violations', async () => {
    const user = userEvent.setup();
    const { container, findByRole, getByRole } = render(
      <main>
        <h1>Offer response</h1>
        <Formik
          initialValues={{ email: '', decision: '', agree: false }}
          validate={(values) => ({
            ...(values.email ? {} : { email: MESSAGES.REQUIRED }),
            ...(values.decision ? {} : { decision: MESSAGES.REQUIRED }),
            ...(values.agree ? {} : { agree: MESSAGES.REQUIRED }),
          })}
          onSubmit={noop}
        >
          <Form noValidate>
            <FormikErrorSummary />
            <FormikTextField name="email" label="E-mail address" type="email" autoComplete="email" required />
            <FormikRadios name="decision" legend="Your decision" options={[{ value: 'ACCEPT', label: 'Accept' }, { value: 'REJECT', label: 'Reject' }]} inline />
            <FormikCheckbox name="agree" label="I agree to the terms" />
            <Button type="submit">Continue</Button>
          </Form>
        </Formik>
      </main>,
    );
    await user.click(getByRole('button', { name: 'Continue' }));
    await findByRole('region', { name: 'There is a problem' });
    expect(getByRole('radio', { name: 'Accept' })).toHaveAttribute('id', 'decision');
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });

  it('feedback, tables and lists have no violations', async () => {
    const fees = [
      { id: 'f1', description: 'Application fee', amount: 'S$10.00', status: 'UNPAID', statusWords: 'Not paid' },
      { id: 'f2', description: 'Entrance exam fee', amount: 'S$50.00', status: 'RECEIVED', statusWords: 'Received' },
    ];
    const tasks = [
      { id: 'personal', title: <a href="#personal">Personal details</a>, status: <StatusTag status="DRAFT" label="In progress" /> },
      { id: 'docs', title: 'Document upload', hint: 'Complete the other sections first', status: 'Cannot start yet' },
    ];
    const { container } = render(
      <main>
        <h1>Payment Details</h1>
        <NotificationBanner>Payment status can take one working day to update.</NotificationBanner>
        <NotificationBanner variant="error" title="There is a problem" alert onDismiss={noop}>
          {MESSAGES.INTERNAL_ERROR}
        </NotificationBanner>
        <Panel title="Payment received" headingLevel={2}>
          Your reference is <strong>P24-0001</strong>
        </Panel>
        <Table
          caption="Fees"
          columns={[
            { header: 'Fee', cell: (fee: (typeof fees)[number]) => fee.description },
            { header: 'Amount', cell: (fee) => fee.amount, numeric: true },
            { header: 'Status', cell: (fee) => <StatusTag status={fee.status} label={fee.statusWords} /> },
          ]}
          rows={fees}
          rowKey={(fee) => fee.id}
          firstCellIsHeader
        />
        <SummaryList
          rows={[
            { key: 'Name', value: 'TAN AH KOW', actions: <a href="#name">Change<VisuallyHidden> name</VisuallyHidden></a> },
            { key: 'Status', value: <StatusTag status="UNDER_REVIEW" label="Under review" /> },
          ]}
        />
        <TaskList items={tasks} />
        <a href="#personal" aria-describedby={taskDescribedBy(tasks[0]!)}>
          Continue with personal details
        </a>
        <ErrorPanel onRetry={noop} />
        <LoadingSpinner label="Loading payments" />
        <LoadingSpinner overlay />
        <p className="pt-inset-text">Retry after 15 minutes.</p>
      </main>,
    );
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });
});
