/**
 * /office/financial-aid/years?academicYear=2027/2028: the year's dates — applications open, the
 * recommended date, close, appeals close, the two bursary disbursements — the suggested ones until
 * saved. Typed dd/mm/yyyy; checked by the shared schema (their order) before sending.
 */
import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useChosenAcademicYear } from './academic-year';
import type { AidYearView } from '@portal/contracts/financial-aid/office';
import { parseDisplayDate, toDisplayDate } from '@portal/contracts/schemas/dates';
import { aidYearDatesSchema } from '@portal/contracts/schemas/financial-aid/office';
import { http } from '@portal/http/client';
import { useApiQuery } from '@portal/http/use-api-query';
import { Button } from '@portal/ui/Button';
import { AcademicYearSearch } from '@portal/ui/console/AcademicYearSearch';
import { ConsolePage, DoneNotice } from '@portal/ui/console/ConsolePage';
import { FormikDateField, FormikErrorSummary } from '@portal/ui/formik';
import { formatDate } from '@portal/ui/format';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { schemaValidator } from '@portal/ui/schema-validation';
import { officeApi, officePaths } from '../office-api';
import { financialAidOfficeText } from '../office-text';

const DATE_FIELDS = ['opensOn', 'recommendedBy', 'closesOn', 'appealClosesOn', 'semesterOneDisbursementOn', 'semesterTwoDisbursementOn'] as const;
type DateValues = Record<(typeof DATE_FIELDS)[number], string>;

const toBody = (values: DateValues) => Object.fromEntries(DATE_FIELDS.map((field) => [field, parseDisplayDate(values[field]) ?? values[field]]));

export function YearPage() {
  const text = financialAidOfficeText.useText();
  const { search, academicYear } = useChosenAcademicYear();
  const year = useApiQuery<AidYearView>(officeApi.year(academicYear));
  const [saved, setSaved] = useState(false);
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
    <ConsolePage title={text('years.title')} caption={text('console.caption')} back={{ to: officePaths.applications, label: text('console.backToApplications') }}>
      <AcademicYearSearch search={search} label={text('years.choose')} hint={text('common.academicYearHint')} submitLabel={text('years.show')} value={academicYear} />
      {saved && <DoneNotice>{text('years.saved', { year: academicYear })}</DoneNotice>}
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
    </ConsolePage>
  );
}
