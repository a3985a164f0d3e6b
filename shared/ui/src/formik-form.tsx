/**
 * A Formik form as the applicant's reply and request pages have it: the note that every field is
 * required unless marked optional, then the form, named for screen readers, with its error summary
 * first (in the fields' page order), then its fields. Use inside <Formik>.
 */
import type { ReactNode } from 'react';
import { Form } from 'formik';
import { FormikErrorSummary, type FormikErrorSummaryProps } from './formik';
import { MandatoryNote } from './MandatoryNote';

export interface RequiredFieldsFormProps extends Pick<FormikErrorSummaryProps, 'order' | 'idFor'> {
  /** The form's accessible name. */
  label: string;
  /** An id for a button outside the form to submit it (`form=`). */
  id?: string;
  children: ReactNode;
}

export function RequiredFieldsForm({ label, id, order, idFor, children }: RequiredFieldsFormProps) {
  return (
    <>
      <MandatoryNote />
      <Form noValidate aria-label={label} id={id}>
        <FormikErrorSummary order={order} idFor={idFor} />
        {children}
      </Form>
    </>
  );
}
