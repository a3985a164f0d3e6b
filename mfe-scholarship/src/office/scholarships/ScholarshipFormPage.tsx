/**
 * /office/scholarship/scholarships/new and /…/:scholarshipId: define a scholarship for an academic
 * year, or change one (not its code or year: applications name it by them), with its history.
 * Checked by the shared schema the API uses (definition-values.ts moves its errors to the fields).
 */
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { CITIZENSHIPS } from '@portal/contracts/categories';
import { programmeName, PROGRAMMES } from '@portal/contracts/programmes';
import type { Language } from '@portal/contracts/languages';
import type { ScholarshipDefinition } from '@portal/contracts/scholarship/office';
import { SCHOLARSHIP_DESCRIPTION_MAX, SCHOLARSHIP_NAME_MAX } from '@portal/contracts/schemas/scholarship/office';
import { http } from '@portal/http/client';
import { useApiQuery } from '@portal/http/use-api-query';
import { useLanguage } from '@portal/i18n/namespace';
import { useNavigate, useParams } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { Checkbox } from '@portal/ui/Checkbox';
import { ConsolePage } from '@portal/ui/console/ConsolePage';
import { RecordNotFound } from '@portal/ui/console/RecordPage';
import { Fieldset } from '@portal/ui/Fieldset';
import { FormikDateField, FormikErrorSummary, FormikTextAreaField, FormikTextField, useShownField } from '@portal/ui/formik';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { officeApi, officePaths } from '../office-api';
import { scholarshipOfficeText } from '../office-text';
import { DEFINITION_FIELDS, definitionValues, EMPTY_DEFINITION, RENAMED_FIELDS, toDefinitionBody, validateDefinition, type DefinitionValues } from './definition-values';
import { ScholarshipHistory } from './ScholarshipHistory';
import type { ScholarshipNotice } from './ScholarshipsPage';

/** The first checkbox of a list: where the error summary's link goes. */
const boxId = (list: 'citizenships' | 'programmes', code: string) => `${list}-${code}`;
const firstBox = { citizenships: boxId('citizenships', CITIZENSHIPS[0]), programmes: boxId('programmes', PROGRAMMES[0]!.code) };

export function ScholarshipFormPage() {
  const { scholarshipId } = useParams();
  return scholarshipId ? <ChangeScholarship id={scholarshipId} /> : <DefinitionForm scholarship={null} />;
}

function ChangeScholarship({ id }: { id: string }) {
  const text = scholarshipOfficeText.useText();
  // The list route is the only read of a definition: the page finds its own among them.
  const list = useApiQuery<ScholarshipDefinition[]>(officeApi.scholarships);
  return (
    <QueryResult query={list} what={text('definition.what')}>
      {(scholarships) => {
        const found = scholarships.find((scholarship) => scholarship.id === id);
        return found ? (
          <>
            <DefinitionForm scholarship={found} />
            <ScholarshipHistory id={found.id} />
          </>
        ) : (
          <RecordNotFound title={text('definition.notFound')} caption={text('console.caption')} back={{ to: officePaths.scholarships, label: text('definition.back') }} />
        );
      }}
    </QueryResult>
  );
}

