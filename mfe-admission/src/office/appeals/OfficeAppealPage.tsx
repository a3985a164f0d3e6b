/**
 * /office/admission/applications/:number/appeal: the live appeal with its documents, "mark as under
 * review", and the outcome form (upheld with a programme, or dismissed; remarks to the applicant),
 * checked by the shared schema; the replaced appeals below, for the record.
 */
import { Form, Formik, type FormikHelpers } from 'formik';
import type { AppealSummary } from '@portal/contracts/admission/appeals';
import { AFTER_SUBMISSION_LIMITS } from '@portal/contracts/admission/appeals';
import { programmeByCode, programmeName, PROGRAMMES } from '@portal/contracts/programmes';
import type { Language } from '@portal/contracts/languages';
import { appealOutcomeSchema } from '@portal/contracts/schemas/admission/appeals';
import { apiErrorsOf } from '@portal/http/errors';
import { http } from '@portal/http/client';
import { notificationStore } from '@portal/http/notifications';
import { useApiQuery } from '@portal/http/use-api-query';
import { useLanguage } from '@portal/i18n/namespace';
import { useParams } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { FormikErrorSummary, FormikRadios, FormikSelectField } from '@portal/ui/formik';
import { FormikCharacterCountField } from '@portal/ui/formik-character-count';
import { formatDateTime } from '@portal/ui/format';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { schemaValidator } from '@portal/ui/schema-validation';
import { SummaryList } from '@portal/ui/SummaryList';
import { admissionOfficeText } from '../office-text';
import { officeApi } from './office-api';
import { useWriteInHint } from './write-in-hint';
import { OfficeDocumentList } from './OfficeDocumentList';
import { ApplicationSubpage } from '../applications/ApplicationSubpage';
import { useListWords } from '@portal/i18n/lists';

interface OfficeAppealState {
  applicationNumber: string;
  current: AppealSummary | null;
  history: AppealSummary[];
}

interface OutcomeValues {
  outcome: string;
  programme: string;
  major: string;
  remarks: string;
}

export function OfficeAppealPage() {
  const text = admissionOfficeText.useText();
  const { applicationNumber = '' } = useParams();
  const writeIn = useWriteInHint(applicationNumber);
  const api = `${officeApi.application(applicationNumber)}/appeal`;
  const state = useApiQuery<OfficeAppealState>(api);
  const markUnderReview = async () => {
    clearNotifications();
    try {
      await http.post(`${api}/review`);
      state.reload();
    } catch (error) {
      notificationStore.getState().showErrors(apiErrorsOf(error));
    }
  };
  return (
    <ApplicationSubpage applicationNumber={applicationNumber} title={text('appeals.appeal.title')} caption={text('appeals.common.caption', { number: applicationNumber })}>
      <QueryResult query={state} what={text('appeals.appeal.title')}>
        {({ current, history }) => (
          <>
            {current ? (
              <>
                <AppealFacts api={api} appeal={current} heading={text('appeals.appeal.current')} />
                {current.status === 'SUBMITTED' && (
                  <>
                    <p className="pt-hint">{text('appeals.appeal.underReviewHint')}</p>
                    <Button variant="secondary" onClick={() => void markUnderReview()}>
                      {text('appeals.appeal.markUnderReview')}
                    </Button>
                  </>
                )}
                {current.status !== 'DECIDED' && <OutcomeForm api={api} writeIn={writeIn} onRecorded={() => state.reload()} />}
              </>
            ) : (
              <p className="pt-body">{text('appeals.appeal.none')}</p>
            )}
            {history.length > 0 && (
              <>
                <h2 className="pt-heading-m">{text('appeals.appeal.history')}</h2>
                {history.map((old) => (
                  <AppealFacts key={old.id} api={api} appeal={old} />
                ))}
              </>
            )}
          </>
        )}
      </QueryResult>
    </ApplicationSubpage>
  );
}

