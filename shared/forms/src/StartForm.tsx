/**
 * The form that starts an application (admission's eligibility, a scholarship's or financial aid's
 * admission application): inside a Formik, its error summary first, its fields, and one Start button,
 * disabled while it is sent.
 */
import type { ReactNode } from 'react';
import { Form, useFormikContext } from 'formik';
import { Button } from '@portal/ui/Button';
import { FormikErrorSummary } from '@portal/ui/formik';

export interface StartFormProps {
  /** The form's name for assistive technology. */
  label: string;
  /** Its fields in page order, for the error summary. */
  order: readonly string[];
  startLabel: string;
  children: ReactNode;
}

export function StartForm({ label, order, startLabel, children }: StartFormProps) {
  const { isSubmitting } = useFormikContext();
  return (
    <Form noValidate aria-label={label}>
      <FormikErrorSummary order={order} />
      {children}
      <Button type="submit" disabled={isSubmitting}>
        {startLabel}
      </Button>
    </Form>
  );
}
