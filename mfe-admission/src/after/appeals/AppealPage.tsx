/**
 * Appeal (spec 3 "Appeal", 4, 8): the applicant's appeal against a released outcome — reason (with
 * a live character count), preferred programme and major, SDP and/or MDP for a double-degree
 * programme, supporting documents — then the success message. The current appeal, its status and the
 * replaced ones are shown; once the office processes it or records its outcome, the spec's message
 * takes the form's place. Rules and messages are the shared schema's and the server's.
 */
import { useState } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import type { AppealState, AppealSummary } from '@portal/contracts/admission/appeals';
import { programmeByCode, programmeName, PROGRAMMES } from '@portal/contracts/programmes';
import type { Language } from '@portal/contracts/languages';
import { AFTER_SUBMISSION_LIMITS } from '@portal/contracts/admission/appeals';
import { appealSchema, isDoubleDegree } from '@portal/contracts/schemas/admission/appeals';
import { http } from '@portal/http/client';
import { useApiQuery } from '@portal/http/use-api-query';
import { messageRef, useMessageText } from '@portal/i18n/messages';
import { useLanguage } from '@portal/i18n/namespace';
import { Link, useParams } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { usePageTitle } from '@portal/ui/document-title';
import { Fieldset } from '@portal/ui/Fieldset';
import { FormikCheckbox, FormikSelectField } from '@portal/ui/formik';
import { FormikCharacterCountField } from '@portal/ui/formik-character-count';
import { formatDateTime } from '@portal/ui/format';
import { RequiredFieldsForm } from '@portal/ui/formik-form';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { SummaryList } from '@portal/ui/SummaryList';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { schemaValidator } from '@portal/ui/schema-validation';
import { admissionText } from '../../admission-text';
import { paths } from '../../paths';
import { DocumentTable, UploadForm } from '../../sections/documents/document-upload';
import { useListWords } from '@portal/i18n/lists';

interface AppealValues {
  reason: string;
  preferredProgramme: string;
  preferredMajor: string;
  sdp: boolean;
  mdp: boolean;
}

const FIELDS = ['reason', 'preferredProgramme', 'preferredMajor', 'sdp', 'mdp'];
const appealApi = (number: string) => `${paths.api(number)}/appeal`;

export function AppealPage() {
  const text = admissionText.useText();
  const { applicationNumber = '' } = useParams();
  const state = useApiQuery<AppealState>(appealApi(applicationNumber));
  const [sent, setSent] = useState(false);
  const word = useMessageText();
  usePageTitle(text('appeals.appeal.title'));
  return (
    <>
      <PageHeading caption={text('appeals.appeal.caption', { number: applicationNumber })}>{text('appeals.appeal.title')}</PageHeading>
      {sent && (
        <NotificationBanner variant="success" focusOnMount>
          <p className="pt-body">{word(messageRef('APPEAL_SUBMITTED'))}</p>
        </NotificationBanner>
      )}
      <QueryResult query={state} what={text('appeals.appeal.loadingWhat')}>
        {(appeal) => (
          <AppealContent
            applicationNumber={applicationNumber}
            appeal={appeal}
            onChanged={() => state.reload()}
            onSent={() => {
              setSent(true);
              state.reload();
            }}
          />
        )}
      </QueryResult>
    </>
  );
}

