/**
 * The federation runtime, started the first time a remote is needed (remotes.ts imports this module
 * lazily): a page the shell draws alone never downloads it. The remotes are built without a runtime
 * of their own (externalRuntime); the inject plugin hands them this one.
 */
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import retryPlugin from './retry-plugin';
import yieldPlugin from './yield-plugin';
import { sharedModules } from './shared-modules';

init({ name: __APP_NAME__, remotes: [], shared: sharedModules(), plugins: [injectExternalRuntimeCore(), retryPlugin(), yieldPlugin()] });

export { loadRemote, registerRemotes };