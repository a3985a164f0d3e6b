import { useEffect } from 'react';
import { Link, Outlet, ScrollRestoration, useNavigate } from '@portal/router';
import { setNavigator } from '@portal/http/navigation';
import { LoadingOverlay } from '../loading/LoadingOverlay';
import { NotificationArea } from '../notifications/NotificationArea';
import { SessionTimeoutDialog } from '../session/SessionTimeoutDialog';
import { VersionBanner } from '../version/VersionBanner';

/** Header, notification area, overlays and footer around every screen. */
export function PortalFrame() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((url, options) => navigate(url, options)), [navigate]);

  return (
    <>
      <a href="#main-content" className="pt-skip-link">
        Skip to main content
      </a>
      <header className="pt-header">
        <div className="pt-width-container pt-header__inner">
          <Link to="/" className="pt-header__link pt-header__title">
            Undergraduate Applicant Portal
          </Link>
        </div>
      </header>
      <VersionBanner />
      <div className="pt-width-container">
        <main className="pt-main" id="main-content" tabIndex={-1}>
          <NotificationArea />
          <Outlet />
        </main>
      </div>
      <footer className="pt-footer">
        <div className="pt-width-container">
          <p className="pt-footer__text">Office of Admissions · Undergraduate Applicant Portal · version {__APP_VERSION__}</p>
        </div>
      </footer>
      <LoadingOverlay />
      <SessionTimeoutDialog />
      <ScrollRestoration />
    </>
  );
}
