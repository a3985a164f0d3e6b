/**
 * Financial Aid Application update: after the application has been processed, the applicant reports
 * changed circumstances — what changed, a description, optionally the household's new size and
 * income (with the per-capita income worked out by the calculator's function) — with documents; one
 * open at a time. Then the success message.
 */
import { useState } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import { AID_AFTER_LIMITS, AID_REQUEST_DOCUMENT_TYPES, type AidProgress } from '@portal/contracts/financial-aid/after';
import { AID_CHANGE_KINDS } from '@portal/contracts/financial-aid/model';
import { perCapitaIncomeFromAnswers } from '@portal/contracts/household-income';
import { updateSchema } from '@portal/contracts/schemas/financial-aid/after';
import { http } from '@portal/http/client';
import { messageText } from '@portal/i18n/messages';
import { useParams } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { FormikAmountField } from '@portal/ui/formik-amount';
import { Fieldset } from '@portal/ui/Fieldset';
import { formatMoney } from '@portal/ui/format';
import { FormikTextField } from '@portal/ui/formik';
import { FormikCharacterCountField } from '@portal/ui/formik-character-count';
import { FormikCheckboxGroup } from '@portal/ui/formik-checkbox-group';
import { RequiredFieldsForm } from '@portal/ui/formik-form';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { schemaValidator } from '@portal/ui/schema-validation';
import { paths } from '../paths';
import { AfterFrame, Confirmation, useProgress } from './AfterFrame';
import { afterText } from './after-text';
import { RequestDocuments } from './RequestDocuments';

interface UpdateValues {
  changeKinds: string[];
  description: string;
  householdSize: string;
  householdMonthlyIncome: string;
}

const FIELDS = ['changeKinds', 'description', 'householdSize', 'householdMonthlyIncome'];

export function UpdatePage() {
  const text = afterText.useText();
  const { id = '' } = useParams();
  const progress = useProgress(id);
  const [sent, setSent] = useState(false);
  return (
    <AfterFrame id={id} title={text('update.title')} reference={progress.data?.reference}>
      {sent ? (
        <Confirmation title={text('update.doneTitle')}>{text('update.done')}</Confirmation>
      ) : (
        <QueryResult query={progress} what={text('loadingWhat')}>
          {(data) =>
            data.actions.update.allowed ? (
              <UpdateForm progress={data} onSent={() => setSent(true)} />
            ) : (
              <div className="pt-inset-text">
                <p className="pt-body">{messageText(data.actions.update.reason ?? '')}</p>
              </div>
            )
          }
        </QueryResult>
      )}
    </AfterFrame>
  );
}

function UpdateForm({ progress, onSent }: { progress: AidProgress; onSent(): void }) {
  const text = afterText.useText();
  const api = `${paths.api(progress.id)}/update`;
  const onSubmit = async (values: UpdateValues, helpers: FormikHelpers<UpdateValues>) => {
    clearNotifications();
    try {
      await http.post(api, values);
      onSent();
    } catch (error) {
      reportErrors(error, helpers, FIELDS);
    }
  };
  return (
    <>
      <p className="pt-body">{text('update.intro')}</p>
      <Formik<UpdateValues> initialValues={{ changeKinds: [], description: '', householdSize: '', householdMonthlyIncome: '' }} validate={schemaValidator(updateSchema)} onSubmit={onSubmit}>
        {({ isSubmitting, values }) => {
          const perCapita = perCapitaIncomeFromAnswers(values.householdMonthlyIncome, values.householdSize);
          return (
            <>
              <RequiredFieldsForm label={text('update.formLabel')} id="update-form" order={FIELDS}>
                <FormikCheckboxGroup
                  name="changeKinds"
                  legend={text('update.changeKinds')}
                  legendSize="m"
                  hint={text('update.changeKindsHint')}
                  required
                  options={AID_CHANGE_KINDS.map((kind) => ({ value: kind, label: text(`update.kinds.${kind}`) }))}
                />
                <FormikCharacterCountField name="description" label={text('update.description')} hint={text('update.descriptionHint')} limit={AID_AFTER_LIMITS.updateDescription} rows={6} required />
                <Fieldset id="household" legend={text('update.householdHeading')} legendSize="m" hint={text('update.householdHint')}>
                  <FormikTextField name="householdSize" label={text('update.householdSize')} inputMode="numeric" maxLength={2} width={2} />
                  <FormikAmountField name="householdMonthlyIncome" label={text('update.householdMonthlyIncome')} hint={text('update.householdMonthlyIncomeHint')} />
                  {perCapita !== null && (
                    <p className="pt-body" aria-live="polite">
                      {text('update.perCapita', { amount: formatMoney(perCapita) })}
                    </p>
                  )}
                </Fieldset>
              </RequiredFieldsForm>
              <h2 className="pt-heading-m">{text('update.documentsHeading')}</h2>
              <p className="pt-body">{text('appeal.documentsIntro')}</p>
              <RequestDocuments apiBase={api} types={AID_REQUEST_DOCUMENT_TYPES} section="update" />
              <Button type="submit" form="update-form" disabled={isSubmitting}>
                {text('update.submit')}
              </Button>
            </>
          );
        }}
      </Formik>
    </>
  );
}
