import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { NavLink } from '@portal/router';
import { useApplicationChoice } from '@portal/http/application-choice';
import { useSession } from '@portal/http/session';
import { uiText } from '@portal/ui/text';
import { shellText } from '../text';
import { applicantText } from './applicant-text';
import { ACCOUNT_LINKS, applicantMenus } from './menus';

/**
 * The applicant area's menus and the account's links. On a phone (under 641 px) they fold behind a
 * Menu button, so the screen's own content comes first; wider, the button is hidden and the menus
 * show beside or above the content (ApplicantLayout.css). The account's links (login profile, sign
 * out) are a navigation of their own at every width, apart from the application's menus.
 */
export function ApplicantMenu() {
  const text = applicantText.useText();
  const panelId = useId();
  const accountHeadingId = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  /** Closes the folded menu; focus, when it was in the menu (now hidden), goes back to its button. */
  const fold = () => {
    setOpen(false);
    const button = toggle.current;
    if (button && getComputedStyle(button).display !== 'none' && panel.current?.contains(document.activeElement)) button.focus();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };
  // Choosing a link, even to the page already shown, folds the menu away: the chosen screen shows.
  const closeOnChoice = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) fold();
  };

  return (
    <div className="pt-side-nav pt-side-nav--foldable" onKeyDown={closeOnEscape}>
      <button
        ref={toggle}
        type="button"
        className="pt-side-nav__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {text('applicant.menuButton')}
      </button>
      <div ref={panel} id={panelId} className={open ? 'pt-side-nav__panel pt-side-nav__panel--open' : 'pt-side-nav__panel'} onClick={closeOnChoice}>
        <SignedInAs />
        <nav aria-label={text('applicant.menuLabel')}>
          <ApplicationMenus />
        </nav>
        <nav className="pt-side-nav__account" aria-labelledby={accountHeadingId}>
          <h2 id={accountHeadingId} className="pt-side-nav__heading">
            {text('applicant.accountHeading')}
          </h2>
          <AccountLinks />
        </nav>
      </div>
    </div>
  );
}

function SignedInAs() {
  const text = applicantText.useText();
  const principal = useSession((state) => state.session?.principal);
  return (
    <p className="pt-side-nav__user">
      {text('applicant.signedInAs')} <strong>{principal?.name}</strong>
      {principal?.kind === 'account' && <span className="pt-hint"> {principal.email}</span>}
    </p>
  );
}

/** The application the menus follow (and the way to another one), home, and each domain's group. */
function ApplicationMenus() {
  const text = applicantText.useText();
  // The domains' menu names are the shell's: its remote screens' loading words use them too (routes.tsx).
  const menuWords = shellText.useText();
  const current = useApplicationChoice((state) => state.current);
  const canSwitch = useApplicationChoice((state) => state.applications.length > 1);
  return (
    <>
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
            <h2 className="pt-side-nav__heading">{menuWords(group.title)}</h2>
            <ul className="pt-side-nav__list">
              {group.items.map((item) => (
                <li key={item.href}>
                  <NavLink to={item.href} end={item.end} className="pt-side-nav__link">
                    {menuWords(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}

function AccountLinks() {
  const text = applicantText.useText();
  const uiWords = uiText.useText();
  return (
    <ul className="pt-side-nav__list">
      {ACCOUNT_LINKS.map((link) => (
        <li key={link.href}>
          <NavLink to={link.href} className="pt-side-nav__link">
            {text(link.label)}
          </NavLink>
        </li>
      ))}
      <li>
        <NavLink to="/logout" className="pt-side-nav__link">
          {uiWords('buttons.signOut')}
        </NavLink>
      </li>
    </ul>
  );
}
