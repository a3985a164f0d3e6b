/** Where to go after sign-in: only a path inside the applicant area or the identity-data screen, never another site. */
export function safeReturnTo(returnTo: string | null): string {
  if (returnTo && /^\/(applicant|singpass)(\/|\?|$)/.test(returnTo) && !returnTo.startsWith('//')) return returnTo;
  return '/applicant';
}
