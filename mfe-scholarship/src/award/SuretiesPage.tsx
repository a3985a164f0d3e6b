/**
 * "Scholarship Sureties": the applicant's two sureties, each with its state (not nominated, nominated,
 * invited, confirmed), a details form checked with the surety rules (messages beside the fields and in
 * the error summary, as the API words them), the identification and employment letter uploads (the
 * shared upload form on the documents API, section surety1|surety2), and Send the link (the invitation).
 * A confirmed surety's details are shown, no longer editable.
 */
import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import type { ApiError } from '@portal/contracts/api';
import type { DocumentSummary } from '@portal/contracts/forms';
import { SURETY_ID_TYPES, SURETY_RELATIONSHIPS, suretySection, type SuretyView } from '@portal/contracts/scholarship/award';
import { awardYear } from '@portal/contracts/surety-rules';
import { DocumentTable, UploadForm } from '@portal/forms/document-upload';
import { http } from '@portal/http/client';
import { apiErrorsOf } from '@portal/http/errors';
import { notificationStore } from '@portal/http/notifications';
import { useApiQuery } from '@portal/http/use-api-query';
import { messageText } from '@portal/i18n/messages';
import { Link, useParams } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { usePageTitle } from '@portal/ui/document-title';
import { FormikDateField, FormikEmailField, FormikErrorSummary, FormikSelectField, FormikTextField } from '@portal/ui/formik';
import { FormikYesNo } from '@portal/ui/formik-yes-no';
import { MandatoryNote } from '@portal/ui/MandatoryNote';
import { NomineeState } from '@portal/ui/NomineeState';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { SummaryList } from '@portal/ui/SummaryList';
import { useScholarshipForm } from '../form/use-scholarship';
import { paths } from '../paths';
import { AwardFrame } from './AwardFrame';
import { awardText } from './award-text';
import { SURETY_FIELDS, suretyBody, suretyValidator, suretyValues, type SuretyValues } from './surety-form';
import { useListWords } from '@portal/i18n/lists';

const notAvailable = (errors: readonly ApiError[] | undefined) => (errors ?? []).some((error) => error.code === 'SURETIES_NOT_AVAILABLE');

export function SuretiesPage() {
  const text = awardText.useText();
  const { id = '' } = useParams();
  const sureties = useApiQuery<SuretyView[]>(`${paths.api(id)}/sureties`);
  const form = useScholarshipForm(id);
  usePageTitle(text('sureties.title'));
  // The rules measure ages and letter dates against the application's award year: both answers are needed.
  const loaded =
    sureties.status === 'success' && form.status === 'success'
      ? { status: 'success' as const, data: { views: sureties.data!, year: awardYear(form.data!.academicYear) }, reload: sureties.reload }
      : { status: sureties.status === 'error' || form.status === 'error' ? ('error' as const) : ('loading' as const), errors: [...(sureties.errors ?? []), ...(form.errors ?? [])], reload: () => (sureties.reload(), form.reload()) };
  return (
    <AwardFrame id={id} title={text('sureties.title')}>
      {sureties.status === 'error' && notAvailable(sureties.errors) ? (
        <>
          <p className="pt-body">{messageText('SURETIES_NOT_AVAILABLE')}</p>
          <p className="pt-body">
            <Link to={paths.undertaking(id)}>{text('outcome.nextUndertaking')}</Link>
          </p>
        </>
      ) : (
        <QueryResult query={loaded} what={text('sureties.loadingWhat')}>
          {({ views, year }) => <Sureties id={id} initial={views} year={year} />}
        </QueryResult>
      )}
    </AwardFrame>
  );
}

function Sureties({ id, initial, year }: { id: string; initial: SuretyView[]; year: number }) {
  const text = awardText.useText();
  // Each panel keeps its own typed values; only the saved views are shared (the family rule needs the other one).
  const [views, setViews] = useState(initial);
  const update = (view: SuretyView) => setViews((current) => current.map((entry) => (entry.position === view.position ? view : entry)));
  return (
    <>
      <p className="pt-body">{text('sureties.intro')}</p>
      {views.map((view) => (
        <SuretyPanel key={view.position} id={id} view={view} other={views.find((entry) => entry.position !== view.position) ?? null} year={year} onChange={update} />
      ))}
    </>
  );
}

