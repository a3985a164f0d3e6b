/**
 * Apply: choose the submitted admission application the financial aid application goes with (one
 * financial aid application per academic year; a withdrawn one still counts, and the page says a
 * withdrawal is final), see the aid the
 * applicant's tier may receive, then start. The server's refusals (already applied, withdrawn,
 * closed, not eligible) are said on the page with what to do.
 */
import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import type { AdmissionApplicationSummary, FinancialAidApplicationSummary } from '@portal/contracts/api';
import { isLoanCategory } from '@portal/contracts/financial-aid/model';
import type { Language } from '@portal/contracts/languages';
import { http } from '@portal/http/client';
import { apiErrorsOf } from '@portal/http/errors';
import { useApiQuery } from '@portal/http/use-api-query';
import { messageRef } from '@portal/i18n/messages';
import { useLanguage } from '@portal/i18n/namespace';
import { Link, useNavigate } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { useDocumentTitle } from '@portal/ui/document-title';
import { FormikErrorSummary, FormikRadios } from '@portal/ui/formik';
import { MandatoryNote } from '@portal/ui/MandatoryNote';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { Table } from '@portal/ui/Table';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import type { OfferedAidScheme } from '@portal/contracts/financial-aid/api';
import { useAidSchemes } from '../form/aid-api';
import { formText } from '../form/form-text';
import { paths } from '../paths';

type Values = { admissionApplicationNumber: string };
const FIELDS = ['admissionApplicationNumber'] as const;

/** The refusals of POST /api/financial-aid/applications that the page words itself. */
const REFUSALS = ['AID_ALREADY_APPLIED', 'AID_WITHDRAWN_NO_REAPPLY', 'AID_APPLICATIONS_CLOSED', 'AID_NOT_ELIGIBLE'] as const;
type Refusal = (typeof REFUSALS)[number];
const isRefusal = (code: string): code is Refusal => (REFUSALS as readonly string[]).includes(code);

export function ApplyPage() {
  const text = formText.useText();
  const admissions = useApiQuery<AdmissionApplicationSummary[]>('/admission/applications');
  const applications = useApiQuery<FinancialAidApplicationSummary[]>('/financial-aid/applications');
  useDocumentTitle(text('apply.title'));
  return (
    <>
      <PageHeading caption={text('apply.caption')}>{text('apply.title')}</PageHeading>
      <p className="pt-body">{text('apply.intro')}</p>
      <QueryResult query={admissions} what={text('apply.loadingWhat')}>
        {(admissionList) => (
          <QueryResult query={applications} what={text('apply.loadingWhat')}>
            {(aidList) => <ApplyContent admissions={admissionList} applications={aidList} />}
          </QueryResult>
        )}
      </QueryResult>
    </>
  );
}

function ApplyContent({ admissions, applications }: { admissions: AdmissionApplicationSummary[]; applications: FinancialAidApplicationSummary[] }) {
  const text = formText.useText();
  const submitted = admissions.filter((application) => application.status !== 'DRAFT');
  const usedYears = new Set(applications.map((application) => application.academicYear));
  const available = submitted.filter((application) => !usedYears.has(application.academicYear));
  return (
    <>
      {applications.map((application) => (
        <p className="pt-body" key={application.id}>
          {/* A withdrawn application still takes its year (a withdrawal is final): said as such, not as one to continue. */}
          {text(application.status === 'WITHDRAWN' ? 'apply.withdrawn' : 'apply.existing', { year: application.academicYear })}{' '}
          <Link to={application.status === 'DRAFT' ? paths.taskList(application.id) : paths.progress(application.id)}>
            {text(application.status === 'DRAFT' ? 'apply.continueExisting' : 'apply.viewExisting', { year: application.academicYear })}
          </Link>
        </p>
      ))}
      {submitted.length === 0 ? (
        <p className="pt-body">
          {text('apply.noSubmitted')} <a href="/applicant/admission/status">{text('apply.admissionLink')}</a>
        </p>
      ) : available.length === 0 ? (
        <p className="pt-body">{text('apply.allUsed')}</p>
      ) : (
        <>
          {[...new Set(available.map((application) => application.academicYear))].map((year) => (
            <Schemes key={year} academicYear={year} />
          ))}
          <StartForm available={available} />
        </>
      )}
    </>
  );
}

