import type { SignInContext } from './SignInForm';
import { shellText } from '../text';

/** The API route that starts the sign-in (api/src/oidc/routes.ts): a full-page navigation to the provider and back. */
const START_PATH = '/api/auth/oidc/national-identity/start';

export function identitySignInHref({ system, subCategory }: SignInContext, returnTo: string): string {
  return `${START_PATH}?${new URLSearchParams({ system, subCategory, returnTo }).toString()}`;
}

/**
 * Sign in with the national identity service. A link, not a form: the browser leaves for the
 * provider's own page and comes back signed in (or to this page with a message).
 */
export function IdentitySignIn({ context, returnTo }: { context: SignInContext; returnTo: string }) {
  const text = shellText.useText();
  return (
    <section aria-labelledby="identity-sign-in">
      <h2 className="pt-heading-m" id="identity-sign-in">
        {text('login.identityHeading')}
      </h2>
      <p className="pt-body" id="identity-sign-in-hint">
        {text('login.identityHint')}
      </p>
      <a className="pt-button" href={identitySignInHref(context, returnTo)} aria-describedby="identity-sign-in-hint">
        {text('login.identityButton')}
      </a>
    </section>
  );
}
