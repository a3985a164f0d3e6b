/** /office/financial-aid/schemes?academicYear=…: the aid schemes of a year (inactive ones too), with links to change each and to define one. */
import type { Language } from '@portal/contracts/languages';
import type { AidSchemeDefinition } from '@portal/contracts/financial-aid/office';
import { isAcademicYear } from '@portal/contracts/schemas/financial-aid/office';
import { useApiQuery } from '@portal/http/use-api-query';
import { useLanguage } from '@portal/i18n/namespace';
import { useNavigationState } from '@portal/mount/hydration';
import { Link, useSearchInAddress } from '@portal/router';
import { useDocumentTitle } from '@portal/ui/document-title';
import { formatMoney } from '@portal/ui/format';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { SearchForm } from '@portal/ui/SearchForm';
import { Table } from '@portal/ui/Table';
import { TextField } from '@portal/ui/TextField';
import { officeApi, officePaths } from '../office-api';
import { financialAidOfficeText } from '../office-text';
import { admissionAcademicYearOf } from '../years/academic-year';

export interface SchemeNotice {
  kind: 'defined' | 'changed' | 'deactivated';
  name: string;
}

type Text = ReturnType<typeof financialAidOfficeText.useText>;

const schemeTerms = (scheme: AidSchemeDefinition, text: Text) =>
  scheme.annualAmountCents !== null ? text('application.yearly', { amount: formatMoney(scheme.annualAmountCents) }) : text('application.upTo', { percent: scheme.maxPercent ?? 0 });

export function SchemesPage() {
  const text = financialAidOfficeText.useText();
  const language = useLanguage() as Language;
  const search = useSearchInAddress(['academicYear'] as const);
  const asked = search.value('academicYear');
  const academicYear = isAcademicYear(asked) ? asked : admissionAcademicYearOf(new Date());
  const notice = useNavigationState<{ notice?: SchemeNotice }>()?.notice;
  const schemes = useApiQuery<AidSchemeDefinition[]>(officeApi.schemesOf(academicYear));
  useDocumentTitle(text('schemes.title'));
  return (
    <>
      <p className="pt-body">
        <Link to={officePaths.applications} className="pt-back-link">
          {text('console.backToApplications')}
        </Link>
      </p>
      {notice && (
        <NotificationBanner variant="success" focusOnMount>
          <p className="pt-body">{text(`schemes.${notice.kind}`, { name: notice.name })}</p>
        </NotificationBanner>
      )}
      <PageHeading caption={text('console.caption')}>{text('schemes.title')}</PageHeading>
      <p className="pt-body">
        <Link to={`${officePaths.newScheme}?academicYear=${encodeURIComponent(academicYear)}`} className="pt-button" role="button">
          {text('schemes.define')}
        </Link>
      </p>
      <SearchForm key={search.key} label={text('common.academicYear')} submitLabel={text('common.show')} clear={null} onSearch={search.search}>
        <TextField id="academicYear" name="academicYear" label={text('common.academicYear')} hint={text('common.academicYearHint')} defaultValue={academicYear} maxLength={9} width={10} />
      </SearchForm>
      <QueryResult query={schemes} what={text('schemes.what')}>
        {(list) =>
          list.length === 0 ? (
            <p className="pt-body">{text('schemes.none', { year: academicYear })}</p>
          ) : (
            <Table
              caption={text('schemes.caption', { year: academicYear })}
              rows={list}
              rowKey={(scheme) => scheme.id}
              firstCellIsHeader
              columns={[
                {
                  header: text('schemes.name'),
                  // The link reads "Change <name>" to a screen reader, and its visible text is the name itself, so a
                  // voice-control user can say what they see (WCAG 2.5.3).
                  cell: (scheme) => (
                    <Link to={officePaths.scheme(scheme.id)} className="pt-link">
                      <span className="pt-visually-hidden">{text('schemes.changePrefix')} </span>
                      {scheme.name[language]}
                    </Link>
                  ),
                },
                { header: text('schemes.code'), cell: (scheme) => scheme.code },
                { header: text('schemes.category'), cell: (scheme) => text(`common.categories.${scheme.category}`) },
                { header: text('schemes.tiers'), cell: (scheme) => scheme.tiers.map((tier) => text(`common.tiers.${tier}`)).join('; ') },
                { header: text('schemes.terms'), cell: (scheme) => schemeTerms(scheme, text) },
                { header: text('schemes.active'), cell: (scheme) => text(scheme.active ? 'schemes.isActive' : 'schemes.inactive') },
              ]}
            />
          )
        }
      </QueryResult>
    </>
  );
}
