/**
 * The frame every office console page shares: the link back (to the list, the record, the fee), a
 * message about what was just done, the caption and heading, and the browser tab's title. The
 * consoles' list, "release several" and record pages are built on it, so the four consoles read alike.
 */
import type { ReactNode } from 'react';
import { Link } from '@portal/router';
import { usePageTitle } from '../document-title';
import { NotificationBanner } from '../NotificationBanner';
import { PageHeading } from '../PageHeading';

/** Where a console page leads back to; `relative: 'path'` counts `..` by URL segments, not by routes. */
export interface BackTo {
  to: string;
  label: string;
  relative?: 'path';
}

/** The link back above a console page's heading. */
export function BackLink({ to, label, relative }: BackTo) {
  return (
    <p className="pt-body">
      <Link to={to} relative={relative} className="pt-back-link">
        {label}
      </Link>
    </p>
  );
}

/**
 * What the officer has just done ("Scheme defined", "Fee waived"), announced and focused when it
 * appears: after a form brought the officer here, or after an action replaced the page's content.
 */
export function DoneNotice({ children }: { children: ReactNode }) {
  return (
    <NotificationBanner variant="success" focusOnMount>
      <p className="pt-body">{children}</p>
    </NotificationBanner>
  );
}

export interface ConsolePageProps {
  /** The h1; also the tab's title unless `documentTitle` says otherwise. */
  title: string;
  /** The line above the heading: the console's name, or the record the page is about. */
  caption: ReactNode;
  back?: BackTo;
  /** A done message (shown above the heading, where GOV.UK-style banners go); null or absent when none. */
  notice?: ReactNode;
  documentTitle?: string;
  children?: ReactNode;
}

export function ConsolePage({ title, caption, back, notice, documentTitle = title, children }: ConsolePageProps) {
  // The console's name (a string caption) follows the screen's: "Applications – Admissions console – <portal>".
  usePageTitle(documentTitle, ...(typeof caption === 'string' ? [caption] : []));
  return (
    <>
      {back && <BackLink {...back} />}
      {notice ? <DoneNotice>{notice}</DoneNotice> : null}
      <PageHeading caption={caption}>{title}</PageHeading>
      {children}
    </>
  );
}

/**
 * The console's other pages, as links under the heading of its start page: a bulleted list, or (as the
 * admissions and finance consoles show them) a paragraph each.
 */
export function ConsoleLinks({ links, layout = 'list' }: { links: ReadonlyArray<{ to: string; label: string }>; layout?: 'list' | 'paragraphs' }) {
  const linkTo = (link: { to: string; label: string }) => (
    <Link to={link.to} className="pt-link">
      {link.label}
    </Link>
  );
  if (layout === 'paragraphs') {
    return links.map((link) => (
      <p key={link.to} className="pt-body">
        {linkTo(link)}
      </p>
    ));
  }
  return (
    <ul className="pt-list">
      {links.map((link) => (
        <li key={link.to}>{linkTo(link)}</li>
      ))}
    </ul>
  );
}
