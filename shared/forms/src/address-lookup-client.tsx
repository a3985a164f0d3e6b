/**
 * The address look-up route (GET /api/address/singapore/{postalCode}) over the one HTTP client. Every
 * answer but a found address is a failure the form words from its catalogue code: POSTAL_CODE_NOT_FOUND,
 * ADDRESS_LOOKUP_UNAVAILABLE, ADDRESS_LOOKUP_OFF, ADDRESS_LOOKUP_LIMITED, or anything the network or
 * the portal said. 401 is the shared client's (it takes the applicant to sign in; the draft is kept).
 */
import type { SingaporeAddress, SingaporeAddressLookup } from '@portal/contracts/address';
import type { ApiError } from '@portal/contracts/api';
import { MESSAGES } from '@portal/contracts/messages';
import { http } from '@portal/http/client';
import { apiErrorsOf } from '@portal/http/errors';

export type AddressLookupOutcome = { kind: 'found'; addresses: SingaporeAddress[] } | { kind: 'failed'; errors: ApiError[] };

export async function findSingaporeAddresses(postalCode: string): Promise<AddressLookupOutcome> {
  try {
    // In the background: the button's own status line says it is searching; the page must not flash.
    const { data } = await http.get<SingaporeAddressLookup>(`/address/singapore/${encodeURIComponent(postalCode)}`, { background: true });
    if (data.addresses.length) return { kind: 'found', addresses: data.addresses };
    return { kind: 'failed', errors: [{ code: 'POSTAL_CODE_NOT_FOUND', message: MESSAGES.POSTAL_CODE_NOT_FOUND, field: 'postalCode' }] };
  } catch (error) {
    return { kind: 'failed', errors: apiErrorsOf(error) };
  }
}