/** The aid of an academic year and whether the applicant's tier may receive each. */
function Schemes({ academicYear }: { academicYear: string }) {
  const text = formText.useText();
  const language = useLanguage() as Language;
  const schemes = useAidSchemes(academicYear);
  return (
    <section aria-labelledby={`schemes-heading-${academicYear}`}>
      <h2 className="pt-heading-m" id={`schemes-heading-${academicYear}`}>
        {text('apply.schemesHeading')}
      </h2>
      <QueryResult query={schemes} what={text('apply.schemesLoadingWhat')}>
        {(list) =>
          list.length === 0 ? (
            <p className="pt-body">{text('apply.noSchemes')}</p>
          ) : (
            <>
              {!list.some((scheme) => scheme.eligible) && <p className="pt-body">{text('apply.noneEligible')}</p>}
              <Table
                caption={text('apply.schemesCaption', { year: list[0]!.academicYear })}
                rows={list}
                rowKey={(scheme) => scheme.id}
                firstCellIsHeader
                columns={[
                  { header: text('apply.scheme'), cell: (scheme) => scheme.name[language] },
                  { header: text('apply.kind'), cell: (scheme) => <SchemeKind scheme={scheme} /> },
                  { header: text('apply.forYou'), cell: (scheme) => text(scheme.eligible ? 'apply.eligible' : 'apply.notEligible') },
                ]}
              />
            </>
          )
        }
      </QueryResult>
    </section>
  );
}

function SchemeKind({ scheme }: { scheme: OfferedAidScheme }) {
  const text = formText.useText();
  return (
    <>
      {text(`categories.${scheme.category}`)}
      {isLoanCategory(scheme.category) && scheme.maxPercent !== null && (
        <>
          <br />
          {text('apply.loanUpTo', { percent: scheme.maxPercent })}
        </>
      )}
    </>
  );
}

function StartForm({ available }: { available: AdmissionApplicationSummary[] }) {
  const text = formText.useText();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    clearNotifications();
    setRefusal(null);
    try {
      const { data } = await http.post<{ id: string }>('/financial-aid/applications', values);
      navigate(paths.taskList(data.id));
    } catch (error) {
      const known = apiErrorsOf(error).find((apiError) => isRefusal(apiError.code));
      if (known) setRefusal(known.code as Refusal);
      else reportErrors(error, helpers, FIELDS);
    }
  };
  return (
    <>
      {refusal && (
        <NotificationBanner variant="error" title={text('apply.errorTitle')} focusOnMount>
          <p className="pt-body" data-code={refusal}>
            {text(`apply.errors.${refusal}`)}
          </p>
          <p className="pt-body">
            <Link to={paths.status}>{text('apply.statusLink')}</Link>
          </p>
        </NotificationBanner>
      )}
      <MandatoryNote />
      <Formik<Values>
        // With one admission application to choose, it is chosen already.
        initialValues={{ admissionApplicationNumber: available.length === 1 ? available[0]!.applicationNumber : '' }}
        validate={(values) => (values.admissionApplicationNumber ? {} : { admissionApplicationNumber: messageRef('REQUIRED') })}
        onSubmit={onSubmit}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={text('apply.formLabel')}>
            <FormikErrorSummary order={FIELDS} />
            <FormikRadios
              name="admissionApplicationNumber"
              legend={text('apply.admissionApplication')}
              hint={text('apply.admissionHint')}
              options={available.map((application) => ({
                value: application.applicationNumber,
                label: text('apply.option', { number: application.applicationNumber, year: application.academicYear }),
              }))}
              required
            />
            <Button type="submit" disabled={isSubmitting}>
              {text('apply.start')}
            </Button>
          </Form>
        )}
      </Formik>
    </>
  );
}
