/**
 * Sureties for the government tuition grant (issue 34), after the offer is accepted with the grant:
 * the reply due date, then each of the two sureties with their state (the shared NomineeState) and,
 * until they confirm, the form for their details and identification (checked with the shared schema,
 * whose age rule needs the award year). Saving e-mails the surety a single-use link; saving again
 * sends a new one.
 */
import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import {
  TUITION_GRANT_SURETY_ID_TYPES,
  type TuitionGrantSuretiesView,
  type TuitionGrantSuretyDetails,
  type TuitionGrantSuretyView,
} from '@portal/contracts/admission/tuition-grant-sureties';
import { tuitionGrantSuretySchema } from '@portal/contracts/schemas/admission/tuition-grant-surety';
import { http } from '@portal/http/client';
import { useApiQuery } from '@portal/http/use-api-query';
import { useParams } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { FormikDateField, FormikEmailField, FormikErrorSummary, FormikSelectField, FormikTextField } from '@portal/ui/formik';
import { MandatoryNote } from '@portal/ui/MandatoryNote';
import { NomineeState } from '@portal/ui/NomineeState';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { schemaValidator } from '@portal/ui/schema-validation';
import { SummaryList } from '@portal/ui/SummaryList';
import { admissionText } from '../../admission-text';
import { paths } from '../../paths';
import { AfterSubmissionFrame, useLongDate } from '../frame';

type Values = Omit<TuitionGrantSuretyDetails, 'idType'> & { idType: string };
const EMPTY: Values = { fullName: '', idType: '', idNumber: '', dateOfBirth: '', email: '', mobile: '' };
const FIELDS = Object.keys(EMPTY);

export function TuitionGrantSuretiesPage() {
  const text = admissionText.useText();
  const { applicationNumber = '' } = useParams();
  const query = useApiQuery<TuitionGrantSuretiesView>(`${paths.api(applicationNumber)}/tuition-grant-sureties`);
  return (
    <AfterSubmissionFrame applicationNumber={applicationNumber} title={text('outcome.sureties.title')} back={{ to: paths.outcome(applicationNumber), label: text('outcome.back') }}>
      <QueryResult query={query} what={text('outcome.sureties.loadingWhat')}>
        {(view) => <Sureties initial={view} />}
      </QueryResult>
    </AfterSubmissionFrame>
  );
}

function Sureties({ initial }: { initial: TuitionGrantSuretiesView }) {
  const text = admissionText.useText();
  const longDate = useLongDate();
  const [view, setView] = useState(initial);
  return (
    <>
      <p className="pt-body">{text('outcome.sureties.intro', { year: view.awardYear })}</p>
      <p className="pt-body">
        <strong>{text('outcome.sureties.due', { date: longDate(view.replyDueDate) })}</strong>
      </p>
      {view.sureties.map((surety) => (
        <Surety key={surety.position} view={view} surety={surety} onSaved={setView} />
      ))}
    </>
  );
}

function Surety({ view, surety, onSaved }: { view: TuitionGrantSuretiesView; surety: TuitionGrantSuretyView; onSaved: (view: TuitionGrantSuretiesView) => void }) {
  const text = admissionText.useText();
  const n = surety.position;
  const [editing, setEditing] = useState(surety.status === null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const headingId = `surety-${n}-heading`;

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    clearNotifications();
    try {
      const saved = (await http.put<TuitionGrantSuretiesView>(`${paths.api(view.applicationNumber)}/tuition-grant-sureties/${n}`, values)).data;
      setEditing(false);
      setSentTo(values.fullName);
      onSaved(saved);
    } catch (error) {
      reportErrors(error, helpers, FIELDS);
    }
  };

  return (
    <section className="pt-card" aria-labelledby={headingId}>
      <h2 className="pt-heading-m" id={headingId}>
        {text('outcome.sureties.surety', { n })}
      </h2>
      {sentTo && (
        <NotificationBanner variant="success" title={text('outcome.sureties.sentTitle')} focusOnMount>
          <p className="pt-body">{text('outcome.sureties.sentBody', { name: sentTo })}</p>
        </NotificationBanner>
      )}
      <NomineeState
        state={surety}
        words={{
          label: text('outcome.sureties.statusLabel'),
          status: (status) => text(`outcome.sureties.statuses.${status}`),
          invitedOn: (dates) => text('outcome.sureties.invitedOn', dates),
          confirmedOn: (dates) => text('outcome.sureties.confirmedOn', dates),
        }}
      />
      {surety.details && !editing && <DetailsSummary details={surety.details} />}
      {surety.status === 'INVITED' && !editing && (
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {text('outcome.sureties.change')}
        </Button>
      )}
      {editing && surety.status !== 'CONFIRMED' && (
        <Formik<Values>
          initialValues={surety.details ? { ...surety.details } : EMPTY}
          validate={schemaValidator(tuitionGrantSuretySchema, (values: Values) => values, { awardYear: view.awardYear })}
          onSubmit={onSubmit}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label={text('outcome.sureties.formLabel', { n })}>
              {surety.status === 'INVITED' && <p className="pt-hint">{text('outcome.sureties.changeHint')}</p>}
              <MandatoryNote />
              <FormikErrorSummary order={FIELDS} idFor={(name) => `surety${n}-${name}`} />
              <FormikTextField name="fullName" id={`surety${n}-fullName`} label={text('outcome.sureties.fullName')} hint={text('outcome.sureties.fullNameHint')} autoComplete="off" required />
              <FormikSelectField
                name="idType"
                id={`surety${n}-idType`}
                label={text('outcome.sureties.idType')}
                placeholder={text('outcome.sureties.chooseOne')}
                options={TUITION_GRANT_SURETY_ID_TYPES.map((value) => ({ value, label: text(`outcome.sureties.idTypes.${value}`) }))}
                required
              />
              <FormikTextField name="idNumber" id={`surety${n}-idNumber`} label={text('outcome.sureties.idNumber')} autoComplete="off" spellCheck={false} width={20} required />
              <FormikDateField name="dateOfBirth" id={`surety${n}-dateOfBirth`} label={text('outcome.sureties.dateOfBirth')} hint={text('outcome.sureties.dateHint')} required />
              <FormikEmailField name="email" id={`surety${n}-email`} label={text('outcome.sureties.email')} hint={text('outcome.sureties.emailHint')} autoComplete="off" required />
              <FormikTextField name="mobile" id={`surety${n}-mobile`} label={text('outcome.sureties.mobile')} inputMode="numeric" autoComplete="off" width={20} required />
              <Button type="submit" disabled={isSubmitting}>
                {surety.status === 'INVITED' ? text('outcome.sureties.sendAgain') : text('outcome.sureties.send')}
              </Button>
            </Form>
          )}
        </Formik>
      )}
    </section>
  );
}

function DetailsSummary({ details }: { details: TuitionGrantSuretyDetails }) {
  const text = admissionText.useText();
  return (
    <SummaryList
      rows={[
        { key: text('outcome.sureties.fullName'), value: details.fullName },
        { key: text('outcome.sureties.idType'), value: `${text(`outcome.sureties.idTypes.${details.idType}`)} ${details.idNumber}` },
        { key: text('outcome.sureties.dateOfBirth'), value: details.dateOfBirth },
        { key: text('outcome.sureties.email'), value: details.email },
        { key: text('outcome.sureties.mobile'), value: details.mobile },
      ]}
    />
  );
}
