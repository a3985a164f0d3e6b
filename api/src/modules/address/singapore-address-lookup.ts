/**
 * Finding the buildings at a Singapore postal code, behind one small interface so the route does not
 * care who answers. The one implementation speaks OneMap's search protocol (onemap.ts); development
 * and the tests run a local server of that protocol (api/dev/local-onemap.ts), never a fake here.
 */
import type { SingaporeAddress } from '@portal/contracts/address';

export type PostalCodeLookup = { found: true; addresses: SingaporeAddress[] } | { found: false };

export interface SingaporeAddressLookup {
  /** The buildings at a 6-digit postal code (validated by the caller); throws AddressServiceUnavailable when the service cannot answer. */
  lookUpSingaporePostalCode(postalCode: string): Promise<PostalCodeLookup>;
}

/** The service could not give an answer (unreachable, too slow, refused, or answered nonsense). `reason` is for the log only. */
export class AddressServiceUnavailable extends Error {
  constructor(readonly reason: string) {
    super(`address look-up unavailable: ${reason}`);
    this.name = 'AddressServiceUnavailable';
  }
}
