import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from '@portal/router';

/**
 * A new page starts at its top, as after following a link on any website. Back and forward keep
 * the browser's own scroll restoration (history.scrollRestoration is left on 'auto').
 */
export function ScrollToTopOnNewPage() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}
