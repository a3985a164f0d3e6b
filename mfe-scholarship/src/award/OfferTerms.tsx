/** A scholarship offer's terms as a summary list (the outcome, its reply's check step and the undertaking share it). */
import type { ScholarshipTerms } from '@portal/contracts/scholarship/award';
import type { Language } from '@portal/contracts/languages';
import { useLanguage } from '@portal/i18n/namespace';
import { formatDate, formatMoney } from '@portal/ui/format';
import { SummaryList } from '@portal/ui/SummaryList';
import { awardText } from './award-text';

export function OfferTerms({ terms, replyDueDate }: { terms: ScholarshipTerms; replyDueDate?: string }) {
  const text = awardText.useText();
  const language = useLanguage() as Language;
  return (
    <SummaryList
      rows={[
        { key: text('terms.scholarship'), value: terms.name[language] },
        { key: text('terms.academicYear'), value: terms.academicYear },
        { key: text('terms.bond'), value: terms.bondYears > 0 ? text('terms.bondYears', { years: terms.bondYears }) : text('terms.noBond') },
        { key: text('terms.livingAllowance'), value: text('terms.livingAllowanceValue', { amount: formatMoney(terms.livingAllowanceCents) }) },
        { key: text('terms.tuitionCoverage'), value: text('terms.tuitionCoverageValue', { percent: terms.tuitionCoveragePercent }) },
        ...(replyDueDate ? [{ key: text('terms.replyDue'), value: text('terms.replyDueValue', { date: formatDate(replyDueDate) }) }] : []),
      ]}
    />
  );
}
