/**
 * Withdraw a financial aid application: a clear warning that it is final (no re-apply this academic
 * year), an optional reason, a confirmation box that must be ticked, then the success message.
 */
import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { AID_AFTER_LIMITS, type AidProgress } from '@portal/contracts/financial-aid/after';
import { withdrawSchema } from '@portal/contracts/schemas/financial-aid/after';
import { http } from '@portal/http/client';
import { messageText } from '@portal/i18n/messages';
import { Link, useParams } from '@portal/router';
import { Button, ButtonGroup } from '@portal/ui/Button';
import { FormikCheckbox, FormikErrorSummary } from '@portal/ui/formik';
import { FormikCharacterCountField } from '@portal/ui/formik-character-count';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { schemaValidator } from '@portal/ui/schema-validation';
import { paths } from '../paths';
import { AfterFrame, Confirmation, useProgress } from './AfterFrame';
import { afterText } from './after-text';

interface WithdrawValues {
  reason: string;
  confirm: boolean;
}

export function WithdrawPage() {
  const text = afterText.useText();
  const { id = '' } = useParams();
  const progress = useProgress(id);
  const [done, setDone] = useState(false);
  return (
    <AfterFrame id={id} title={text('withdraw.title')} reference={progress.data?.reference}>
      {done ? (
        <Confirmation title={text('withdraw.doneTitle')}>{text('withdraw.done')}</Confirmation>
      ) : (
        <QueryResult query={progress} what={text('loadingWhat')}>
          {(data) =>
            data.actions.withdraw.allowed ? (
              <WithdrawForm progress={data} onDone={() => setDone(true)} />
            ) : (
              <div className="pt-inset-text">
                <p className="pt-body">{messageText(data.actions.withdraw.reason ?? '')}</p>
              </div>
            )
          }
        </QueryResult>
      )}
    </AfterFrame>
  );
}

function WithdrawForm({ progress, onDone }: { progress: AidProgress; onDone(): void }) {
  const text = afterText.useText();
  const onSubmit = async (values: WithdrawValues, helpers: FormikHelpers<WithdrawValues>) => {
    clearNotifications();
    try {
      await http.post(`${paths.api(progress.id)}/withdraw`, values);
      onDone();
    } catch (error) {
      reportErrors(error, helpers, ['reason', 'confirm']);
    }
  };
  return (
    <>
      <NotificationBanner title={text('withdraw.warningTitle')}>
        <p className="pt-body">
          <strong>{text('withdraw.warning', { academicYear: progress.academicYear })}</strong>
        </p>
      </NotificationBanner>
      <Formik<WithdrawValues> initialValues={{ reason: '', confirm: false }} validate={schemaValidator(withdrawSchema)} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={text('withdraw.formLabel')}>
            <FormikErrorSummary />
            <FormikCharacterCountField name="reason" label={text('withdraw.reason')} limit={AID_AFTER_LIMITS.withdrawalReason} rows={4} />
            <FormikCheckbox name="confirm" label={text('withdraw.confirm')} required />
            <ButtonGroup>
              <Button type="submit" variant="warning" disabled={isSubmitting}>
                {text('withdraw.submit')}
              </Button>
              <Link className="pt-link" to={paths.progress(progress.id)}>
                {text('withdraw.cancel')}
              </Link>
            </ButtonGroup>
          </Form>
        )}
      </Formik>
    </>
  );
}
