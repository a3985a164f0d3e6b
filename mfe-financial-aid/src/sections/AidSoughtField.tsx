/**
 * "Which financial aid are you applying for?": one checkbox per kind of aid open to the applicant's
 * tier, kept as the list the schema wants (aidSought). The first box carries the field's id, so the
 * error summary's link lands on it.
 */
import { getIn, useFormikContext } from 'formik';
import type { AidSought } from '@portal/contracts/financial-aid/model';
import { Checkbox } from '@portal/ui/Checkbox';
import { Fieldset } from '@portal/ui/Fieldset';
import { useShownField } from '@portal/ui/formik';
import { aidFormText } from '../form/form-text';

export function AidSoughtField({ kinds }: { kinds: readonly AidSought[] }) {
  const text = aidFormText.useText();
  const { values, setFieldValue } = useFormikContext();
  const { error, field } = useShownField('aidSought');
  const chosen = (getIn(values, 'aidSought') ?? []) as string[];
  const toggle = (kind: AidSought, on: boolean) => {
    const next = on ? [...chosen.filter((entry) => entry !== kind), kind] : chosen.filter((entry) => entry !== kind);
    // In the schema's order, whatever order they were ticked in.
    void setFieldValue('aidSought', kinds.filter((entry) => next.includes(entry)));
  };
  return (
    <Fieldset id="aidSought-group" legend={text('financialDetails.aidSought')} hint={text('financialDetails.aidSoughtHint')} error={error} required>
      {kinds.map((kind, index) => (
        <Checkbox
          key={kind}
          id={index === 0 ? 'aidSought' : `aidSought-${kind}`}
          name="aidSought"
          value={kind}
          label={text(`financialDetails.aidKinds.${kind}`)}
          checked={chosen.includes(kind)}
          onChange={(event) => toggle(kind, event.target.checked)}
          onBlur={field.onBlur}
        />
      ))}
    </Fieldset>
  );
}
