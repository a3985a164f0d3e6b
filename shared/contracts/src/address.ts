/**
 * The Singapore address look-up (GET /api/address/singapore/{postalCode}) as the browser and the API
 * both see it: only what an address form needs, and how one address fills the form's two lines.
 */

/** One building at a postal code. Parts the national address register does not have are ''. */
export interface SingaporeAddress {
  /** Block or house number, e.g. "123" or "400A". */
  block: string;
  street: string;
  /** The building's name, e.g. "NATIONAL LIBRARY BUILDING"; '' for most homes. */
  building: string;
  postalCode: string;
}

/** 200: one or more buildings (a postal code can have several); not found is 404 POSTAL_CODE_NOT_FOUND. */
export interface SingaporeAddressLookup {
  postalCode: string;
  addresses: SingaporeAddress[];
}

/**
 * The form's address lines for a looked-up address: line 1 is block and street, line 2 the building
 * (where the applicant adds a unit number). Both stay editable.
 */
export function singaporeAddressLines(address: SingaporeAddress): { line1: string; line2: string } {
  return { line1: [address.block, address.street].filter(Boolean).join(' '), line2: address.building };
}

/** How an address reads in one line, e.g. in a list of buildings to choose from. */
export function singaporeAddressLabel(address: SingaporeAddress): string {
  const { line1, line2 } = singaporeAddressLines(address);
  return [line1, line2].filter(Boolean).join(', ');
}
