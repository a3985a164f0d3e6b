/**
 * The shell's copies of the shared singletons, as the federation runtime hands them to remotes
 * (shared/federation/src/shared-singletons.js lists what remotes consume). A remote asking for
 * `@portal/http/session` gets the very module instance the shell itself uses, so there is one
 * session store, one language, one React on the page.
 *
 * Each module is a lazy import: one the shell already runs resolves at once, any other is fetched
 * only when a remote asks for it.
 */
import type { init } from '@module-federation/enhanced/runtime';

type SharedOptions = NonNullable<Parameters<typeof init>[0]['shared']>;
type Loader = () => Promise<unknown>;

/** Versions pinned in the workspace catalog, baked in at build time. */
declare const __SHARED_VERSIONS__: Record<string, string>;

/** Libraries by import path (with the subpaths remotes consume); each is shared with a strict version. */
const LIBRARIES: Record<string, Loader> = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react-dom': () => import('react-dom'),
  'react-dom/client': () => import('react-dom/client'),
  'single-spa': () => import('single-spa'),
  'single-spa-react': () => import('single-spa-react'),
  'single-spa-react/parcel': () => import('single-spa-react/parcel'),
  zustand: () => import('zustand'),
  'zustand/vanilla': () => import('zustand/vanilla'),
  'zustand/react': () => import('zustand/react'),
  formik: () => import('formik'),
  yup: () => import('yup'),
  axios: () => import('axios'),
};

interface LazyContext {
  keys(): string[];
  (key: string): Promise<unknown>;
}
declare const require: { context(directory: string, recursive: boolean, filter: RegExp, mode: 'lazy'): LazyContext };

/**
 * The workspace packages, every file their exports map names (`"./*": "./src/*.tsx"`): a remote may
 * ask for any of them. webpack needs literal folders here, so each package is listed by hand.
 * @portal/mount/server is the server's (it draws pages in Node, with react-dom/server): never handed out.
 */
const WORKSPACE_PACKAGES: Array<{ name: string; files: LazyContext }> = [
  { name: '@portal/contracts', files: require.context('../../../shared/contracts/src', true, /^\.\/.*(?<!\.d)\.ts$/, 'lazy') },
  { name: '@portal/forms', files: require.context('../../../shared/forms/src', true, /^\.\/.*\.tsx$/, 'lazy') },
  { name: '@portal/http', files: require.context('../../../shared/http/src', true, /^\.\/.*(?<!\.d)\.ts$/, 'lazy') },
  { name: '@portal/i18n', files: require.context('../../../shared/i18n/src', true, /^\.\/.*(?<!\.d)\.ts$/, 'lazy') },
  { name: '@portal/mount', files: require.context('../../../shared/mount/src', true, /^\.\/(?!server\.tsx$).*\.tsx$/, 'lazy') },
  { name: '@portal/ui', files: require.context('../../../shared/ui/src', true, /^\.\/.*\.tsx$/, 'lazy') },
];

const WORKSPACE_VERSION = '1.0.0';

function packageOf(importPath: string): string {
  const parts = importPath.split('/');
  return importPath.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** `./schemas/login.ts` in @portal/contracts → `@portal/contracts/schemas/login`. */
const importPathOf = (packageName: string, key: string) => `${packageName}/${key.replace(/^\.\//, '').replace(/\.tsx?$/, '')}`;

function shareArgs(version: string, load: Loader, strictVersion: boolean): SharedOptions[string] {
  return {
    version,
    // The runtime wants a factory that returns the module.
    get: () => load().then((module) => () => module),
    shareConfig: { singleton: true, requiredVersion: version, strictVersion },
  };
}

/** The `shared` option of the federation runtime's init. */
export function sharedModules(): SharedOptions {
  const shared: SharedOptions = {};
  for (const [importPath, load] of Object.entries(LIBRARIES)) {
    shared[importPath] = shareArgs(__SHARED_VERSIONS__[packageOf(importPath)]!, load, true);
  }
  for (const { name, files } of WORKSPACE_PACKAGES) {
    for (const key of files.keys()) {
      // A context lists each file twice (relative and with the package path); the relative keys are enough.
      if (!key.startsWith('./')) continue;
      shared[importPathOf(name, key)] = shareArgs(WORKSPACE_VERSION, () => files(key), false);
    }
  }
  shared['@portal/router'] = shareArgs(WORKSPACE_VERSION, () => import('@portal/router'), false);
  return shared;
}
