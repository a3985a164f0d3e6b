/**
 * The portal's router. A federated singleton is shared whole, and react-router-dom whole is about
 * 60 KB gzipped; sharing this module instead lets webpack drop everything no app imports.
 * Apps import routing from here only (a lint rule enforces it); add a name here when an app needs it.
 * Declarative routing only: the data router (createBrowserRouter, loaders, ScrollRestoration) would
 * add about 18 KB gzipped to every first load, and the portal's screens fetch their own data.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';
export { useSameUrlReloadKey } from './same-url-reload';
export { useSearchInAddress, type AddressSearch } from './search-in-address';
