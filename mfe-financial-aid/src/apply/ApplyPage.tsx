/**
 * Apply (the kit's page): choose the submitted admission application the financial aid application goes with (one
 * financial aid application per academic year; a withdrawn one still counts, and the page says a
 * withdrawal is final), see the aid the
 * applicant's tier may receive, then start. The server's refusals (already applied, withdrawn,
 * closed, not eligible) are said on the page with what to do.
 */
import { useState } from 'react';
import type { FinancialAidApplicationSummary } from '@portal/contracts/api';
import { isLoanCategory } from '@portal/contracts/financial-aid/model';
import type { Language } from '@portal/contracts/languages';
import { StartWithAdmission } from '@portal/forms/StartWithAdmission';
import { apiErrorsOf } from '@portal/http/errors';
import { useLanguage } from '@portal/i18n/namespace';
import { Link, useNavigate } from '@portal/router';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { QueryResult } from '@portal/ui/QueryResult';
import { Table } from '@portal/ui/Table';
import type { OfferedAidScheme } from '@portal/contracts/financial-aid/api';
import { useAidSchemes } from '../form/aid-api';
import { aidFormText } from '../form/form-text';
import { paths } from '../paths';

/** The refusals of POST /api/financial-aid/applications that the page words itself. */
const REFUSALS = ['AID_ALREADY_APPLIED', 'AID_WITHDRAWN_NO_REAPPLY', 'AID_APPLICATIONS_CLOSED', 'AID_NOT_ELIGIBLE'] as const;
type Refusal = (typeof REFUSALS)[number];
const isRefusal = (code: string): code is Refusal => (REFUSALS as readonly string[]).includes(code);

export function ApplyPage() {
  const text = aidFormText.useText();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  return (
    <StartWithAdmission<FinancialAidApplicationSummary>
      text={text}
      api="/financial-aid/applications"
      // A withdrawn application still takes its year (a withdrawal is final): said as such, not as one to continue.
      existing={(application) => text(application.status === 'WITHDRAWN' ? 'apply.withdrawn' : 'apply.existing', { year: application.academicYear })}
      href={(application) => (application.status === 'DRAFT' ? paths.taskList(application.id) : paths.progress(application.id))}
      beforeChoice={(available) =>
        [...new Set(available.map((application) => application.academicYear))].map((year) => <Schemes key={year} academicYear={year} />)
      }
      notice={refusal && <RefusalNotice refusal={refusal} />}
      onStart={() => setRefusal(null)}
      onRefused={(error) => {
        const known = apiErrorsOf(error).find((apiError) => isRefusal(apiError.code));
        if (known) setRefusal(known.code as Refusal);
        return known !== undefined;
      }}
      onStarted={(id) => navigate(paths.taskList(id))}
    />
  );
}

function RefusalNotice({ refusal }: { refusal: Refusal }) {
  const text = aidFormText.useText();
  return (
    <NotificationBanner variant="error" title={text('apply.errorTitle')} focusOnMount>
      <p className="pt-body" data-code={refusal}>
        {text(`apply.errors.${refusal}`)}
      </p>
      <p className="pt-body">
        <Link to={paths.status}>{text('apply.statusLink')}</Link>
      </p>
    </NotificationBanner>
  );
}

/** The aid of an academic year and whether the applicant's tier may receive each. */
function Schemes({ academicYear }: { academicYear: string }) {
  const text = aidFormText.useText();
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
  const text = aidFormText.useText();
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