function SuretyPanel({ id, view, other, year, onChange }: { id: string; view: SuretyView; other: SuretyView | null; year: number; onChange: (view: SuretyView) => void }) {
  const text = awardText.useText();
  const position = view.position;
  const [notice, setNotice] = useState<string | null>(null);
  const api = `${paths.api(id)}/sureties/${position}`;
  const refresh = async () => onChange((await http.get<SuretyView>(api)).data);
  const confirmed = view.status === 'CONFIRMED';
  return (
    <section aria-labelledby={`surety${position}-heading`} className="pt-section">
      <h2 className="pt-heading-l" id={`surety${position}-heading`}>
        {text('sureties.surety', { position })}
      </h2>
      <NomineeState
        state={view}
        words={{
          label: text('sureties.statusLabel'),
          status: (status) => text(`sureties.statuses.${status}`),
          invitedOn: (dates) => text('sureties.invitedOn', dates),
          confirmedOn: (dates) => text('sureties.confirmedOn', dates),
        }}
      />
      {notice && (
        <NotificationBanner variant="success" focusOnMount>
          <p className="pt-body">{notice}</p>
        </NotificationBanner>
      )}
      {confirmed ? (
        <ConfirmedSurety id={id} view={view} />
      ) : (
        <>
          <DetailsForm
            api={api}
            view={view}
            other={other}
            year={year}
            onSaved={(saved) => {
              onChange(saved);
              setNotice(text('sureties.saved', { position }));
            }}
          />
          <SuretyDocuments
            id={id}
            view={view}
            onChanged={(message) => {
              setNotice(message);
              void refresh();
            }}
            onAttempt={() => setNotice(null)}
          />
          <Invite
            api={api}
            view={view}
            onInvited={(invited) => {
              onChange(invited);
              setNotice(text('sureties.invited', { position }));
            }}
          />
        </>
      )}
    </section>
  );
}

function DetailsForm({ api, view, other, year, onSaved }: { api: string; view: SuretyView; other: SuretyView | null; year: number; onSaved: (view: SuretyView) => void }) {
  const text = awardText.useText();
  const position = view.position;
  const fieldId = (name: string) => `surety${position}-${name}`;
  const onSubmit = async (values: SuretyValues, helpers: FormikHelpers<SuretyValues>) => {
    clearNotifications();
    try {
      onSaved((await http.put<SuretyView>(api, suretyBody(values))).data);
    } catch (error) {
      reportErrors(error, helpers, SURETY_FIELDS);
    }
  };
  return (
    <>
      <MandatoryNote />
      <Formik<SuretyValues> initialValues={suretyValues(view.details)} validate={suretyValidator(year, other?.details ?? null)} onSubmit={onSubmit} enableReinitialize={false}>
        {({ values, isSubmitting }) => (
          <Form noValidate aria-label={text('sureties.formLabel', { position })}>
            <FormikErrorSummary order={SURETY_FIELDS} idFor={fieldId} />
            <FormikTextField id={fieldId('fullName')} name="fullName" label={text('sureties.fullName')} autoComplete="off" required />
            <FormikSelectField
              id={fieldId('idType')}
              name="idType"
              label={text('sureties.idType')}
              placeholder={text('sureties.chooseOne')}
              options={SURETY_ID_TYPES.map((value) => ({ value, label: text(`sureties.idTypes.${value}`) }))}
              required
            />
            <FormikTextField id={fieldId('idNumber')} name="idNumber" label={text('sureties.idNumber')} autoComplete="off" spellCheck={false} required />
            <FormikDateField id={fieldId('dateOfBirth')} name="dateOfBirth" label={text('sureties.dateOfBirth')} hint={text('sureties.dateHint')} required />
            <FormikSelectField
              id={fieldId('relationship')}
              name="relationship"
              label={text('sureties.relationship')}
              placeholder={text('sureties.chooseOne')}
              options={SURETY_RELATIONSHIPS.map((value) => ({ value, label: text(`sureties.relationships.${value}`) }))}
              required
            />
            <FormikYesNo id={fieldId('immediateFamily')} name="immediateFamily" legend={text('sureties.immediateFamily')} hint={text('sureties.immediateFamilyHint')} />
            <FormikEmailField id={fieldId('email')} name="email" label={text('sureties.email')} hint={text('sureties.emailHint')} autoComplete="off" />
            <FormikTextField id={fieldId('mobile')} name="mobile" label={text('sureties.mobile')} inputMode="numeric" autoComplete="off" required />
            <FormikYesNo id={fieldId('employed')} name="employed" legend={text('sureties.employed')} />
            {values.employed === 'YES' && (
              <>
                <FormikTextField id={fieldId('employer')} name="employer" label={text('sureties.employer')} required />
                <FormikTextField id={fieldId('occupation')} name="occupation" label={text('sureties.occupation')} required />
                <FormikDateField id={fieldId('employmentLetterDate')} name="employmentLetterDate" label={text('sureties.employmentLetterDate')} hint={text('sureties.dateHint')} required />
              </>
            )}
            <FormikYesNo id={fieldId('bankrupt')} name="bankrupt" legend={text('sureties.bankrupt')} />
            <FormikYesNo id={fieldId('existingAgreement')} name="existingAgreement" legend={text('sureties.existingAgreement')} />
            <Button type="submit" disabled={isSubmitting}>
              {text('sureties.save', { position })}
            </Button>
          </Form>
        )}
      </Formik>
    </>
  );
}

