/**
 * The console's outcome of one application: record it (an offer or unsuccessful), change it until it
 * is released, release it, and afterwards see it with the applicant's reply or its lapse.
 */
import { useState } from 'react';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { CITIZENSHIPS } from '@portal/contracts/categories';
import { OFFER_SCHEMES, offerSchemeName, type OfficeOutcome } from '@portal/contracts/admission/outcomes';
import { programmeByCode, programmeName, PROGRAMMES } from '@portal/contracts/programmes';
import type { Language } from '@portal/contracts/languages';
import { recordOutcomeSchema } from '@portal/contracts/schemas/admission/outcome';
import { http } from '@portal/http/client';
import { apiErrorsOf } from '@portal/http/errors';
import { notificationStore } from '@portal/http/notifications';
import { useApiQuery } from '@portal/http/use-api-query';
import { useLanguage } from '@portal/i18n/namespace';
import { useParams } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { formatDateTime } from '@portal/ui/format';
import { FormikCheckbox, FormikDateField, FormikErrorSummary, FormikRadios, FormikSelectField } from '@portal/ui/formik';
import { Fieldset } from '@portal/ui/Fieldset';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { schemaValidator } from '@portal/ui/schema-validation';
import { SummaryList } from '@portal/ui/SummaryList';
import { admissionOfficeText } from '../office-text';
import { ApplicationSubpage } from '../applications/ApplicationSubpage';
import { useListWords } from '@portal/i18n/lists';

interface OutcomeValues {
  decision: string;
  programme: string;
  major: string;
  tuitionGrantEligible: boolean;
  /** One checkbox per scheme; sent as the list of those ticked. */
  schemes: Record<string, boolean>;
  replyDueDate: string;
}

const FIELDS = ['decision', 'programme', 'major', 'tuitionGrantEligible', 'schemes', 'replyDueDate'];
const api = (number: string) => `/office/admission/applications/${number}/outcome`;

const toBody = (values: OutcomeValues) => ({
  decision: values.decision,
  programme: values.decision === 'OFFERED' ? values.programme : '',
  major: values.decision === 'OFFERED' ? values.major : '',
  tuitionGrantEligible: values.decision === 'OFFERED' && values.tuitionGrantEligible,
  schemes: values.decision === 'OFFERED' ? OFFER_SCHEMES.map((scheme) => scheme.code).filter((code) => values.schemes[code]) : [],
  replyDueDate: values.decision === 'OFFERED' ? values.replyDueDate : '',
});

/** Today in Singapore, yyyy-mm-dd: the due date's rule needs it, as on the server. */
const singaporeToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

export function OfficeOutcomePage() {
  const text = admissionOfficeText.useText();
  const { applicationNumber = '' } = useParams();
  const query = useApiQuery<OfficeOutcome>(api(applicationNumber));
  const [notice, setNotice] = useState<'saved' | 'releasedNow' | null>(null);
  return (
    <ApplicationSubpage applicationNumber={applicationNumber} title={text('outcomes.title')} caption={text('outcomes.caption', { number: applicationNumber })} done={notice && text(`outcomes.${notice}`)}>
      <QueryResult query={query} what={text('outcomes.loadingWhat')}>
        {(data) => (
          <>
            <ApplicantFacts data={data} />
            {data.outcome?.releasedAt ? (
              <ReleasedOutcome data={data} />
            ) : (
              <>
                {data.outcome && <p className="pt-body">{text('outcomes.notReleased', { name: data.outcome.recordedBy, date: formatDateTime(data.outcome.recordedAt) })}</p>}
                <OutcomeForm
                  data={data}
                  onSaved={() => {
                    setNotice('saved');
                    query.reload();
                  }}
                />
                {data.outcome && (
                  <Button
                    variant="secondary"
                    onClick={async () => {
                      clearNotifications();
                      try {
                        await http.post(`${api(applicationNumber)}/release`);
                        setNotice('releasedNow');
                        query.reload();
                      } catch (error) {
                        notificationStore.getState().showErrors(apiErrorsOf(error));
                      }
                    }}
                  >
                    {text('outcomes.release')}
                  </Button>
                )}
              </>
            )}
          </>
        )}
      </QueryResult>
    </ApplicationSubpage>
  );
}

function ApplicantFacts({ data }: { data: OfficeOutcome }) {
  const text = admissionOfficeText.useText();
  const language = useLanguage() as Language;
  const citizenship = CITIZENSHIPS.find((code) => code === data.citizenship) ?? 'INTERNATIONAL';
  return (
    <SummaryList
      rows={[
        { key: text('outcomes.applicant'), value: data.applicantName },
        { key: text('outcomes.citizenship'), value: text(`outcomes.citizenships.${citizenship}`) },
        {
          key: text('outcomes.choices'),
          value: data.programmeChoices.length ? (
            <ul className="pt-list">
              {data.programmeChoices.map((choice) => (
                <li key={choice.rank}>{text('outcomes.choice', { rank: choice.rank, programme: programmeName(choice.programme, language) })}</li>
              ))}
            </ul>
          ) : (
            text('outcomes.noChoices')
          ),
        },
      ]}
    />
  );
}

