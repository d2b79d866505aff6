/**
 * What the page shares as `react-router-dom` (shared/build/webpack/sharing.cjs): react-router's
 * declarative mode, one copy per page whichever remotes it mounts. A shared module is
 * not tree-shaken (its users are only known in the browser), and react-router-dom shared whole
 * is ~62 KB gzip against ~14 KB for these names, so the share provides this list and nothing else.
 *
 * Every name a package imports from 'react-router-dom' must be here (react-router-shared.test.ts
 * fails otherwise): a missing one would be `undefined` in the browser. A remote built with a name
 * the live shell's list lacks is refused by the contract check (deploy/src/releases/contract.ts), so a name
 * is added here in a shell release first. Data routers (createBrowserRouter, loaders, actions) are
 * left out on purpose: their router core is most of the library's weight.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
