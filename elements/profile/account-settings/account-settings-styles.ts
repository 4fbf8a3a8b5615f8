/** Styles of `<nl-account-settings>`; logical properties only. */
export const ACCOUNT_SETTINGS_STYLES = /* css */ `
.password-rules { margin: 0; color: var(--_nl-muted); font-size: 0.9rem; }
`;
