import { useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Spec 2: "navigating to the same URL reloads". Following a link to the page you are on creates a
 * new history entry key with an unchanged URL; this returns a number that changes only then, so a
 * screen keyed by it mounts again and re-reads its data. Ordinary navigations keep the key, so
 * nothing else remounts.
 */
export function useSameUrlReloadKey(): number {
  const location = useLocation();
  const url = `${location.pathname}${location.search}${location.hash}`;
  const last = useRef({ url, key: location.key, reloads: 0 });
  if (last.current.key !== location.key) {
    const reloads = last.current.url === url ? last.current.reloads + 1 : last.current.reloads;
    last.current = { url, key: location.key, reloads };
  }
  return last.current.reloads;
}
