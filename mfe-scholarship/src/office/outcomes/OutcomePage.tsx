/**
 * One application's scholarship outcome: record an offer (a scholarship of the application's year,
 * with a reply due date) or unsuccessful (with remarks), change it until it is released, release it;
 * afterwards it is shown with the applicant's reply.
 */
import { useState } from 'react';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { singaporeDate } from '@portal/contracts/singapore-calendar';
import type { Language } from '@portal/contracts/languages';
import { SCHOLARSHIP_REMARKS_MAX, SCHOLARSHIP_RESULTS, type OfficeScholarshipAward } from '@portal/contracts/scholarship/award';
import type { ScholarshipDefinition } from '@portal/contracts/scholarship/office';
import { toDisplayDate } from '@portal/contracts/schemas/dates';
import { recordScholarshipOutcomeSchema } from '@portal/contracts/schemas/scholarship/award';
import { http } from '@portal/http/client';
import { apiErrorsOf } from '@portal/http/errors';
import { notificationStore } from '@portal/http/notifications';
import { useApiQuery } from '@portal/http/use-api-query';
import { useLanguage } from '@portal/i18n/namespace';
import { useParams } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { DoneNotice } from '@portal/ui/console/ConsolePage';
import { RecordPage } from '@portal/ui/console/RecordPage';
import { FormikDateField, FormikErrorSummary, FormikRadios, FormikSelectField, FormikTextAreaField } from '@portal/ui/formik';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { schemaValidator } from '@portal/ui/schema-validation';
import { SummaryList } from '@portal/ui/SummaryList';
import { outcomeRows } from '../applications/AwardState';
import { officeApi, officePaths } from '../office-api';
import { scholarshipOfficeText } from '../office-text';

interface OutcomeValues {
  result: string;
  scholarshipId: string;
  replyDueDate: string;
  remarks: string;
}

const FIELDS = ['result', 'scholarshipId', 'replyDueDate', 'remarks'] as const;

const toBody = (values: OutcomeValues) => ({
  result: values.result,
  scholarshipId: values.result === 'OFFERED' ? values.scholarshipId : '',
  replyDueDate: values.result === 'OFFERED' ? values.replyDueDate : '',
  remarks: values.remarks,
});

export function OutcomePage() {
  const text = scholarshipOfficeText.useText();
  const language = useLanguage() as Language;
  const { id = '' } = useParams();
  const award = useApiQuery<OfficeScholarshipAward>(officeApi.award(id));
  const [notice, setNotice] = useState<'saved' | 'releasedNow' | null>(null);
  const release = async () => {
    clearNotifications();
    try {
      await http.post(`${officeApi.outcome(id)}/release`);
      setNotice('releasedNow');
      award.reload();
    } catch (error) {
      notificationStore.getState().showErrors(apiErrorsOf(error));
    }
  };
  return (
    <RecordPage
      record={award}
      what={text('award.what')}
      back={{ to: officePaths.application(id), label: text('outcome.back') }}
      documentTitle={text('outcome.title')}
      heading={(data) => ({ title: text('outcome.title'), caption: text('outcome.caption', { reference: data.reference ?? '', name: data.applicantName }) })}
    >
      {(data) => (
        <>
          {notice && <DoneNotice>{text(`outcome.${notice}`)}</DoneNotice>}
          {data.outcome && <SummaryList rows={outcomeRows(data, text, language)} />}
          {!data.outcome?.releasedAt && (
            <>
              <OutcomeForm
                award={data}
                onSaved={() => {
                  setNotice('saved');
                  award.reload();
                }}
              />
              {data.outcome && (
                <section aria-labelledby="release-heading">
                  <h2 id="release-heading" className="pt-heading-m">
                    {text('outcome.releaseHeading')}
                  </h2>
                  <p className="pt-body">{text('outcome.releaseIntro')}</p>
                  <Button variant="secondary" onClick={release}>
                    {text('outcome.release')}
                  </Button>
                </section>
              )}
            </>
          )}
        </>
      )}
    </RecordPage>
  );
}

function OutcomeForm({ award, onSaved }: { award: OfficeScholarshipAward; onSaved: () => void }) {
  const text = scholarshipOfficeText.useText();
  const recorded = award.outcome;
  const initialValues: OutcomeValues = {
    result: recorded?.result ?? '',
    scholarshipId: recorded?.terms?.scholarshipId ?? '',
    replyDueDate: recorded?.replyDueDate ? toDisplayDate(recorded.replyDueDate) : '',
    remarks: recorded?.remarks ?? '',
  };
  const onSubmit = async (values: OutcomeValues, helpers: FormikHelpers<OutcomeValues>) => {
    clearNotifications();
    try {
      await http.put(officeApi.outcome(award.applicationId), toBody(values));
      onSaved();
    } catch (error) {
      reportErrors(error, helpers, FIELDS);
    }
  };
  return (
    <section aria-labelledby="record-heading">
      <h2 id="record-heading" className="pt-heading-m">
        {text(recorded ? 'outcome.changeHeading' : 'outcome.recordHeading')}
      </h2>
      <Formik<OutcomeValues>
        initialValues={initialValues}
        enableReinitialize
        validate={schemaValidator(recordScholarshipOutcomeSchema, toBody, { today: singaporeDate(new Date()) })}
        onSubmit={onSubmit}
      >
        <OutcomeFields award={award} />
      </Formik>
    </section>
  );
}

function OutcomeFields({ award }: { award: OfficeScholarshipAward }) {
  const text = scholarshipOfficeText.useText();
  const language = useLanguage() as Language;
  const { values, isSubmitting } = useFormikContext<OutcomeValues>();
  const catalogue = useApiQuery<ScholarshipDefinition[]>(`${officeApi.scholarships}?academicYear=${encodeURIComponent(award.academicYear)}`);
  return (
    <Form noValidate aria-label={text('outcome.formLabel')}>
      <FormikErrorSummary order={FIELDS} />
      <FormikRadios name="result" legend={text('outcome.result')} legendSize="s" required options={SCHOLARSHIP_RESULTS.map((result) => ({ value: result, label: text(`outcome.results.${result}`) }))} />
      {values.result === 'OFFERED' && (
        <>
          <FormikSelectField
            name="scholarshipId"
            label={text('outcome.scholarship')}
            hint={text('outcome.scholarshipHint', { year: award.academicYear })}
            required
            placeholder={text('outcome.choose')}
            options={(catalogue.data ?? []).map((scholarship) => ({ value: scholarship.id, label: `${scholarship.name[language]} (${scholarship.code})` }))}
          />
          <FormikDateField name="replyDueDate" label={text('outcome.replyDueDate')} hint={text('outcome.replyDueDateHint')} required />
        </>
      )}
      <FormikTextAreaField name="remarks" label={text('outcome.remarks')} hint={text('outcome.remarksHint')} maxLength={SCHOLARSHIP_REMARKS_MAX} rows={3} />
      <Button type="submit" disabled={isSubmitting}>
        {text('outcome.save')}
      </Button>
    </Form>
  );
}
