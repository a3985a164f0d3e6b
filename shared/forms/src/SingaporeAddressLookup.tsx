/**
 * "Find address" for a Singapore address in any form (admission, financial aid, guarantors): placed
 * after the postal code field, it looks the code up and fills the address lines with block, street
 * and building. One building fills at once; several (a postal code can have more than one) are
 * offered as radios to choose from. The lines stay ordinary fields the applicant can change, and
 * whatever goes wrong (not found, service down, too many searches) is said here, in words that
 * tell the applicant they can type the address instead: nothing typed is touched unless an address
 * was found and chosen. What it fills is autosaved like any typing.
 *
 * Only the button looks up, never typing alone: a look-up replaces the address lines, which must
 * not happen to an applicant who was only correcting a digit.
 */
import { getIn, useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { singaporeAddressLabel, singaporeAddressLines, type SingaporeAddress } from '@portal/contracts/address';
import type { ApiError } from '@portal/contracts/api';
import { MESSAGES } from '@portal/contracts/messages';
import { SINGAPORE_POSTAL_CODE } from '@portal/contracts/schemas/address';
import { apiErrorRef, useMessageText } from '@portal/i18n/messages';
import { Button } from '@portal/ui/Button';
import { Radios } from '@portal/ui/Radios';
import { findSingaporeAddresses } from './address-lookup-client';
import { formsText } from './text';

export interface SingaporeAddressLookupProps {
  /** The address object's name in the form's values (e.g. "address"): its postalCode is looked up, its line1 and line2 filled. */
  name: string;
}

type LookupState =
  | { kind: 'idle' }
  | { kind: 'searching'; postalCode: string }
  | { kind: 'filled'; postalCode: string }
  | { kind: 'choosing'; postalCode: string; addresses: SingaporeAddress[]; chosen: string; unchosen: boolean }
  | { kind: 'failed'; postalCode: string; errors: ApiError[] };

/** Codes whose words already tell the applicant to type the address themselves. */
const SELF_EXPLANATORY = ['POSTAL_CODE_NOT_FOUND', 'ADDRESS_LOOKUP_UNAVAILABLE', 'ADDRESS_LOOKUP_OFF', 'ADDRESS_LOOKUP_LIMITED'];

export function SingaporeAddressLookup({ name }: SingaporeAddressLookupProps) {
  const text = formsText.useText();
  const messageText = useMessageText();
  const { values, setFieldValue } = useFormikContext();
  const postalCode = String(getIn(values, `${name}.postalCode`) ?? '').trim();
  const [state, setState] = useState<LookupState>({ kind: 'idle' });
  const latest = useRef(0);
  useEffect(
    () => () => {
      // Unmounted (another country chosen, page left): an answer still on its way is dropped.
      latest.current += 1;
    },
    [],
  );

  // What was found belongs to the code it was found for: once the applicant types another, it goes.
  const shown: LookupState = state.kind !== 'idle' && state.postalCode === postalCode ? state : { kind: 'idle' };
  const fieldId = (part: string) => `${name}.${part}`;

  const fill = (address: SingaporeAddress) => {
    const { line1, line2 } = singaporeAddressLines(address);
    void setFieldValue(fieldId('line1'), line1);
    void setFieldValue(fieldId('line2'), line2);
  };

  async function find() {
    if (shown.kind === 'searching') return;
    if (!SINGAPORE_POSTAL_CODE.test(postalCode)) {
      setState({ kind: 'failed', postalCode, errors: [{ code: 'INVALID_POSTAL_CODE', message: MESSAGES.INVALID_POSTAL_CODE }] });
      return;
    }
    const request = (latest.current += 1);
    setState({ kind: 'searching', postalCode });
    const outcome = await findSingaporeAddresses(postalCode);
    if (request !== latest.current) return;
    if (outcome.kind === 'failed') {
      setState({ kind: 'failed', postalCode, errors: outcome.errors });
    } else if (outcome.addresses.length === 1) {
      fill(outcome.addresses[0]!);
      setState({ kind: 'filled', postalCode });
    } else {
      setState({ kind: 'choosing', postalCode, addresses: outcome.addresses, chosen: '', unchosen: false });
    }
  }

  function applyChoice() {
    if (shown.kind !== 'choosing') return;
    const address = shown.addresses[Number(shown.chosen)];
    if (!shown.chosen || !address) {
      setState({ ...shown, unchosen: true });
      return;
    }
    fill(address);
    setState({ kind: 'filled', postalCode });
    // The radios and this button go away; the applicant carries on at the lines just filled.
    document.getElementById(fieldId('line1'))?.focus();
  }

  const status = (() => {
    switch (shown.kind) {
      case 'idle':
        return { message: '', problem: false };
      case 'searching':
        return { message: text('addressLookup.finding', { postalCode }), problem: false };
      case 'filled':
        return { message: text('addressLookup.filled', { postalCode }), problem: false };
      case 'choosing':
        return { message: text('addressLookup.several', { postalCode, count: shown.addresses.length }), problem: false };
      case 'failed': {
        const words = shown.errors.map((error) => messageText(apiErrorRef(error)));
        const explained = shown.errors.every((error) => SELF_EXPLANATORY.includes(error.code));
        return { message: [...words, ...(explained ? [] : [text('addressLookup.typeInstead')])].join(' '), problem: true };
      }
    }
  })();

  return (
    <div className="pt-address-lookup">
      <Button variant="secondary" onClick={() => void find()}>
        {text('addressLookup.find')}
      </Button>
      {/* Always in the page, so screen readers announce each new message politely. */}
      <div role="status" className="pt-address-lookup__status">
        {status.message && <p className={status.problem ? 'pt-inset-text' : 'pt-body'}>{status.message}</p>}
      </div>
      {shown.kind === 'choosing' && (
        <>
          <Radios
            name={fieldId('lookup-choice')}
            legend={text('addressLookup.chooseLegend')}
            options={shown.addresses.map((address, index) => ({ value: String(index), label: singaporeAddressLabel(address) }))}
            value={shown.chosen}
            onChange={(chosen) => setState({ ...shown, chosen, unchosen: false })}
            error={shown.unchosen ? text('addressLookup.chooseFirst') : undefined}
          />
          <Button variant="secondary" onClick={applyChoice}>
            {text('addressLookup.use')}
          </Button>
        </>
      )}
    </div>
  );
}
