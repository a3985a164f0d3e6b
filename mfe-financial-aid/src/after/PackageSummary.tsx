/**
 * The package as offered: each bursary with its amount for the year and its two halves, one per
 * semester, on the year's disbursement dates (spec 9); each loan with the most that may be borrowed.
 * Once accepted, what the applicant took (and the percent of each loan). One small block per item
 * rather than a wide table, so it reads at 360 px.
 */
import type { AidPackageView } from '@portal/contracts/financial-aid/after';
import type { Language } from '@portal/contracts/languages';
import { useLanguage } from '@portal/i18n/namespace';
import { formatDate, formatMoney } from '@portal/ui/format';
import { SummaryList } from '@portal/ui/SummaryList';
import { afterText } from './after-text';

export function PackageSummary({ pkg, academicYear, headingLevel = 3 }: { pkg: AidPackageView; academicYear: string; headingLevel?: 2 | 3 }) {
  const text = afterText.useText();
  const language = useLanguage() as Language;
  const Heading = `h${headingLevel}` as const;
  const hasBursary = pkg.items.some((item) => item.annualAmountCents !== null);
  const half = (amountCents: number, on: string | null) => (on ? text('package.disbursement', { amount: formatMoney(amountCents), date: formatDate(on) }) : text('package.disbursementNoDate', { amount: formatMoney(amountCents) }));
  return (
    <section aria-label={text('package.caption', { academicYear })}>
      <p className="pt-body">{text('package.caption', { academicYear })}</p>
      {pkg.items.map((item) => (
        <div key={item.code}>
          <Heading className="pt-heading-s">{item.name[language]}</Heading>
          <SummaryList
            rows={[
              { key: text('package.item'), value: text(`package.categories.${item.category}`) },
              ...(item.annualAmountCents !== null
                ? [
                    { key: text('package.amount'), value: formatMoney(item.annualAmountCents) },
                    ...(item.disbursements ?? []).map((part) => ({ key: text(part.semester === 1 ? 'package.semesterOne' : 'package.semesterTwo'), value: half(part.amountCents, part.on) })),
                  ]
                : [{ key: text('package.amount'), value: text('package.upToPercent', { percent: item.maxPercent ?? 0 }) }]),
            ]}
          />
        </div>
      ))}
      {hasBursary && (
        <>
          <SummaryList rows={[{ key: text('package.bursaryTotal'), value: formatMoney(pkg.bursaryTotalCents) }]} />
          <p className="pt-body">{text('package.halvesNote')}</p>
        </>
      )}
      {pkg.selection && (
        <SummaryList
          rows={[
            {
              key: text('package.chosen'),
              value: (
                <ul className="pt-list">
                  {pkg.selection.items.map((chosen) => {
                    const name = pkg.items.find((item) => item.code === chosen.code)?.name[language] ?? chosen.code;
                    return <li key={chosen.code}>{chosen.percent === null ? name : text('package.chosenLoan', { name, percent: chosen.percent })}</li>;
                  })}
                </ul>
              ),
            },
          ]}
        />
      )}
      {pkg.remarks && <SummaryList rows={[{ key: text('package.remarks'), value: <span style={{ whiteSpace: 'pre-line' }}>{pkg.remarks}</span> }]} />}
    </section>
  );
}
