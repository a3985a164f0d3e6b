/**
 * /office/financial-aid/years?academicYear=2027/2028: the year's dates — applications open, the
 * recommended date, close, appeals close, the two bursary disbursements — the suggested ones until
 * saved. Typed dd/mm/yyyy; checked by the shared schema (their order) before sending.
 */
import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { admissionAcademicYearOf } from './academic-year';
import type { AidYearView } from '@portal/contracts/financial-aid/office';
import { parseDisplayDate, toDisplayDate } from '@portal/contracts/schemas/dates';
import { aidYearDatesSchema, isAcademicYear } from '@portal/contracts/schemas/financial-aid/office';
import { http } from '@portal/http/client';
import { useApiQuery } from '@portal/http/use-api-query';
import { Link, useSearchInAddress } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { useDocumentTitle } from '@portal/ui/document-title';
import { FormikDateField, FormikErrorSummary } from '@portal/ui/formik';
import { formatDate } from '@portal/ui/format';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { schemaValidator } from '@portal/ui/schema-validation';
import { SearchForm } from '@portal/ui/SearchForm';
import { TextField } from '@portal/ui/TextField';
import { officeApi, officePaths } from '../office-api';
import { financialAidOfficeText } from '../office-text';

const DATE_FIELDS = ['opensOn', 'recommendedBy', 'closesOn', 'appealClosesOn', 'semesterOneDisbursementOn', 'semesterTwoDisbursementOn'] as const;
type DateValues = Record<(typeof DATE_FIELDS)[number], string>;

const toBody = (values: DateValues) => Object.fromEntries(DATE_FIELDS.map((field) => [field, parseDisplayDate(values[field]) ?? values[field]]));

export function YearPage() {
  const text = financialAidOfficeText.useText();
  const search = useSearchInAddress(['academicYear'] as const);
  const asked = search.value('academicYear');
  const academicYear = isAcademicYear(asked) ? asked : admissionAcademicYearOf(new Date());
  const year = useApiQuery<AidYearView>(officeApi.year(academicYear));
  const [saved, setSaved] = useState(false);
  useDocumentTitle(text('years.title'));
  const onSubmit = async (values: DateValues, helpers: FormikHelpers<DateValues>) => {
    clearNotifications();
    try {
      await http.put(officeApi.year(academicYear), toBody(values));
      setSaved(true);
      year.reload();
    } catch (error) {
      reportErrors(error, helpers, DATE_FIELDS);
    }
  };
  return (
    <>
      <p className="pt-body">
        <Link to={officePaths.applications} className="pt-back-link">
          {text('console.backToApplications')}
        </Link>
      </p>
      <PageHeading caption={text('console.caption')}>{text('years.title')}</PageHeading>
      <SearchForm key={search.key} label={text('years.choose')} submitLabel={text('years.show')} clear={null} onSearch={search.search}>
        <TextField id="academicYear" name="academicYear" label={text('years.choose')} hint={text('common.academicYearHint')} defaultValue={academicYear} maxLength={9} width={10} />
      </SearchForm>
      {saved && (
        <NotificationBanner variant="success" focusOnMount>
          <p className="pt-body">{text('years.saved', { year: academicYear })}</p>
        </NotificationBanner>
      )}
      <QueryResult query={year} what={text('years.what')}>
        {(loaded) => (
          <>
            <h2 className="pt-heading-m">{loaded.dates.academicYear}</h2>
            <p className="pt-body">
              {loaded.configured ? text('years.configured', { date: formatDate(loaded.updatedAt!), name: loaded.updatedBy ?? '' }) : text('years.unconfigured', { year: academicYear })}
            </p>
            <Formik<DateValues>
              key={`${academicYear}-${loaded.updatedAt ?? ''}`}
              initialValues={Object.fromEntries(DATE_FIELDS.map((field) => [field, toDisplayDate(loaded.dates[field])])) as DateValues}
              validate={schemaValidator(aidYearDatesSchema, toBody)}
              onSubmit={onSubmit}
            >
              {({ isSubmitting }) => (
                <Form noValidate aria-label={text('years.title')}>
                  <FormikErrorSummary order={DATE_FIELDS} />
                  {DATE_FIELDS.map((field) => (
                    <FormikDateField key={field} name={field} label={text(`years.${field}`)} {...(field === 'appealClosesOn' ? { hint: text('years.appealHint') } : {})} required />
                  ))}
                  <Button type="submit" disabled={isSubmitting}>
                    {text('years.save')}
                  </Button>
                </Form>
              )}
            </Formik>
          </>
        )}
      </QueryResult>
    </>
  );
}