function AppealContent({ applicationNumber, appeal, onChanged, onSent }: { applicationNumber: string; appeal: AppealState; onChanged(): void; onSent(): void }) {
  const text = admissionText.useText();
  const word = useMessageText();
  return (
    <>
      {appeal.current && <AppealDetails applicationNumber={applicationNumber} appeal={appeal.current} heading={text('appeals.appeal.current')} />}
      {appeal.block ? (
        <div className="pt-inset-text">
          <p className="pt-body">{word(messageRef(appeal.block))}</p>
        </div>
      ) : (
        <>
          <p className="pt-body">{text('appeals.appeal.intro')}</p>
          {appeal.current && (
            <div className="pt-inset-text">
              <p className="pt-body">
                <strong>{text('appeals.appeal.replaces')}</strong>
              </p>
            </div>
          )}
          <AppealForm applicationNumber={applicationNumber} draft={appeal.draft} onChanged={onChanged} onSent={onSent} />
        </>
      )}
      {appeal.history.length > 0 && (
        <>
          <h2 className="pt-heading-m">{text('appeals.appeal.history')}</h2>
          <ul className="pt-list">
            {appeal.history.map((old) => (
              <li key={old.id}>
                {old.submittedAt ? formatDateTime(old.submittedAt) : ''} — {text('appeals.appeal.replacedAt', { date: old.replacedAt ? formatDateTime(old.replacedAt) : '' })}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function AppealDetails({ applicationNumber, appeal, heading }: { applicationNumber: string; appeal: AppealSummary; heading: string }) {
  const lists = useListWords();
  const text = admissionText.useText();
  const language = useLanguage() as Language;
  const degree = lists.list([appeal.sdp && text('appeals.appeal.sdp'), appeal.mdp && text('appeals.appeal.mdp')]);
  const major = appeal.preferredMajor ? programmeByCode(appeal.preferredProgramme ?? '')?.majors?.find((m) => m.code === appeal.preferredMajor)?.name[language] : undefined;
  return (
    <section aria-labelledby="current-appeal">
      <h2 className="pt-heading-m" id="current-appeal">
        {heading}
      </h2>
      <SummaryList
        rows={[
          { key: text('appeals.appeal.submittedAt'), value: appeal.submittedAt ? formatDateTime(appeal.submittedAt) : '' },
          { key: text('appeals.appeal.status'), value: text(`appeals.appeal.statuses.${appeal.status}`) },
          { key: text('appeals.appeal.programme'), value: `${programmeName(appeal.preferredProgramme ?? '', language)}${major ? ` — ${major}` : ''}` },
          { key: text('appeals.appeal.degreeChoice'), value: degree || text('appeals.appeal.none') },
          { key: text('appeals.appeal.reason'), value: <span style={{ whiteSpace: 'pre-line' }}>{appeal.reason}</span> },
        ]}
      />
      {appeal.documents.length > 0 && <DocumentTable apiBase={appealApi(applicationNumber)} documents={appeal.documents} kindLabel={() => text('appeals.appeal.supporting')} />}
      {appeal.status === 'DECIDED' && (
        <p className="pt-body">
          <Link className="pt-link" to={`${paths.taskList(applicationNumber)}/appeal/outcome`}>
            {text('appeals.appeal.viewOutcome')}
          </Link>
        </p>
      )}
    </section>
  );
}

function AppealForm({ applicationNumber, draft, onChanged, onSent }: { applicationNumber: string; draft: AppealSummary | null; onChanged(): void; onSent(): void }) {
  const text = admissionText.useText();
  const language = useLanguage() as Language;
  const onSubmit = async (values: AppealValues, helpers: FormikHelpers<AppealValues>) => {
    clearNotifications();
    try {
      await http.post(appealApi(applicationNumber), values);
      helpers.resetForm();
      onSent();
    } catch (error) {
      reportErrors(error, helpers, FIELDS);
    }
  };
  return (
    <Formik<AppealValues> initialValues={{ reason: '', preferredProgramme: '', preferredMajor: '', sdp: false, mdp: false }} validate={schemaValidator(appealSchema)} onSubmit={onSubmit}>
      {({ isSubmitting, values, setFieldValue }) => {
        const majors = programmeByCode(values.preferredProgramme)?.majors;
        return (
          <>
            <RequiredFieldsForm label={text('appeals.appeal.formLabel')} id="appeal-form">
              <FormikCharacterCountField name="reason" label={text('appeals.appeal.reason')} hint={text('appeals.appeal.reasonHint')} limit={AFTER_SUBMISSION_LIMITS.appealReason} rows={8} required />
              <FormikSelectField
                name="preferredProgramme"
                label={text('appeals.appeal.programme')}
                placeholder={text('appeals.appeal.chooseProgramme')}
                options={PROGRAMMES.map((programme) => ({ value: programme.code, label: programme.name[language] }))}
                onChange={() => {
                  // The major and SDP/MDP belong to the programme chosen before.
                  void setFieldValue('preferredMajor', '');
                  void setFieldValue('sdp', false);
                  void setFieldValue('mdp', false);
                }}
                required
              />
              {majors && (
                <FormikSelectField
                  name="preferredMajor"
                  label={text('appeals.appeal.major')}
                  placeholder={text('appeals.appeal.chooseMajor')}
                  options={majors.map((major) => ({ value: major.code, label: major.name[language] }))}
                  required
                />
              )}
              {isDoubleDegree(values.preferredProgramme) && (
                <Fieldset id="degreeProgramme" legend={text('appeals.appeal.degreeProgramme')} hint={text('appeals.appeal.degreeProgrammeHint')} required>
                  <FormikCheckbox name="sdp" label={text('appeals.appeal.sdp')} />
                  <FormikCheckbox name="mdp" label={text('appeals.appeal.mdp')} />
                </Fieldset>
              )}
            </RequiredFieldsForm>
            <h2 className="pt-heading-m">{text('appeals.appeal.documentsHeading')}</h2>
            <p className="pt-body">{text('appeals.appeal.documentsIntro')}</p>
            {/* Files go to the appeal being written (its draft) and are sent with it. */}
            <UploadForm apiBase={appealApi(applicationNumber)} section="appeal" types={[{ value: 'APPEAL_SUPPORTING', label: text('appeals.appeal.supporting') }]} onUploaded={onChanged} />
            {draft && draft.documents.length > 0 && (
              <DocumentTable apiBase={appealApi(applicationNumber)} documents={draft.documents} onRemoved={onChanged} kindLabel={() => text('appeals.appeal.supporting')} />
            )}
            <Button type="submit" form="appeal-form" disabled={isSubmitting}>
              {text('appeals.appeal.submit')}
            </Button>
          </>
        );
      }}
    </Formik>
  );
}

/** Appeal outcome (spec 2): the office's decision on the current appeal, with its remarks. */
export function AppealOutcomePage() {
  const text = admissionText.useText();
  const language = useLanguage() as Language;
  const { applicationNumber = '' } = useParams();
  const state = useApiQuery<AppealState>(appealApi(applicationNumber));
  usePageTitle(text('appeals.outcome.title'));
  return (
    <>
      <PageHeading caption={text('appeals.appeal.caption', { number: applicationNumber })}>{text('appeals.outcome.title')}</PageHeading>
      <QueryResult query={state} what={text('appeals.appeal.loadingWhat')}>
        {({ current }) =>
          current?.outcome ? (
            <SummaryList
              rows={[
                { key: text('appeals.outcome.result'), value: text(`appeals.outcome.results.${current.outcome}`) },
                ...(current.outcomeProgramme
                  ? [{ key: text('appeals.outcome.programme'), value: `${programmeName(current.outcomeProgramme, language)}${current.outcomeMajor ? ` — ${programmeByCode(current.outcomeProgramme)?.majors?.find((m) => m.code === current.outcomeMajor)?.name[language] ?? current.outcomeMajor}` : ''}` }]
                  : []),
                { key: text('appeals.outcome.remarks'), value: <span style={{ whiteSpace: 'pre-line' }}>{current.outcomeRemarks}</span> },
                { key: text('appeals.outcome.decidedAt'), value: current.decidedAt ? formatDateTime(current.decidedAt) : '' },
              ]}
            />
          ) : (
            <p className="pt-body">{text('appeals.outcome.none')}</p>
          )
        }
      </QueryResult>
      <p className="pt-body">
        <Link className="pt-link" to={`${paths.taskList(applicationNumber)}/appeal`}>
          {text('appeals.outcome.back')}
        </Link>
      </p>
    </>
  );
}
