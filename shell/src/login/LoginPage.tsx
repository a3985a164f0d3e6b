import { Link, Navigate, useNavigate, useSearchParams } from '@portal/router';
import type { MessageCode } from '@portal/contracts/messages';
import { loginVariantFor, type LoginVariant } from '@portal/contracts/systems';
import { messageRef, useMessageText } from '@portal/i18n/messages';
import { useSession } from '@portal/http/session';
import { PageHeading } from '@portal/ui/PageHeading';
import { usePageTitle } from '@portal/ui/document-title';
import { MandatoryNote } from '@portal/ui/MandatoryNote';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { shellText } from '../text';
import { variantTitle } from './variant-title';
import { EmailSignInForm } from './EmailSignInForm';
import { IdentitySignIn } from './IdentitySignIn';
import { PinSignInForm } from './PinSignInForm';
import { SocialSignIn } from './SocialSignIn';
import { safeReturnTo } from './return-to';

const IDENTITY_ERRORS: ReadonlySet<string> = new Set<MessageCode>([
  'IDENTITY_SIGN_IN_DENIED',
  'IDENTITY_SIGN_IN_EXPIRED',
  'IDENTITY_SIGN_IN_FAILED',
  'IDENTITY_SIGN_IN_UNAVAILABLE',
  'SOCIAL_SIGN_IN_DENIED',
  'SOCIAL_SIGN_IN_EXPIRED',
  'SOCIAL_SIGN_IN_FAILED',
  'SOCIAL_SIGN_IN_UNAVAILABLE',
  'SOCIAL_SETUP_EXPIRED',
]);

/** One of the six login variants: which system the applicant signs in to, the three sign-in methods, and the public helpers. */
export function LoginPage({ variant }: { variant: LoginVariant }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const endReason = useSession((state) => state.endReason);
  const text = shellText.useText();
  const messageText = useMessageText();
  const title = variantTitle(variant);
  usePageTitle(text('login.pageTitle'), title);
  // sid and sscid: the social sign-in deep link (the social-account enquiry's e-mail) names the system and sub-category.
  const socialSubCategory = params.get('sscid');
  const subCategory = params.get('subid') || socialSubCategory || variant.subCategory;
  const context = { system: variant.system, subCategory };
  const helperQuery = `sid=${encodeURIComponent(variant.system)}`;
  const returnTo = safeReturnTo(params.get('returnTo'));
  const onSignedIn = () => navigate(returnTo, { replace: true });
  // The API sends a failed national-identity sign-in back here with a catalogue code; only those codes are shown.
  const signInError = params.get('error');
  const identityError = signInError && IDENTITY_ERRORS.has(signInError) ? signInError : null;
  const deepLinkSystem = params.get('sid');
  const target = socialSubCategory !== null && deepLinkSystem ? loginVariantFor(deepLinkSystem, socialSubCategory) : null;
  // The deep link always says /login; the variant it names has a page of its own.
  if (target && target.path !== variant.path) {
    return <Navigate to={`${target.path}?${new URLSearchParams({ sid: target.system, sscid: target.subCategory }).toString()}`} replace />;
  }
  const fromEnquiry = socialSubCategory !== null;
  const social = <SocialSignIn context={context} returnTo={returnTo} fromEnquiry={fromEnquiry} />;

  return (
    <div className="pt-login">
      <PageHeading caption={title}>{text('login.heading')}</PageHeading>
      <p className="pt-body">
        {text('login.signingInBefore')}
        <strong>{title}</strong>
        {text('login.signingInAfter')}
      </p>
      {endReason && (
        <NotificationBanner variant="info" title={text('login.signedOut')}>
          <p className="pt-body">{messageText(messageRef(endReason))}</p>
        </NotificationBanner>
      )}
      {identityError && (
        <NotificationBanner variant="error" title={text('login.signInNotCompleted')}>
          <p className="pt-body">{messageText(messageRef(identityError))}</p>
        </NotificationBanner>
      )}
      {fromEnquiry && social}
      <IdentitySignIn context={context} returnTo={returnTo} />
      {!fromEnquiry && social}
      <MandatoryNote />
      <div className="pt-grid">
        <section className="pt-grid__column" aria-labelledby="pin-sign-in">
          <h2 className="pt-heading-m" id="pin-sign-in">
            {text('login.pinHeading')}
          </h2>
          <PinSignInForm context={context} onSignedIn={onSignedIn} />
          <ul className="pt-list">
            <li>
              <Link className="pt-link" to={`/pin/reset?${helperQuery}`}>
                {text('login.forgotPin')}
              </Link>
            </li>
            <li>
              <Link className="pt-link" to={`/applicationNumber/enquiry?${helperQuery}`}>
                {text('login.forgotApplicationNumber')}
              </Link>
            </li>
          </ul>
        </section>
        <section className="pt-grid__column" aria-labelledby="email-sign-in">
          <h2 className="pt-heading-m" id="email-sign-in">
            {text('login.emailHeading')}
          </h2>
          <EmailSignInForm context={context} onSignedIn={onSignedIn} />
          <ul className="pt-list">
            <li>
              <Link className="pt-link" to={`/password/forgot?${helperQuery}&subid=${encodeURIComponent(subCategory)}`}>
                {text('login.forgotPassword')}
              </Link>
            </li>
            <li>
              <Link className="pt-link" to={`/b2c?${helperQuery}&subid=${encodeURIComponent(subCategory)}`}>
                {text('login.registerEmail')}
              </Link>
            </li>
            <li>
              <Link className="pt-link" to={`/social-enquiry?${helperQuery}&sscid=${encodeURIComponent(subCategory)}`}>
                {text('login.whichSocialAccount')}
              </Link>
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}
