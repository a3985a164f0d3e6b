/**
 * /office/admission/application-periods/new and /…/:periodId: add an application period, or change
 * one's names and times (extend a deadline) with a reason, and remove one that has not opened yet.
 * Checked by the shared schema the API uses, with the same context (now, and the period's times as
 * they are): once a period has opened, its closing cannot move earlier than now.
 */
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { APPLICATION_PERIOD_LIMITS as L, type OfficeApplicationPeriod } from '@portal/contracts/admission/application-periods';
import { categoryName } from '@portal/contracts/categories';
import type { Language } from '@portal/contracts/languages';
import { applicationPeriodChangeSchema, applicationPeriodSchema, type PeriodChangeContext } from '@portal/contracts/schemas/admission/application-periods';
import { SYSTEM_IDS } from '@portal/contracts/systems';
import { http } from '@portal/http/client';
import { apiErrorsOf } from '@portal/http/errors';
import { notificationStore } from '@portal/http/notifications';
import { useApiQuery } from '@portal/http/use-api-query';
import { useLanguage } from '@portal/i18n/namespace';
import { useNavigate, useParams, useSearchParams } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { ConsolePage } from '@portal/ui/console/ConsolePage';
import { Fieldset } from '@portal/ui/Fieldset';
import { formatDateTime } from '@portal/ui/format';
import { FormikDateField, FormikErrorSummary, FormikSelectField, FormikTextAreaField, FormikTextField } from '@portal/ui/formik';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { schemaValidator } from '@portal/ui/schema-validation';
import { SummaryList } from '@portal/ui/SummaryList';
import { TitledSection } from '@portal/ui/TitledSection';
import { admissionOfficeText } from '../office-text';
import { PERIODS_API, PERIODS_PATH, periodApi, periodsOfYear, type PeriodNotice } from './period-paths';
import { categoriesOf, changeValues, emptyPeriod, PERIOD_FIELDS, type NewPeriodValues, type PeriodChangeValues } from './period-values';
import { periodCategoryName, systemName } from './period-words';

export function ApplicationPeriodFormPage() {
  const { periodId } = useParams();
  return periodId ? <ChangePeriod periodId={periodId} /> : <AddPeriod />;
}

/** Back to the list of the period's year, with what was just done. */
function useBackToList() {
  const navigate = useNavigate();
  return (academicYear: string, notice: PeriodNotice) => navigate(periodsOfYear(academicYear), { state: { notice } });
}

function AddPeriod() {
  const text = admissionOfficeText.useText();
  const [params] = useSearchParams();
  const backToList = useBackToList();
  const title = text('applicationPeriods.form.addTitle');
  const onSubmit = async (values: NewPeriodValues, helpers: FormikHelpers<NewPeriodValues>) => {
    clearNotifications();
    try {
      const { data } = await http.post<OfficeApplicationPeriod>(PERIODS_API, values);
      backToList(data.academicYear, { kind: 'added', name: data.nameEn });
    } catch (error) {
      reportErrors(error, helpers, PERIOD_FIELDS);
    }
  };
  return (
    <ConsolePage title={title} caption={text('console.caption')} back={{ to: PERIODS_PATH, label: text('applicationPeriods.form.back') }}>
      <Formik<NewPeriodValues> initialValues={emptyPeriod(params.get('academicYear') ?? '')} validate={schemaValidator(applicationPeriodSchema)} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={title}>
            <FormikErrorSummary order={PERIOD_FIELDS} />
            <SystemAndCategory />
            <FormikTextField name="academicYear" label={text('applicationPeriods.academicYear')} hint={text('applicationPeriods.academicYearHint')} maxLength={9} width={10} autoComplete="off" required />
            <PeriodFields />
            <Button type="submit" disabled={isSubmitting}>
              {text('applicationPeriods.form.add')}
            </Button>
          </Form>
        )}
      </Formik>
    </ConsolePage>
  );
}

/** The system, and a category of it or all of them; choosing another system clears a category it does not offer. */
function SystemAndCategory() {
  const text = admissionOfficeText.useText();
  const language = useLanguage() as Language;
  const { values, setFieldValue } = useFormikContext<NewPeriodValues>();
  const categories = categoriesOf(values.system);
  return (
    <>
      <FormikSelectField
        name="system"
        label={text('applicationPeriods.system')}
        placeholder={text('applicationPeriods.form.chooseSystem')}
        options={SYSTEM_IDS.map((id) => ({ value: id, label: systemName(id, language) }))}
        onChange={(event) => {
          if (values.category && !categoriesOf(event.currentTarget.value).includes(values.category as never)) void setFieldValue('category', '');
        }}
        required
      />
      <FormikSelectField
        name="category"
        label={text('applicationPeriods.form.categoryLabel')}
        hint={text('applicationPeriods.form.categoryHint')}
        options={[{ value: '', label: text('applicationPeriods.allCategories') }, ...categories.map((id) => ({ value: id, label: categoryName(id, language) }))]}
      />
    </>
  );
}

