import { useEffect } from 'react';
import { Link, Outlet, useNavigate } from '@portal/router';
import { setNavigator } from '@portal/http/navigation';
import { usePortalTitle } from '@portal/ui/document-title';
import { LanguageSwitch } from '../language/LanguageSwitch';
import { LoadingOverlay } from '../loading/LoadingOverlay';
import { NotificationArea } from '../notifications/NotificationArea';
import { shellText } from '../text';
import { SessionTimeoutDialog } from '../session/SessionTimeoutDialog';
import { VersionBanner } from '../version/VersionBanner';
import { ScrollToTopOnNewPage } from './ScrollToTopOnNewPage';

/** Header, notification area, overlays and footer around every screen. */
export function PortalFrame() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((url, options) => navigate(url, options)), [navigate]);
  const text = shellText.useText();
  // The tab's title while no screen has named itself yet (a remote still loading).
  usePortalTitle();

  return (
    <>
      <a href="#main-content" className="pt-skip-link">
        {text('portal.skipLink')}
      </a>
      <header className="pt-header">
        <div className="pt-width-container pt-header__inner">
          <Link to="/" className="pt-header__link pt-header__title">
            {text('portal.title')}
          </Link>
          <LanguageSwitch />
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
          <ul className="pt-footer__links">
            <li>
              <Link to="/faq" className="pt-footer__link">
                {text('portal.faq')}
              </Link>
            </li>
          </ul>
          <p className="pt-footer__text">{text('portal.footer', { version: __APP_VERSION__ })}</p>
        </div>
      </footer>
      <LoadingOverlay />
      <SessionTimeoutDialog />
      <ScrollToTopOnNewPage />
    </>
  );
}
