/** The package version, injected at build time so the footer shows what is deployed. */
declare const __APP_VERSION__: string;
