import { useEffect } from 'react';
import { NavLink, Outlet, useSameUrlReloadKey } from '@portal/router';
import { applicationChoiceStore, useApplicationChoice } from '@portal/http/application-choice';
import { useSession } from '@portal/http/session';
import { uiText } from '@portal/ui/text';
import { preloadRemotes } from '../federation/remotes';
import { shellText } from '../text';
import { APPLICANT_REMOTES, applicantMenus } from './menus';

/** The applicant area: who is signed in, the menus, and the current screen. */
export function ApplicantLayout() {
  const text = shellText.useText();
  const uiWords = uiText.useText();
  const principal = useSession((state) => state.session?.principal);
  const reloadKey = useSameUrlReloadKey();
  const current = useApplicationChoice((state) => state.current);
  const canSwitch = useApplicationChoice((state) => state.applications.length > 1);
  // Which application the menus follow: asked once per visit to the applicant area (remotes refresh it when they start or delete one).
  useEffect(() => void applicationChoiceStore.getState().refresh(), []);
  // The applicant will open these menus next; fetch their code while they read the dashboard.
  useEffect(() => preloadRemotes(APPLICANT_REMOTES.map((r) => r.remote)), []);
  return (
    <div className="pt-applicant">
      <nav className="pt-side-nav" aria-label={text('applicant.menuLabel')}>
        <p className="pt-side-nav__user">
          {text('applicant.signedInAs')} <strong>{principal?.name}</strong>
          {principal?.kind === 'account' && <span className="pt-hint"> {principal.email}</span>}
        </p>
        {current && (
          <p className="pt-side-nav__user">
            <span className="pt-side-nav__application">{text('applicant.application', { number: current })}</span>
            {canSwitch && (
              <>
                {' '}
                <NavLink to="/applicant/switch-application" className="pt-link">
                  {text('applicant.switchApplication')}
                </NavLink>
              </>
            )}
          </p>
        )}
        <ul className="pt-side-nav__list">
          <li>
            <NavLink to="/applicant" end className="pt-side-nav__link">
              {text('applicant.home')}
            </NavLink>
          </li>
          {applicantMenus(current).map((group) => (
            <li key={group.title}>
              <h2 className="pt-side-nav__heading">{text(group.title)}</h2>
              <ul className="pt-side-nav__list">
                {group.items.map((item) => (
                  <li key={item.href}>
                    <NavLink to={item.href} end={item.end} className="pt-side-nav__link">
                      {text(item.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
          <li>
            <NavLink to="/applicant/login-profile" className="pt-side-nav__link">
              {text('loginProfile.menu')}
            </NavLink>
          </li>
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
