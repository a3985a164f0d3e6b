import { useEffect } from 'react';
import { OFFICE_AREA_CHUNK, shellAreaForPage } from '@portal/contracts/first-screen';
import { Link, Outlet, useLocation, useNavigate } from '@portal/router';
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
  // The office's pages are worked at a desk: wide tables of applications and fees use the screen's
  // width (a wider column), where the applicant's pages keep a line length easy to read.
  const desk = shellAreaForPage(useLocation().pathname) === OFFICE_AREA_CHUNK;
  const widthContainer = desk ? 'pt-width-container pt-width-container--desk' : 'pt-width-container';

  return (
    <>
      <a href="#main-content" className="pt-skip-link">
        {text('portal.skipLink')}
      </a>
      <header className="pt-header">
        <div className={`${widthContainer} pt-header__inner`}>
          <Link to="/" className="pt-header__link pt-header__title">
            {text('portal.title')}
          </Link>
          <LanguageSwitch />
        </div>
      </header>
      <VersionBanner />
      <div className={widthContainer}>
        <main className="pt-main" id="main-content" tabIndex={-1}>
          <NotificationArea />
          <Outlet />
        </main>
      </div>
      <footer className="pt-footer">
        <div className={widthContainer}>
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
