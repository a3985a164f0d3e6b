/** Results day: open or close the results update window for a list of applications at once. */
import { useState } from 'react';
import type { FormikErrors } from 'formik';
import { resultsWindowBatchSchema } from '@portal/contracts/schemas/admission/results-window';
import { http } from '@portal/http/client';
import { ConsolePage, DoneNotice } from '@portal/ui/console/ConsolePage';
import { FormikTextAreaField } from '@portal/ui/formik';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { admissionOfficeText } from '../office-text';
import { WindowForm, windowValidator, type WindowValues } from './window-form';

type BatchValues = WindowValues & { numbers: string };

/** The numbers typed, one per line or separated by commas or spaces. */
const numbersOf = (typed: string) => typed.split(/[\s,;]+/).filter(Boolean);

// The schema reads the numbers as a list; the field keeps them as typed, and shows the list's first error.
const checkBatch = windowValidator<BatchValues>(resultsWindowBatchSchema, (values) => ({ open: values.open, closesOn: values.closesOn, applicationNumbers: numbersOf(values.numbers) }));
function validate(values: BatchValues): FormikErrors<BatchValues> {
  const { applicationNumbers, ...errors } = checkBatch(values) as FormikErrors<BatchValues> & { applicationNumbers?: string | Array<string | undefined> };
  const numbers = typeof applicationNumbers === 'string' ? applicationNumbers : applicationNumbers?.find(Boolean);
  return numbers ? { ...errors, numbers } : errors;
}

export function ResultsWindowBatchPage() {
  const text = admissionOfficeText.useText();
  const [done, setDone] = useState<number | null>(null);
  return (
    <ConsolePage title={text('afterSubmission.batch.title')} caption={text('console.caption')}>
      {done !== null && <DoneNotice>{text('afterSubmission.batch.done', { count: done })}</DoneNotice>}
      <p className="pt-body">{text('afterSubmission.batch.intro')}</p>
      <WindowForm<BatchValues>
        initialValues={{ open: true, closesOn: '', numbers: '' }}
        validate={validate}
        label={text('afterSubmission.batch.formLabel')}
        onSubmit={async (values, helpers) => {
          clearNotifications();
          setDone(null);
          try {
            const { data } = await http.post<{ updated: string[] }>('/office/admission/results-window', {
              open: values.open,
              closesOn: values.open ? values.closesOn : '',
              applicationNumbers: numbersOf(values.numbers),
            });
            setDone(data.updated.length);
          } catch (error) {
            // The numbers the API could not find are about the list as typed: said next to it.
            reportErrors(error, helpers, ['closesOn', 'numbers'], { applicationNumbers: 'numbers' });
          }
        }}
      >
        <FormikTextAreaField name="numbers" label={text('afterSubmission.batch.numbers')} hint={text('afterSubmission.batch.numbersHint')} rows={6} required />
      </WindowForm>
    </ConsolePage>
  );
}
