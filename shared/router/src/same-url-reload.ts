import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Spec 2: "navigating to the same URL reloads". Following a link to the page you are on creates a
 * new history entry key with an unchanged URL; this returns a number that changes only then, so a
 * screen keyed by it mounts again and re-reads its data. Ordinary navigations keep the number, so
 * nothing else remounts.
 */
export function useSameUrlReloadKey(): number {
  const location = useLocation();
  const url = `${location.pathname}${location.search}${location.hash}`;
  const [seen, setSeen] = useState({ url, key: location.key, reloads: 0 });
  if (seen.key === location.key) return seen.reloads;
  // Adjusting state while rendering (React's pattern for values derived from a change).
  const reloads = seen.url === url ? seen.reloads + 1 : seen.reloads;
  setSeen({ url, key: location.key, reloads });
  return reloads;
}
