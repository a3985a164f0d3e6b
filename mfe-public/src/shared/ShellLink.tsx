import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigateTo } from '@portal/http/navigation';

/**
 * A link to a page outside this remote (the login pages are the shell's). A plain click goes through
 * the shell's router; opening in a new tab and the like keep working because it is a real href.
 */
export function ShellLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigateTo(href);
  };
  return <a href={href} onClick={follow} {...rest} />;
}
