/**
 * `@nl/lottery/sdk/host`: the host bridges (browser, super-app, native app) behind one interface.
 * The client loads the one it needs on first use (`client.host()`); a host passes its own through
 * `createClient({ host })`.
 */
export * from './host-bridge';
export * from './detect-host';
export * from './browser-bridge';
export * from './super-app-bridge';
export * from './create-host-bridge';
export * from './host-login';
