/**
 * Which failed PIN reset requests use up one of the 3 attempts (spec 8). A request that failed while
 * something was missing tells nothing about the applicant's details, so it does not count.
 */
const filled = (value: string | undefined) => Boolean(value?.trim());

/** Without a link: only when the application number and the e-mail were both filled. */
export function requestFailureCounts(values: { applicationNumber: string; email: string }): boolean {
  return filled(values.applicationNumber) && filled(values.email);
}

/** With a link: only when the date of birth and both PINs were filled and the PINs are equal. */
export function resetFailureCounts(values: { dob: string; pin1: string; pin2: string }): boolean {
  return filled(values.dob) && filled(values.pin1) && filled(values.pin2) && values.pin1 === values.pin2;
}
