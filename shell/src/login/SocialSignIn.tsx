import { useApiQuery } from '@portal/http/use-api-query';
import { ButtonGroup } from '@portal/ui/Button';
import type { SignInContext } from './SignInForm';
import { shellText } from '../text';

/** A configured social provider, as GET /api/auth/oidc/social-providers lists it. */
export interface SocialProvider {
  id: string;
  name: string;
}

export const SOCIAL_PROVIDERS_PATH = '/auth/oidc/social-providers';

/** The API route that starts a social sign-in (api/src/oidc/social-routes.ts): a full-page navigation to the provider and back. */
export function socialSignInHref(providerId: string, { system, subCategory }: SignInContext, returnTo: string): string {
  return `/api/auth/oidc/${encodeURIComponent(providerId)}/start?${new URLSearchParams({ system, subCategory, returnTo }).toString()}`;
}

/**
 * Sign in with a social account: a link per configured provider. A first sign-in with an account
 * linked to no one continues on Setup Login Profile. Shows nothing when no provider is configured
 * (or the list cannot be read: the other ways to sign in still work).
 */
export function SocialSignIn({ context, returnTo, fromEnquiry }: { context: SignInContext; returnTo: string; fromEnquiry: boolean }) {
  const text = shellText.useText();
  const providers = useApiQuery<{ providers: SocialProvider[] }>(SOCIAL_PROVIDERS_PATH);
  if (providers.status !== 'success' || providers.data.providers.length === 0) return null;
  return (
    <section aria-labelledby="social-sign-in">
      <h2 className="pt-heading-m" id="social-sign-in">
        {text('login.socialHeading')}
      </h2>
      <p className="pt-body" id="social-sign-in-hint">
        {text(fromEnquiry ? 'login.socialHintFromEnquiry' : 'login.socialHint')}
      </p>
      <ButtonGroup>
        {providers.data.providers.map((provider) => (
          <a key={provider.id} className="pt-button pt-button--secondary" href={socialSignInHref(provider.id, context, returnTo)} aria-describedby="social-sign-in-hint">
            {text('login.socialButton', { provider: provider.name })}
          </a>
        ))}
      </ButtonGroup>
    </section>
  );
}
