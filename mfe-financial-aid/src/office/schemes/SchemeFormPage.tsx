/**
 * /office/financial-aid/schemes/new and /…/:schemeId: define an aid scheme, or change one (not its
 * code, year or category), and deactivate it (with a confirmation step). Money typed in dollars, the
 * body in cents; checked by the shared schema before sending.
 */
import { useState } from 'react';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { AID_SCHEME_CATEGORIES, AID_TIERS, isLoanCategory, type AidSchemeCategory } from '@portal/contracts/financial-aid/model';
import type { AidSchemeDefinition } from '@portal/contracts/financial-aid/office';
import { centsToAmount } from '@portal/contracts/entrance-exams';
import { amountToCents } from '@portal/contracts/household-income';
import type { Language } from '@portal/contracts/languages';
import { AID_SCHEME_DESCRIPTION_MAX, AID_SCHEME_NAME_MAX, aidSchemeSchema } from '@portal/contracts/schemas/financial-aid/office';
import { http } from '@portal/http/client';
import { apiErrorsOf } from '@portal/http/errors';
import { notificationStore } from '@portal/http/notifications';
import { useApiQuery } from '@portal/http/use-api-query';
import { useLanguage } from '@portal/i18n/namespace';
import { useNavigate, useParams } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { Checkbox } from '@portal/ui/Checkbox';
import { ConsolePage } from '@portal/ui/console/ConsolePage';
import { RecordNotFound } from '@portal/ui/console/RecordPage';
import { Fieldset } from '@portal/ui/Fieldset';
import { FormikErrorSummary, FormikSelectField, FormikTextAreaField, FormikTextField, useShownField } from '@portal/ui/formik';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { schemaValidator } from '@portal/ui/schema-validation';
import { TitledSection } from '@portal/ui/TitledSection';
import { officeApi, officePaths } from '../office-api';
import { financialAidOfficeText } from '../office-text';
import { useChosenAcademicYear } from '../years/academic-year';
import type { SchemeNotice } from './SchemesPage';

interface SchemeValues {
  academicYear: string;
  code: string;
  category: string;
  name: Record<Language, string>;
  description: Record<Language, string>;
  tiers: string[];
  maxPerCapita: string;
  annualAmount: string;
  maxPercent: string;
}

const FIELDS = ['academicYear', 'code', 'category', 'name.en-GB', 'name.zh-Hans', 'description.en-GB', 'description.zh-Hans', 'tiers', 'maxPerCapita', 'annualAmount', 'maxPercent'] as const;
const RENAMED = { maxPerCapitaIncomeCents: 'maxPerCapita', annualAmountCents: 'annualAmount' };

const cents = (typed: string) => (typed.trim() ? (amountToCents(typed) ?? typed) : null);

function toBody(values: SchemeValues) {
  const loan = (AID_SCHEME_CATEGORIES as readonly string[]).includes(values.category) && isLoanCategory(values.category as AidSchemeCategory);
  return {
    academicYear: values.academicYear,
    code: values.code.trim().toUpperCase(),
    category: values.category,
    name: values.name,
    description: values.description,
    tiers: values.tiers,
    maxPerCapitaIncomeCents: cents(values.maxPerCapita),
    annualAmountCents: loan ? null : cents(values.annualAmount),
    maxPercent: loan ? (values.maxPercent.trim() ? (/^\d+$/.test(values.maxPercent.trim()) ? Number(values.maxPercent) : values.maxPercent) : null) : null,
  };
}

/** The schema checks the body; its errors go back to the fields typed. */
function validateScheme(values: SchemeValues) {
  const errors = schemaValidator(aidSchemeSchema, toBody)(values) as Record<string, unknown>;
  for (const [from, to] of Object.entries(RENAMED)) {
    if (errors[from]) {
      errors[to] = errors[from];
      delete errors[from];
    }
  }
  return errors;
}