/** `onAttempt`: a file is being sent, so the notice of the last change no longer stands. */
function SuretyDocuments({ id, view, onChanged, onAttempt }: { id: string; view: SuretyView; onChanged: (message: string) => void; onAttempt: () => void }) {
  const text = awardText.useText();
  const position = view.position;
  const documents = [view.documents.identification, view.documents.employmentLetter].filter((document): document is DocumentSummary => document !== null);
  return (
    <section aria-labelledby={`surety${position}-documents`}>
      <h3 className="pt-heading-m" id={`surety${position}-documents`}>
        {text('sureties.documentsHeading', { position })}
      </h3>
      <p className="pt-hint">{text('sureties.documentsHint')}</p>
      <DocumentTable
        apiBase={paths.api(id)}
        documents={documents}
        kindLabel={(type) => (type === 'SURETY_IDENTIFICATION' || type === 'SURETY_EMPLOYMENT_LETTER' ? text(`sureties.documentTypes.${type}`) : undefined)}
        onRemoved={(document) => onChanged(text('sureties.removed', { fileName: document.fileName }))}
      />
      <UploadForm
        apiBase={paths.api(id)}
        section={suretySection(position)}
        idPrefix={`surety${position}-`}
        headingLevel={4}
        label={text('sureties.uploadLabel', { position })}
        types={(['SURETY_IDENTIFICATION', 'SURETY_EMPLOYMENT_LETTER'] as const).map((value) => ({ value, label: text(`sureties.documentTypes.${value}`) }))}
        onAttempt={onAttempt}
        onUploaded={(document) => onChanged(text('sureties.uploaded', { fileName: document.fileName }))}
      />
    </section>
  );
}

function Invite({ api, view, onInvited }: { api: string; view: SuretyView; onInvited: (view: SuretyView) => void }) {
  const text = awardText.useText();
  const [busy, setBusy] = useState(false);
  const position = view.position;
  const invite = async () => {
    clearNotifications();
    setBusy(true);
    try {
      onInvited((await http.post<SuretyView>(`${api}/invite`)).data);
    } catch (error) {
      // The rules the saved details break, or a missing document: the API's messages, in the notification area.
      notificationStore.getState().showErrors(apiErrorsOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <p className="pt-body">
      <span className="pt-hint" id={`surety${position}-invite-hint`}>
        {text('sureties.inviteHint')}
      </span>{' '}
      <Button variant="secondary" onClick={() => void invite()} disabled={busy || view.status === null} aria-describedby={`surety${position}-invite-hint`}>
        {view.status === 'INVITED' ? text('sureties.inviteAgain', { position }) : text('sureties.invite', { position })}
      </Button>
    </p>
  );
}

function ConfirmedSurety({ id, view }: { id: string; view: SuretyView }) {
  const lists = useListWords();
  const text = awardText.useText();
  const details = view.details!;
  const documents = [view.documents.identification, view.documents.employmentLetter].filter((document): document is DocumentSummary => document !== null);
  return (
    <>
      <p className="pt-body">{text('sureties.locked')}</p>
      <SummaryList
        rows={[
          { key: text('sureties.fullName'), value: details.fullName },
          { key: text('sureties.idType'), value: `${text(`sureties.idTypes.${details.idType}`)} ${details.idNumber}` },
          { key: text('sureties.dateOfBirth'), value: details.dateOfBirth },
          { key: text('sureties.relationship'), value: text(`sureties.relationships.${details.relationship}`) },
          { key: text('sureties.email'), value: details.email },
          ...(details.employed ? [{ key: text('sureties.employer'), value: lists.list([`${details.employer} (${details.occupation})`, details.employmentLetterDate]) }] : []),
        ]}
      />
      <DocumentTable
        apiBase={paths.api(id)}
        documents={documents}
        kindLabel={(type) => (type === 'SURETY_IDENTIFICATION' || type === 'SURETY_EMPLOYMENT_LETTER' ? text(`sureties.documentTypes.${type}`) : undefined)}
      />
    </>
  );
}

