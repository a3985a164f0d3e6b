/**
 * The portal's router. A federated singleton is shared whole, and react-router-dom whole is about
 * 60 KB gzipped; sharing this module instead lets webpack drop everything no app imports.
 * Apps import routing from here only (a lint rule enforces it); add a name here when an app needs it.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  ScrollRestoration,
  createBrowserRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';
export { useSameUrlReloadKey } from './same-url-reload';
export { useSearchInAddress, type AddressSearch } from './search-in-address';
