/**
 * The household's figures: its size, gross monthly income and per-capita income (householdOf, the
 * calculator's function). Said politely as they change, so a screen reader hears the result of what
 * was typed in Financial Details.
 */
import type { AidHousehold } from '@portal/contracts/financial-aid/household';
import { formatMoney } from '@portal/ui/format';
import { SummaryList } from '@portal/ui/SummaryList';
import { aidFormText } from './form-text';

export function HouseholdFigures({ household, headingLevel = 2, live = false }: { household: AidHousehold; headingLevel?: 2 | 3; live?: boolean }) {
  const text = aidFormText.useText();
  const Heading = `h${headingLevel}` as const;
  const pending = text('household.pending');
  const size =
    household.size === null ? pending : household.size === 1 ? text('household.sizeValueOne') : text('household.sizeValue', { count: household.size, members: household.size - 1 });
  return (
    <section className="pt-inset" aria-labelledby="household-heading">
      <Heading className="pt-heading-s" id="household-heading">
        {text('household.heading')}
      </Heading>
      <div aria-live={live ? 'polite' : undefined} data-testid="household-figures">
        <SummaryList
          rows={[
            { id: 'size', key: text('household.size'), value: size },
            { id: 'income', key: text('household.monthlyIncome'), value: household.monthlyIncomeCents === null ? pending : formatMoney(household.monthlyIncomeCents) },
            {
              id: 'perCapita',
              key: text('household.perCapita'),
              value: household.perCapitaIncomeCents === null ? pending : text('household.perCapitaValue', { amount: formatMoney(household.perCapitaIncomeCents) }),
            },
          ]}
        />
      </div>
      <p className="pt-body">{text('household.note')}</p>
    </section>
  );
}