const valuesOf = (scheme: AidSchemeDefinition): SchemeValues => ({
  academicYear: scheme.academicYear,
  code: scheme.code,
  category: scheme.category,
  name: scheme.name,
  description: scheme.description,
  tiers: scheme.tiers,
  maxPerCapita: scheme.maxPerCapitaIncomeCents === null ? '' : centsToAmount(scheme.maxPerCapitaIncomeCents),
  annualAmount: scheme.annualAmountCents === null ? '' : centsToAmount(scheme.annualAmountCents),
  maxPercent: scheme.maxPercent === null ? '' : String(scheme.maxPercent),
});

export function SchemeFormPage() {
  const { schemeId } = useParams();
  return schemeId ? <ChangeScheme id={schemeId} /> : <SchemeForm scheme={null} />;
}

function ChangeScheme({ id }: { id: string }) {
  const text = financialAidOfficeText.useText();
  const list = useApiQuery<AidSchemeDefinition[]>(officeApi.schemes);
  return (
    <QueryResult query={list} what={text('scheme.what')}>
      {(schemes) => {
        const found = schemes.find((scheme) => scheme.id === id);
        return found ? (
          <>
            <SchemeForm scheme={found} />
            <Deactivate scheme={found} />
          </>
        ) : (
          <RecordNotFound title={text('scheme.notFound')} caption={text('console.caption')} back={{ to: officePaths.schemes, label: text('scheme.back') }} />
        );
      }}
    </QueryResult>
  );
}

function SchemeForm({ scheme }: { scheme: AidSchemeDefinition | null }) {
  const text = financialAidOfficeText.useText();
  const language = useLanguage() as Language;
  const navigate = useNavigate();
  const { academicYear } = useChosenAcademicYear();
  const title = text(scheme ? 'scheme.changeTitle' : 'scheme.newTitle');
  const initial: SchemeValues = scheme
    ? valuesOf(scheme)
    : { academicYear, code: '', category: '', name: { 'en-GB': '', 'zh-Hans': '' }, description: { 'en-GB': '', 'zh-Hans': '' }, tiers: [], maxPerCapita: '', annualAmount: '', maxPercent: '' };
  const onSubmit = async (values: SchemeValues, helpers: FormikHelpers<SchemeValues>) => {
    clearNotifications();
    try {
      const body = toBody(values);
      const { data } = scheme ? await http.put<AidSchemeDefinition>(officeApi.scheme(scheme.id), body) : await http.post<AidSchemeDefinition>(officeApi.schemes, body);
      const notice: SchemeNotice = { kind: scheme ? 'changed' : 'defined', name: data.name[language] };
      navigate(`${officePaths.schemes}?academicYear=${encodeURIComponent(data.academicYear)}`, { state: { notice } });
    } catch (error) {
      reportErrors(error, helpers, FIELDS, RENAMED);
    }
  };
  return (
    <ConsolePage title={title} caption={scheme ? `${scheme.name[language]} (${scheme.academicYear})` : text('console.caption')} back={{ to: officePaths.schemes, label: text('scheme.back') }}>
      {scheme && !scheme.active && <p className="pt-body">{text('scheme.inactive')}</p>}
      <Formik<SchemeValues> initialValues={initial} validate={validateScheme} onSubmit={onSubmit}>
        {({ isSubmitting, values }) => {
          const loan = (AID_SCHEME_CATEGORIES as readonly string[]).includes(values.category) && isLoanCategory(values.category as AidSchemeCategory);
          const fixed = Boolean(scheme);
          return (
            <Form noValidate aria-label={title}>
              <FormikErrorSummary order={FIELDS} idFor={(name) => (name === 'tiers' ? `tiers-${AID_TIERS[0]}` : name)} />
              <FormikTextField name="academicYear" label={text('common.academicYear')} hint={text(fixed ? 'scheme.codeFixed' : 'common.academicYearHint')} maxLength={9} width={10} readOnly={fixed} required />
              <FormikTextField name="code" label={text('scheme.code')} hint={text(fixed ? 'scheme.codeFixed' : 'scheme.codeHint')} maxLength={30} width={20} autoCapitalize="characters" spellCheck={false} readOnly={fixed} required />
              <FormikSelectField
                name="category"
                label={text('scheme.category')}
                required
                disabled={fixed}
                placeholder=""
                options={AID_SCHEME_CATEGORIES.map((category) => ({ value: category, label: text(`common.categories.${category}`) }))}
              />
              <FormikTextField name="name.en-GB" label={text('scheme.nameEn')} maxLength={AID_SCHEME_NAME_MAX} lang="en-GB" required />
              <FormikTextField name="name.zh-Hans" label={text('scheme.nameZh')} maxLength={AID_SCHEME_NAME_MAX} lang="zh-Hans" required />
              <FormikTextAreaField name="description.en-GB" label={text('scheme.descriptionEn')} hint={text('scheme.descriptionHint')} maxLength={AID_SCHEME_DESCRIPTION_MAX} lang="en-GB" rows={3} />
              <FormikTextAreaField name="description.zh-Hans" label={text('scheme.descriptionZh')} hint={text('scheme.descriptionHint')} maxLength={AID_SCHEME_DESCRIPTION_MAX} lang="zh-Hans" rows={3} />
              <TierBoxes />
              <FormikTextField name="maxPerCapita" label={text('scheme.maxPerCapita')} hint={text('scheme.maxPerCapitaHint')} inputMode="decimal" width={10} />
              {!loan && <FormikTextField name="annualAmount" label={text('scheme.annualAmount')} hint={text('scheme.annualAmountHint')} inputMode="decimal" width={10} required />}
              {loan && <FormikTextField name="maxPercent" label={text('scheme.maxPercent')} hint={text('scheme.maxPercentHint')} inputMode="numeric" width={4} required />}
              <Button type="submit" disabled={isSubmitting}>
                {text(scheme ? 'scheme.saveChanges' : 'scheme.save')}
              </Button>
            </Form>
          );
        }}
      </Formik>
    </ConsolePage>
  );
}

