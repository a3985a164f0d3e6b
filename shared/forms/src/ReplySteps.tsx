/**
 * A reply that is final once confirmed (an admission offer, a scholarship offer, an aid package): the
 * form, then "check your reply" with Confirm and Change. The check step's heading takes the focus, so
 * a screen reader hears that the page changed. A field the server refuses sends the applicant back to
 * the form; any other refusal (already replied, lapsed) stays in the notification area.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, Formik, useFormikContext, type FormikErrors, type FormikHelpers, type FormikValues } from 'formik';
import { Button, ButtonGroup } from '@portal/ui/Button';
import { FormikRadios } from '@portal/ui/formik';
import { RequiredFieldsForm, type RequiredFieldsFormProps } from '@portal/ui/formik-form';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';

export interface ReplyStepsProps<Values extends FormikValues> {
  initialValues: Values;
  validate(values: Values): FormikErrors<Values> | Promise<FormikErrors<Values>>;
  /** The form's fields, in the order of its error summary (a refusal of one is shown on it). */
  fields: readonly string[];
  /** Sends the confirmed reply; a refusal is thrown (reported on the form or in the notification area). */
  send(values: Values): Promise<void>;
  /** The first step: the reply's fields and a submit button that goes on to the check. */
  form: ReactNode;
  /** The second step (ReplyCheck), with the way back to the form. */
  check(change: () => void): ReactNode;
}

export function ReplySteps<Values extends FormikValues>({ initialValues, validate, fields, send, form, check }: ReplyStepsProps<Values>) {
  const [step, setStep] = useState<'form' | 'check'>('form');
  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    clearNotifications();
    if (step === 'form') {
      setStep('check');
      return;
    }
    try {
      await send(values);
    } catch (error) {
      if (reportErrors(error, helpers, fields).some((entry) => entry.field)) setStep('form');
    }
  };
  return (
    <Formik<Values> initialValues={initialValues} validate={validate} onSubmit={onSubmit}>
      {step === 'form' ? form : check(() => setStep('form'))}
    </Formik>
  );
}

/** The first step's form: its required-fields note and error summary, the reply's fields, and Continue (on to the check). */
export function ReplyStepForm({ continueLabel, children, ...form }: RequiredFieldsFormProps & { continueLabel: string }) {
  const { isSubmitting } = useFormikContext();
  return (
    <RequiredFieldsForm {...form}>
      {children}
      <Button type="submit" disabled={isSubmitting}>
        {continueLabel}
      </Button>
    </RequiredFieldsForm>
  );
}

export interface ReplyDecisionProps<Reply extends string> {
  name: string;
  legend: string;
  hint: string;
  /** The replies the offer allows, in the order shown. */
  replies: readonly Reply[];
  /** A reply's words, as the check step and the outcome say it too. */
  wordOf(reply: Reply): string;
}

/** The reply's decision (accept or decline…): the form's main question, one radio per reply, to be answered. */
export function ReplyDecision<Reply extends string>({ replies, wordOf, ...question }: ReplyDecisionProps<Reply>) {
  return <FormikRadios {...question} legendSize="m" required options={replies.map((reply) => ({ value: reply, label: wordOf(reply) }))} />;
}

export interface ReplyCheckProps {
  title: string;
  confirmLabel: string;
  changeLabel: string;
  onChange(): void;
  /** The reply as the applicant gave it. */
  children: ReactNode;
}

/** The check step: its heading (focused), the reply, Confirm and Change. */
export function ReplyCheck({ title, confirmLabel, changeLabel, onChange, children }: ReplyCheckProps) {
  const { isSubmitting } = useFormikContext();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Form noValidate aria-label={title}>
      <h2 className="pt-heading-m" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
      <ButtonGroup>
        <Button type="submit" disabled={isSubmitting}>
          {confirmLabel}
        </Button>
        <Button type="button" variant="secondary" onClick={onChange}>
          {changeLabel}
        </Button>
      </ButtonGroup>
    </Form>
  );
}
