/** Where to go after sign-in: only a path inside the applicant area, never another site. */
export function safeReturnTo(returnTo: string | null): string {
  if (returnTo && /^\/applicant(\/|\?|$)/.test(returnTo) && !returnTo.startsWith('//')) return returnTo;
  return '/applicant';
}