function ReleasedOutcome({ data }: { data: OfficeOutcome }) {
  const lists = useListWords();
  const text = admissionOfficeText.useText();
  const language = useLanguage() as Language;
  const outcome = data.outcome!;
  const offered = outcome.decision === 'OFFERED';
  const major = outcome.major ? (programmeByCode(outcome.programme ?? '')?.majors?.find((entry) => entry.code === outcome.major)?.name[language] ?? outcome.major) : null;
  const reply = outcome.response
    ? text('outcomes.repliedOn', { reply: text(`outcomes.replies.${outcome.response.reply}`), date: formatDateTime(outcome.respondedAt!) })
    : outcome.lapsedAt
      ? text('outcomes.lapsedOn', { date: formatDateTime(outcome.lapsedAt) })
      : text('outcomes.awaitingReply');
  return (
    <>
      <h2 className="pt-heading-m">{text('outcomes.recorded')}</h2>
      <p className="pt-body">{text('outcomes.released', { name: outcome.releasedBy ?? '', date: formatDateTime(outcome.releasedAt!) })}</p>
      <SummaryList
        rows={[
          { key: text('outcomes.decision'), value: text(`outcomes.decisions.${outcome.decision}`) },
          ...(offered
            ? [
                { key: text('outcomes.programme'), value: programmeName(outcome.programme ?? '', language) },
                ...(major ? [{ key: text('outcomes.major'), value: major }] : []),
                { key: text('outcomes.tuitionGrantEligible'), value: outcome.tuitionGrantEligible ? text('outcomes.yes') : text('outcomes.no') },
                { key: text('outcomes.schemes'), value: outcome.schemes.length ? lists.list(outcome.schemes.map((code) => offerSchemeName(code, language))) : text('outcomes.none') },
                { key: text('outcomes.replyDueDate'), value: outcome.replyDueDate ?? '' },
                { key: text('outcomes.reply'), value: reply },
                ...(outcome.response?.declineReason ? [{ key: text('outcomes.declineReason'), value: outcome.response.declineReason }] : []),
              ]
            : []),
        ]}
      />
    </>
  );
}

function OutcomeForm({ data, onSaved }: { data: OfficeOutcome; onSaved: () => void }) {
  const recorded = data.outcome;
  const initialValues: OutcomeValues = {
    decision: recorded?.decision ?? '',
    programme: recorded?.programme ?? data.programmeChoices[0]?.programme ?? '',
    major: recorded?.major ?? '',
    tuitionGrantEligible: recorded?.tuitionGrantEligible ?? false,
    schemes: Object.fromEntries(OFFER_SCHEMES.map((scheme) => [scheme.code, recorded?.schemes.includes(scheme.code) ?? false])),
    replyDueDate: recorded?.replyDueDate ?? '',
  };
  const onSubmit = async (values: OutcomeValues, helpers: FormikHelpers<OutcomeValues>) => {
    clearNotifications();
    try {
      await http.put(api(data.applicationNumber), toBody(values));
      onSaved();
    } catch (error) {
      reportErrors(error, helpers, FIELDS);
    }
  };
  return (
    <Formik<OutcomeValues> initialValues={initialValues} enableReinitialize validate={schemaValidator(recordOutcomeSchema, toBody, { today: singaporeToday() })} onSubmit={onSubmit}>
      <OutcomeFields data={data} />
    </Formik>
  );
}

function OutcomeFields({ data }: { data: OfficeOutcome }) {
  const text = admissionOfficeText.useText();
  const language = useLanguage() as Language;
  const { values, isSubmitting, setFieldValue } = useFormikContext<OutcomeValues>();
  const rankOf = (code: string) => data.programmeChoices.find((choice) => choice.programme === code)?.rank;
  // The applicant's choices first, in their order, then the rest of the catalogue.
  const programmes = [...PROGRAMMES].sort((a, b) => (rankOf(a.code) ?? 99) - (rankOf(b.code) ?? 99));
  const majors = programmeByCode(values.programme)?.majors ?? [];
  return (
    <Form noValidate aria-label={text('outcomes.formLabel')}>
      <FormikErrorSummary idFor={(name) => (name.startsWith('schemes') ? `schemes.${OFFER_SCHEMES[0]!.code}` : name)} />
      <FormikRadios
        name="decision"
        legend={text('outcomes.decision')}
        legendSize="m"
        required
        options={(['OFFERED', 'UNSUCCESSFUL'] as const).map((decision) => ({ value: decision, label: text(`outcomes.decisions.${decision}`) }))}
      />
      {values.decision === 'OFFERED' && (
        <>
          <FormikSelectField
            name="programme"
            label={text('outcomes.programme')}
            hint={text('outcomes.programmeHint')}
            required
            placeholder={text('outcomes.choose')}
            options={programmes.map((programme) => {
              const rank = rankOf(programme.code);
              const name = programme.name[language];
              return { value: programme.code, label: rank ? text('outcomes.choiceMark', { programme: name, rank }) : name };
            })}
            onChange={() => void setFieldValue('major', '')}
          />
          {majors.length > 0 && (
            <FormikSelectField
              name="major"
              label={text('outcomes.major')}
              required
              placeholder={text('outcomes.choose')}
              options={majors.map((major) => ({ value: major.code, label: major.name[language] }))}
            />
          )}
          <FormikCheckbox name="tuitionGrantEligible" label={text('outcomes.tuitionGrantEligible')} />
          <Fieldset id="schemes" legend={text('outcomes.schemes')} hint={text('outcomes.schemesHint')}>
            {OFFER_SCHEMES.map((scheme) => (
              <FormikCheckbox key={scheme.code} name={`schemes.${scheme.code}`} label={scheme.name[language]} />
            ))}
          </Fieldset>
          <FormikDateField name="replyDueDate" label={text('outcomes.replyDueDate')} hint={text('outcomes.replyDueDateHint')} required />
        </>
      )}
      <Button type="submit" disabled={isSubmitting}>
        {text('outcomes.save')}
      </Button>
    </Form>
  );
}
