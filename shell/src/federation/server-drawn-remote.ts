import { createContext, useContext, useState } from 'react';
import { SERVER_DRAWN_ATTRIBUTE } from '@portal/contracts/first-screen';

/** A remote's first screen as its server module drew it (shell/src/server.tsx gives it while the server draws the page). */
export interface ServerDrawnRemote {
  /** `<federation name>/<expose>`, e.g. mfe_public/app. */
  key: string;
  html: string;
  /** Its screen's tab title (the page's first HTML carries it), when it named itself. */
  title?: string | null;
}

export const ServerDrawnRemoteContext = createContext<ServerDrawnRemote | null>(null);

/**
 * Whether this parcel's first screen was drawn on the server, and its HTML. On the server the drawing
 * comes from the context; in the browser, the page's element still carries the server's mark until
 * the remote's hydration is committed (lifecycles.tsx removes the mark then), so a later visit to the same remote
 * within the page draws it afresh.
 */
export function useServerDrawnRemote(key: string): { drawn: boolean; html: string } {
  const onServer = useContext(ServerDrawnRemoteContext);
  const [drawn] = useState(() =>
    onServer ? onServer.key === key : typeof document !== 'undefined' && document.querySelector(`[${SERVER_DRAWN_ATTRIBUTE}="${CSS.escape(key)}"]`) !== null,
  );
  return { drawn, html: drawn && onServer ? onServer.html : '' };
}