function AppealFacts({ api, appeal, heading }: { api: string; appeal: AppealSummary; heading?: string }) {
  const lists = useListWords();
  const text = admissionOfficeText.useText();
  const language = useLanguage() as Language;
  const degree = lists.list([appeal.sdp && text('appeals.appeal.sdp'), appeal.mdp && text('appeals.appeal.mdp')]);
  const major = programmeByCode(appeal.preferredProgramme ?? '')?.majors?.find((m) => m.code === appeal.preferredMajor)?.name[language];
  return (
    <section aria-label={heading ?? text('appeals.appeal.history')}>
      {heading && <h2 className="pt-heading-m">{heading}</h2>}
      <SummaryList
        rows={[
          { key: text('appeals.appeal.submittedAt'), value: appeal.submittedAt ? formatDateTime(appeal.submittedAt) : '' },
          { key: text('appeals.appeal.status'), value: text(`appeals.appeal.statuses.${appeal.status}`) },
          { key: text('appeals.appeal.programme'), value: `${programmeName(appeal.preferredProgramme ?? '', language)}${major ? ` — ${major}` : ''}` },
          { key: text('appeals.appeal.degreeChoice'), value: degree || text('appeals.appeal.none2') },
          { key: text('appeals.appeal.reason'), value: <span style={{ whiteSpace: 'pre-line' }}>{appeal.reason}</span> },
          {
            key: text('appeals.appeal.documents'),
            value: <OfficeDocumentList prefix={`${api}/${appeal.id}`} documents={appeal.documents} />,
          },
          ...(appeal.outcome
            ? [{ key: text('appeals.appeal.outcome'), value: text('appeals.appeal.decided', { outcome: text(`appeals.appeal.outcomes.${appeal.outcome}`), remarks: appeal.outcomeRemarks ?? '' }) }]
            : []),
        ]}
      />
    </section>
  );
}

/** A programme belongs to an upheld appeal only: switching to "dismissed" drops the one chosen before. */
const clean = (values: OutcomeValues): OutcomeValues => (values.outcome === 'UPHELD' ? values : { ...values, programme: '', major: '' });

function OutcomeForm({ api, writeIn, onRecorded }: { api: string; writeIn: string | undefined; onRecorded(): void }) {
  const text = admissionOfficeText.useText();
  const language = useLanguage() as Language;
  const onSubmit = async (values: OutcomeValues, helpers: FormikHelpers<OutcomeValues>) => {
    clearNotifications();
    try {
      await http.post(`${api}/outcome`, clean(values));
      onRecorded();
    } catch (error) {
      reportErrors(error, helpers, ['outcome', 'programme', 'major', 'remarks']);
    }
  };
  return (
    <Formik<OutcomeValues> initialValues={{ outcome: '', programme: '', major: '', remarks: '' }} validate={schemaValidator(appealOutcomeSchema, clean)} onSubmit={onSubmit}>
      {({ values, isSubmitting, setFieldValue }) => {
        const majors = programmeByCode(values.programme)?.majors;
        return (
          <Form noValidate aria-labelledby="outcome-heading">
            <h2 className="pt-heading-m" id="outcome-heading">
              {text('appeals.appeal.outcomeHeading')}
            </h2>
            <FormikErrorSummary />
            <FormikRadios
              name="outcome"
              legend={text('appeals.appeal.outcome')}
              options={(['UPHELD', 'DISMISSED'] as const).map((value) => ({ value, label: text(`appeals.appeal.outcomes.${value}`) }))}
              required
            />
            {values.outcome === 'UPHELD' && (
              <FormikSelectField
                name="programme"
                label={text('appeals.appeal.outcomeProgramme')}
                placeholder={text('appeals.appeal.chooseProgramme')}
                options={PROGRAMMES.map((programme) => ({ value: programme.code, label: programme.name[language] }))}
                onChange={() => void setFieldValue('major', '')}
                required
              />
            )}
            {values.outcome === 'UPHELD' && majors && (
              <FormikSelectField name="major" label={text('appeals.appeal.outcomeMajor')} placeholder={text('appeals.appeal.chooseMajor')} options={majors.map((major) => ({ value: major.code, label: major.name[language] }))} required />
            )}
            <FormikCharacterCountField name="remarks" label={text('appeals.appeal.remarks')} hint={writeIn} limit={AFTER_SUBMISSION_LIMITS.officeMessage} rows={5} required />
            <Button type="submit" disabled={isSubmitting}>
              {text('appeals.appeal.record')}
            </Button>
          </Form>
        );
      }}
    </Formik>
  );
}
