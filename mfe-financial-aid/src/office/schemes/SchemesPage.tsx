/** /office/financial-aid/schemes?academicYear=…: the aid schemes of a year (inactive ones too), with links to change each and to define one. */
import type { Language } from '@portal/contracts/languages';
import type { AidSchemeDefinition } from '@portal/contracts/financial-aid/office';
import { useApiQuery } from '@portal/http/use-api-query';
import { useLanguage } from '@portal/i18n/namespace';
import { useNavigationState } from '@portal/mount/hydration';
import { Link } from '@portal/router';
import { AcademicYearSearch } from '@portal/ui/console/AcademicYearSearch';
import { ConsolePage } from '@portal/ui/console/ConsolePage';
import { formatMoney } from '@portal/ui/format';
import { QueryResult } from '@portal/ui/QueryResult';
import { Table } from '@portal/ui/Table';
import { officeApi, officePaths } from '../office-api';
import { financialAidOfficeText } from '../office-text';
import { useChosenAcademicYear } from '../years/academic-year';
import { useListWords } from '@portal/i18n/lists';

export interface SchemeNotice {
  kind: 'defined' | 'changed' | 'deactivated';
  name: string;
}

type Text = ReturnType<typeof financialAidOfficeText.useText>;

const schemeTerms = (scheme: AidSchemeDefinition, text: Text) =>
  scheme.annualAmountCents !== null ? text('application.yearly', { amount: formatMoney(scheme.annualAmountCents) }) : text('application.upTo', { percent: scheme.maxPercent ?? 0 });

export function SchemesPage() {
  const lists = useListWords();
  const text = financialAidOfficeText.useText();
  const language = useLanguage() as Language;
  const { search, academicYear } = useChosenAcademicYear();
  const notice = useNavigationState<{ notice?: SchemeNotice }>()?.notice;
  const schemes = useApiQuery<AidSchemeDefinition[]>(officeApi.schemesOf(academicYear));
  return (
    <ConsolePage
      title={text('schemes.title')}
      caption={text('console.caption')}
      back={{ to: officePaths.applications, label: text('console.backToApplications') }}
      notice={notice && text(`schemes.${notice.kind}`, { name: notice.name })}
    >
      <p className="pt-body">
        <Link to={`${officePaths.newScheme}?academicYear=${encodeURIComponent(academicYear)}`} className="pt-button" role="button">
          {text('schemes.define')}
        </Link>
      </p>
      <AcademicYearSearch search={search} label={text('common.academicYear')} hint={text('common.academicYearHint')} submitLabel={text('common.show')} value={academicYear} />
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
                { header: text('schemes.tiers'), cell: (scheme) => lists.list(scheme.tiers.map((tier) => text(`common.tiers.${tier}`))) },
                { header: text('schemes.terms'), cell: (scheme) => schemeTerms(scheme, text) },
                { header: text('schemes.active'), cell: (scheme) => text(scheme.active ? 'schemes.isActive' : 'schemes.inactive') },
              ]}
            />
          )
        }
      </QueryResult>
    </ConsolePage>
  );
}
