/**
 * Routing while the server draws a page (shared/mount/src/server.tsx): the address is given, not
 * read from a browser. Kept apart from the browser's router module so no browser build carries it.
 */
export { matchRoutes, StaticRouter } from 'react-router-dom';
