import { Suspense } from 'react';
import { lazyPage } from '@portal/mount/lazy-page';
import { Navigate, Route, Routes } from '@portal/router';
import { AccountPage } from './account/AccountPage';
import { FaqPage } from './faq/FaqPage';
import { NumberEnquiryPage } from './number-enquiry/NumberEnquiryPage';
import { PasswordResetPage } from './password-reset/PasswordResetPage';
import { PasswordResetRequestPage } from './password-reset/PasswordResetRequestPage';
import { PinResetPage } from './pin-reset/PinResetPage';
import { RegisterEmailPage } from './registration/RegisterEmailPage';
import { SocialEnquiryPage } from './social-enquiry/SocialEnquiryPage';

/** Only referees open it, from an e-mail: its own chunk keeps the helpers' entry small. */
const RefereePage = lazyPage('public-referee', async () => ({ default: (await import(/* webpackChunkName: "public-referee" */ './referee/RefereePage')).RefereePage }));
/** Only sureties open it, from an e-mail: its own chunk, with its own words. */
const SuretyPage = lazyPage('public-surety', async () => {
  const [page] = await Promise.all([import(/* webpackChunkName: "public-surety" */ './surety/SuretyPage'), import(/* webpackChunkName: "public-surety" */ './surety/surety-text').then(({ suretyText }) => suretyText.load())]);
  return { default: page.SuretyPage };
});
/** Only loan guarantors open it, from an e-mail: its own chunk, with its own words. */
const GuarantorPage = lazyPage('public-guarantor', async () => {
  const [page] = await Promise.all([import(/* webpackChunkName: "public-guarantor" */ './guarantor/GuarantorPage'), import(/* webpackChunkName: "public-guarantor" */ './guarantor/guarantor-text').then(({ guarantorText }) => guarantorText.load())]);
  return { default: page.GuarantorPage };
});
/** Only tuition grant sureties open it, from an e-mail: its own chunk, with its own words. */
const TuitionGrantSuretyPage = lazyPage('public-grant-surety', async () => {
  const [page] = await Promise.all([
    import(/* webpackChunkName: "public-grant-surety" */ './tuition-grant-surety/TuitionGrantSuretyPage'),
    import(/* webpackChunkName: "public-grant-surety" */ './tuition-grant-surety/grant-surety-text').then(({ grantSuretyText }) => grantSuretyText.load()),
  ]);
  return { default: page.TuitionGrantSuretyPage };
});

/** Public self-service helpers, mounted by the shell at the root of the site (no sign-in needed; spec 2). */
export function PublicRoutes() {
  return (
    <Routes>
      <Route path="pin/reset" element={<PinResetPage />} />
      <Route path="password/forgot" element={<PasswordResetRequestPage />} />
      <Route path="password/reset" element={<PasswordResetPage />} />
      <Route path="applicationNumber/enquiry" element={<NumberEnquiryPage />} />
      <Route path="b2c" element={<RegisterEmailPage />} />
      <Route path="b2c/account/:formSessionId" element={<AccountPage />} />
      <Route path="social-enquiry" element={<SocialEnquiryPage />} />
      <Route path="faq" element={<FaqPage />} />
      <Route
        path="referee"
        element={
          <Suspense fallback={null}>
            <RefereePage />
          </Suspense>
        }
      />
      <Route
        path="surety"
        element={
          <Suspense fallback={null}>
            <SuretyPage />
          </Suspense>
        }
      />
      <Route
        path="guarantor"
        element={
          <Suspense fallback={null}>
            <GuarantorPage />
          </Suspense>
        }
      />
      <Route
        path="tuition-grant-surety"
        element={
          <Suspense fallback={null}>
            <TuitionGrantSuretyPage />
          </Suspense>
        }
      />
      <Route path="b2c/*" element={<Navigate to="/b2c" replace />} />
    </Routes>
  );
}
