import { useEffect } from 'react';
import { NavLink, Outlet, useSameUrlReloadKey } from '@portal/router';
import { useSession } from '@portal/http/session';
import { uiText } from '@portal/ui/text';
import { preloadRemotes } from '../federation/remotes';
import { shellText } from '../text';
import { APPLICANT_MENUS, APPLICANT_REMOTES } from './menus';

/** The applicant area: who is signed in, the menus, and the current screen. */
export function ApplicantLayout() {
  const text = shellText.useText();
  const uiWords = uiText.useText();
  const principal = useSession((state) => state.session?.principal);
  const reloadKey = useSameUrlReloadKey();
  // The applicant will open these menus next; fetch their code while they read the dashboard.
  useEffect(() => preloadRemotes(APPLICANT_REMOTES.map((r) => r.remote)), []);
  return (
    <div className="pt-applicant">
      <nav className="pt-side-nav" aria-label={text('applicant.menuLabel')}>
        <p className="pt-side-nav__user">
          {text('applicant.signedInAs')} <strong>{principal?.name}</strong>
          {principal?.kind === 'application' && <span className="pt-hint"> {text('applicant.application', { number: principal.applicationNumber })}</span>}
          {principal?.kind === 'account' && <span className="pt-hint"> {principal.email}</span>}
        </p>
        <ul className="pt-side-nav__list">
          <li>
            <NavLink to="/applicant" end className="pt-side-nav__link">
              {text('applicant.home')}
            </NavLink>
          </li>
          {APPLICANT_MENUS.map((group) => (
            <li key={group.title}>
              <h2 className="pt-side-nav__heading">{text(group.title)}</h2>
              <ul className="pt-side-nav__list">
                {group.items.map((item) => (
                  <li key={item.href}>
                    <NavLink to={item.href} className="pt-side-nav__link">
                      {text(item.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
          <li>
            <NavLink to="/logout" className="pt-side-nav__link">
              {uiWords('buttons.signOut')}
            </NavLink>
          </li>
        </ul>
      </nav>
      <div className="pt-applicant__content" key={reloadKey}>
        <Outlet />
      </div>
    </div>
  );
}