/** Names in both languages and the two ends, each a Singapore day and a 24-hour time. */
function PeriodFields() {
  const text = admissionOfficeText.useText();
  return (
    <>
      <FormikTextField name="nameEn" label={text('applicationPeriods.nameEn')} hint={text('applicationPeriods.form.nameEnHint')} maxLength={L.name} lang="en-GB" required />
      <FormikTextField name="nameZh" label={text('applicationPeriods.nameZh')} hint={text('applicationPeriods.form.nameZhHint')} maxLength={L.name} lang="zh-Hans" required />
      <DayAndTime end="opens" />
      <DayAndTime end="closes" />
    </>
  );
}

function DayAndTime({ end }: { end: 'opens' | 'closes' }) {
  const text = admissionOfficeText.useText();
  return (
    <Fieldset id={end} legend={text(`applicationPeriods.form.${end}`)} hint={text(`applicationPeriods.form.${end}Hint`)} legendSize="s" required>
      <FormikDateField name={`${end}On`} label={text('applicationPeriods.form.day')} autoComplete="off" required />
      <FormikTextField name={`${end}Time`} label={text('applicationPeriods.form.time')} hint={text('applicationPeriods.form.timeHint')} inputMode="numeric" maxLength={5} width={5} autoComplete="off" required />
    </Fieldset>
  );
}

function ChangePeriod({ periodId }: { periodId: string }) {
  const text = admissionOfficeText.useText();
  const period = useApiQuery<OfficeApplicationPeriod>(periodApi(periodId));
  return (
    <QueryResult query={period} what={text('applicationPeriods.form.what')}>
      {(found) => <ChangeForm period={found} />}
    </QueryResult>
  );
}

function ChangeForm({ period }: { period: OfficeApplicationPeriod }) {
  const text = admissionOfficeText.useText();
  const language = useLanguage() as Language;
  const backToList = useBackToList();
  const title = text('applicationPeriods.form.changeTitle');
  // The browser's clock for its first check; the API checks again by its own.
  const context: PeriodChangeContext = { now: new Date().toISOString(), current: { opensAt: period.opensAt, closesAt: period.closesAt } };
  const onSubmit = async (values: PeriodChangeValues, helpers: FormikHelpers<PeriodChangeValues>) => {
    clearNotifications();
    try {
      const { data } = await http.put<OfficeApplicationPeriod>(periodApi(period.id), values);
      backToList(data.academicYear, { kind: 'changed', name: data.nameEn });
    } catch (error) {
      reportErrors(error, helpers, PERIOD_FIELDS);
    }
  };
  return (
    <ConsolePage title={title} caption={period.nameEn} back={{ to: periodsOfYear(period.academicYear), label: text('applicationPeriods.form.back') }}>
      <SummaryList
        rows={[
          { key: text('applicationPeriods.system'), value: systemName(period.system, language) },
          { key: text('applicationPeriods.category'), value: periodCategoryName(period.category, language, text('applicationPeriods.allCategories')) },
          { key: text('applicationPeriods.academicYear'), value: period.academicYear },
          { key: text('applicationPeriods.form.now'), value: text(`applicationPeriods.states.${period.state}`) },
        ]}
      />
      <p className="pt-body">{text(period.state === 'UPCOMING' ? 'applicationPeriods.form.changeIntroUpcoming' : 'applicationPeriods.form.changeIntroOpened')}</p>
      <Formik<PeriodChangeValues> initialValues={changeValues(period)} validate={schemaValidator(applicationPeriodChangeSchema, (values) => values, context)} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={title}>
            <FormikErrorSummary order={PERIOD_FIELDS} />
            <PeriodFields />
            <FormikTextAreaField name="reason" label={text('applicationPeriods.form.reason')} hint={text('applicationPeriods.form.reasonHint')} characterLimit={L.reason} rows={3} required />
            <Button type="submit" disabled={isSubmitting}>
              {text('applicationPeriods.form.save')}
            </Button>
          </Form>
        )}
      </Formik>
      {period.state === 'UPCOMING' && <RemovePeriod period={period} onRemoved={() => backToList(period.academicYear, { kind: 'removed', name: period.nameEn })} />}
    </ConsolePage>
  );
}

function RemovePeriod({ period, onRemoved }: { period: OfficeApplicationPeriod; onRemoved(): void }) {
  const text = admissionOfficeText.useText();
  return (
    <TitledSection id="remove-period" title={text('applicationPeriods.form.removeHeading')}>
      <p className="pt-body">{text('applicationPeriods.form.removeIntro', { opens: formatDateTime(period.opensAt) })}</p>
      <Button
        variant="warning"
        onClick={async () => {
          clearNotifications();
          try {
            await http.delete(periodApi(period.id));
            onRemoved();
          } catch (error) {
            notificationStore.getState().showErrors(apiErrorsOf(error));
          }
        }}
      >
        {text('applicationPeriods.form.remove')}
      </Button>
    </TitledSection>
  );
}