function TierBoxes() {
  const text = financialAidOfficeText.useText();
  const { values, setFieldValue, setFieldTouched } = useFormikContext<SchemeValues>();
  const { error } = useShownField('tiers');
  const toggle = (tier: string, on: boolean) => {
    void setFieldValue('tiers', AID_TIERS.filter((candidate) => (candidate === tier ? on : values.tiers.includes(candidate))));
    void setFieldTouched('tiers', true, false);
  };
  return (
    <Fieldset id="tiers" legend={text('scheme.tiers')} hint={text('scheme.tiersHint')} error={error} required>
      <div className="pt-checkboxes">
        {AID_TIERS.map((tier) => (
          <Checkbox key={tier} id={`tiers-${tier}`} name="tiers" value={tier} label={text(`common.tiers.${tier}`)} checked={values.tiers.includes(tier)} onChange={(event) => toggle(tier, event.currentTarget.checked)} />
        ))}
      </div>
    </Fieldset>
  );
}

/** Deactivation asks once more before it is done. */
function Deactivate({ scheme }: { scheme: AidSchemeDefinition }) {
  const text = financialAidOfficeText.useText();
  const language = useLanguage() as Language;
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  if (!scheme.active) return null;
  const deactivate = async () => {
    clearNotifications();
    try {
      await http.post(officeApi.deactivate(scheme.id));
      const notice: SchemeNotice = { kind: 'deactivated', name: scheme.name[language] };
      navigate(`${officePaths.schemes}?academicYear=${encodeURIComponent(scheme.academicYear)}`, { state: { notice } });
    } catch (error) {
      notificationStore.getState().showErrors(apiErrorsOf(error));
    }
  };
  return (
    <TitledSection id="deactivate" title={text('scheme.deactivateHeading')}>
      <p className="pt-body">{text('scheme.deactivateIntro')}</p>
      {confirming ? (
        <div className="pt-button-group">
          <Button variant="warning" onClick={() => void deactivate()}>
            {text('scheme.deactivateConfirm')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {text('actions.cancel')}
          </Button>
        </div>
      ) : (
        <Button variant="warning" onClick={() => setConfirming(true)}>
          {text('scheme.deactivate')}
        </Button>
      )}
    </TitledSection>
  );
}