function DefinitionForm({ scholarship }: { scholarship: ScholarshipDefinition | null }) {
  const text = scholarshipOfficeText.useText();
  const language = useLanguage() as Language;
  const navigate = useNavigate();
  const title = scholarship ? text('definition.changeTitle') : text('definition.newTitle');
  const onSubmit = async (values: DefinitionValues, helpers: FormikHelpers<DefinitionValues>) => {
    clearNotifications();
    try {
      const body = toDefinitionBody(values);
      const { data } = scholarship ? await http.put<ScholarshipDefinition>(officeApi.scholarship(scholarship.id), body) : await http.post<ScholarshipDefinition>(officeApi.scholarships, body);
      const notice: ScholarshipNotice = { kind: scholarship ? 'changed' : 'defined', name: data.name[language] };
      navigate(`${officePaths.scholarships}?academicYear=${encodeURIComponent(data.academicYear)}`, { state: { notice } });
    } catch (error) {
      reportErrors(error, helpers, DEFINITION_FIELDS, RENAMED_FIELDS);
    }
  };
  return (
    <ConsolePage title={title} caption={scholarship ? `${scholarship.name[language]} (${scholarship.academicYear})` : text('console.caption')} back={{ to: officePaths.scholarships, label: text('definition.back') }}>
      {scholarship && scholarship.applications > 0 && <p className="pt-body">{text('definition.chosenBy', { count: scholarship.applications })}</p>}
      <Formik<DefinitionValues> initialValues={scholarship ? definitionValues(scholarship) : EMPTY_DEFINITION} validate={validateDefinition} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={title}>
            <FormikErrorSummary order={DEFINITION_FIELDS} idFor={(name) => (name === 'citizenships' || name === 'programmes' ? firstBox[name] : name)} />
            <FormikTextField name="academicYear" label={text('definition.academicYear')} hint={text('common.academicYearHint')} maxLength={9} width={10} readOnly={Boolean(scholarship)} required />
            <FormikTextField
              name="code"
              label={text('definition.code')}
              hint={text(scholarship ? 'definition.codeFixed' : 'definition.codeHint')}
              maxLength={30}
              width={20}
              autoCapitalize="characters"
              spellCheck={false}
              readOnly={Boolean(scholarship)}
              required
            />
            <FormikTextField name="name.en-GB" label={text('definition.nameEn')} maxLength={SCHOLARSHIP_NAME_MAX} lang="en-GB" required />
            <FormikTextField name="name.zh-Hans" label={text('definition.nameZh')} maxLength={SCHOLARSHIP_NAME_MAX} lang="zh-Hans" required />
            <FormikTextAreaField name="description.en-GB" label={text('definition.descriptionEn')} hint={text('definition.descriptionHint')} maxLength={SCHOLARSHIP_DESCRIPTION_MAX} lang="en-GB" rows={4} />
            <FormikTextAreaField name="description.zh-Hans" label={text('definition.descriptionZh')} hint={text('definition.descriptionHint')} maxLength={SCHOLARSHIP_DESCRIPTION_MAX} lang="zh-Hans" rows={4} />
            <FormikTextField name="bondYears" label={text('definition.bondYears')} hint={text('definition.bondYearsHint')} inputMode="numeric" width={4} required />
            <FormikTextField name="livingAllowance" label={text('definition.livingAllowance')} hint={text('definition.livingAllowanceHint')} inputMode="decimal" width={10} required />
            <FormikTextField name="tuitionCoveragePercent" label={text('definition.tuitionCoverage')} hint={text('definition.tuitionCoverageHint')} inputMode="numeric" width={4} required />
            <ChoiceBoxes
              list="citizenships"
              legend={text('definition.citizenships')}
              hint={text('definition.citizenshipsHint')}
              required
              options={CITIZENSHIPS.map((code) => ({ code, label: text(`common.citizenships.${code}`) }))}
            />
            <ChoiceBoxes
              list="programmes"
              legend={text('definition.programmes')}
              hint={text('definition.programmesHint')}
              options={PROGRAMMES.map((programme) => ({ code: programme.code, label: programmeName(programme.code, language) }))}
            />
            <DateTimeFields prefix="opens" legend={text('definition.opens')} />
            <DateTimeFields prefix="closes" legend={text('definition.closes')} hint={text('definition.closesHint')} />
            <Button type="submit" disabled={isSubmitting}>
              {text(scholarship ? 'definition.saveChanges' : 'definition.save')}
            </Button>
          </Form>
        )}
      </Formik>
    </ConsolePage>
  );
}

/** One checkbox per option; the value is the list of those ticked, in the options' order. */
function ChoiceBoxes({ list, legend, hint, required, options }: { list: 'citizenships' | 'programmes'; legend: string; hint: string; required?: boolean; options: Array<{ code: string; label: string }> }) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<DefinitionValues>();
  const { error } = useShownField(list);
  const toggle = (code: string, on: boolean) => {
    void setFieldValue(list, options.map((option) => option.code).filter((candidate) => (candidate === code ? on : values[list].includes(candidate))));
    void setFieldTouched(list, true, false);
  };
  return (
    <Fieldset id={list} legend={legend} hint={hint} error={error} required={required}>
      <div className="pt-checkboxes">
        {options.map((option) => (
          <Checkbox
            key={option.code}
            id={boxId(list, option.code)}
            name={list}
            value={option.code}
            label={option.label}
            checked={values[list].includes(option.code)}
            onChange={(event) => toggle(option.code, event.currentTarget.checked)}
          />
        ))}
      </div>
    </Fieldset>
  );
}

/** A Singapore day and a 24-hour time, together one date-time of the body. */
function DateTimeFields({ prefix, legend, hint }: { prefix: 'opens' | 'closes'; legend: string; hint?: string }) {
  const text = scholarshipOfficeText.useText();
  return (
    <Fieldset id={prefix} legend={legend} hint={hint} legendSize="s" required>
      <FormikDateField name={`${prefix}On`} label={text('definition.day')} autoComplete="off" required />
      <FormikTextField name={`${prefix}Time`} label={text('definition.time')} hint={text('definition.timeHint')} inputMode="numeric" maxLength={5} width={5} autoComplete="off" required />
    </Fieldset>
  );
}
