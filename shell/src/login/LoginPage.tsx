import { Link, useNavigate, useSearchParams } from '@portal/router';
import type { LoginVariant } from '@portal/contracts/systems';
import { useSession } from '@portal/http/session';
import { PageHeading } from '@portal/ui/PageHeading';
import { MandatoryNote } from '@portal/ui/MandatoryNote';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { useCatalogueMessage } from '../app/startup';
import { EmailSignInForm } from './EmailSignInForm';
import { PinSignInForm } from './PinSignInForm';
import { safeReturnTo } from './return-to';

/** One of the six login variants: which system the applicant signs in to, both sign-in methods, and the public helpers. */
export function LoginPage({ variant }: { variant: LoginVariant }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const endReason = useSession((state) => state.endReason);
  const endMessage = useCatalogueMessage(endReason);
  const subCategory = params.get('subid') || variant.subCategory;
  const context = { system: variant.system, subCategory };
  const helperQuery = `sid=${encodeURIComponent(variant.system)}`;
  const onSignedIn = () => navigate(safeReturnTo(params.get('returnTo')), { replace: true });

  return (
    <div className="pt-login">
      <PageHeading caption={variant.title}>Sign in to the Undergraduate Applicant Portal</PageHeading>
      <p className="pt-body">
        You are signing in to <strong>{variant.title}</strong>.
      </p>
      {endMessage && (
        <NotificationBanner variant="info" title="You are signed out">
          <p className="pt-body">{endMessage}</p>
        </NotificationBanner>
      )}
      <MandatoryNote />
      <div className="pt-grid">
        <section className="pt-grid__column" aria-labelledby="pin-sign-in">
          <h2 className="pt-heading-m" id="pin-sign-in">
            With your application number and PIN
          </h2>
          <PinSignInForm context={context} onSignedIn={onSignedIn} />
          <ul className="pt-list">
            <li>
              <Link className="pt-link" to={`/pin/reset?${helperQuery}`}>
                Forgot your PIN?
              </Link>
            </li>
            <li>
              <Link className="pt-link" to={`/applicationNumber/enquiry?${helperQuery}`}>
                Forgot your application number?
              </Link>
            </li>
          </ul>
        </section>
        <section className="pt-grid__column" aria-labelledby="email-sign-in">
          <h2 className="pt-heading-m" id="email-sign-in">
            With your e-mail login account
          </h2>
          <EmailSignInForm context={context} onSignedIn={onSignedIn} />
          <ul className="pt-list">
            <li>
              <Link className="pt-link" to={`/b2c?${helperQuery}&subid=${encodeURIComponent(subCategory)}`}>
                Register your e-mail address
              </Link>
            </li>
            <li>
              <Link className="pt-link" to={`/social-enquiry?${helperQuery}&sscid=${encodeURIComponent(subCategory)}`}>
                Which social account did I use?
              </Link>
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}
