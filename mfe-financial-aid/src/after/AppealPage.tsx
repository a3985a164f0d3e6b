/**
 * Financial Aid Appeal / Request for Review: once there is an outcome, until the year's appeal
 * closing date, one a year. The applicant chooses appeal or review, gives reasons (a live character
 * count) and uploads supporting documents, which go with it; then the success message. When it is
 * not open, the reason (the spec's texts) takes the form's place.
 */
import { useState } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import { AID_AFTER_LIMITS, AID_REQUEST_DOCUMENT_TYPES, type AidProgress } from '@portal/contracts/financial-aid/after';
import { appealSchema } from '@portal/contracts/schemas/financial-aid/after';
import { http } from '@portal/http/client';
import { messageText } from '@portal/i18n/messages';
import { useParams } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { formatDate } from '@portal/ui/format';
import { FormikRadios } from '@portal/ui/formik';
import { FormikCharacterCountField } from '@portal/ui/formik-character-count';
import { RequiredFieldsForm } from '@portal/ui/formik-form';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { schemaValidator } from '@portal/ui/schema-validation';
import { paths } from '../paths';
import { AfterFrame, Confirmation, useProgress } from './AfterFrame';
import { afterText } from './after-text';
import { RequestDocuments } from './RequestDocuments';

interface AppealValues {
  kind: string;
  reason: string;
}

export function AppealPage() {
  const text = afterText.useText();
  const { id = '' } = useParams();
  const progress = useProgress(id);
  const [sent, setSent] = useState<'APPEAL' | 'REVIEW' | null>(null);
  return (
    <AfterFrame id={id} title={text('appeal.title')} reference={progress.data?.reference}>
      {sent ? (
        <Confirmation title={text('appeal.doneTitle')}>{sent === 'APPEAL' ? text('appeal.done') : text('appeal.doneReview')}</Confirmation>
      ) : (
        <QueryResult query={progress} what={text('loadingWhat')}>
          {(data) =>
            data.actions.appeal.allowed ? (
              <AppealForm progress={data} onSent={setSent} />
            ) : (
              <div className="pt-inset-text">
                <p className="pt-body">{messageText(data.actions.appeal.reason ?? '', data.dates ? [formatDate(data.dates.appealClosesOn)] : [])}</p>
              </div>
            )
          }
        </QueryResult>
      )}
    </AfterFrame>
  );
}

function AppealForm({ progress, onSent }: { progress: AidProgress; onSent(kind: 'APPEAL' | 'REVIEW'): void }) {
  const text = afterText.useText();
  const api = `${paths.api(progress.id)}/appeal`;
  const onSubmit = async (values: AppealValues, helpers: FormikHelpers<AppealValues>) => {
    clearNotifications();
    try {
      await http.post(api, values);
      onSent(values.kind as 'APPEAL' | 'REVIEW');
    } catch (error) {
      reportErrors(error, helpers, ['kind', 'reason']);
    }
  };
  return (
    <>
      <p className="pt-body">{text('appeal.intro', { date: progress.dates ? formatDate(progress.dates.appealClosesOn) : '' })}</p>
      <Formik<AppealValues> initialValues={{ kind: '', reason: '' }} validate={schemaValidator(appealSchema)} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <>
            <RequiredFieldsForm label={text('appeal.formLabel')} id="appeal-form">
              <FormikRadios
                name="kind"
                legend={text('appeal.kind')}
                legendSize="m"
                required
                options={(['APPEAL', 'REVIEW'] as const).map((kind) => ({ value: kind, label: text(`appeal.kinds.${kind}`), hint: text(`appeal.kindHints.${kind}`) }))}
              />
              <FormikCharacterCountField name="reason" label={text('appeal.reason')} hint={text('appeal.reasonHint')} limit={AID_AFTER_LIMITS.appealReason} rows={8} required />
            </RequiredFieldsForm>
            <h2 className="pt-heading-m">{text('appeal.documentsHeading')}</h2>
            <p className="pt-body">{text('appeal.documentsIntro')}</p>
            <RequestDocuments apiBase={api} types={AID_REQUEST_DOCUMENT_TYPES} section="appeal" />
            <Button type="submit" form="appeal-form" disabled={isSubmitting}>
              {text('appeal.submit')}
            </Button>
          </>
        )}
      </Formik>
    </>
  );
}
