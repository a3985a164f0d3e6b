import type { EnquiryValues } from './NumberEnquiryForm';

const filled = (value: string | undefined) => Boolean(value?.trim());

/**
 * A failed number enquiry uses up one of the 3 attempts only when every field was filled, the
 * alternative contact's number included (spec 8). The area code is optional (Singapore numbers have none).
 */
export function enquiryFailureCounts(values: EnquiryValues): boolean {
  const { fullName, dob, nric, email, nokName, nokContact } = values;
  return [fullName, dob, nric, email, nokName, nokContact.countryCode, nokContact.contactNumber].every(filled);
}
