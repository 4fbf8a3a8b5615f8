/** Styles of `<nl-funds-security>`; logical properties only. */
export const FUNDS_STYLES = /* css */ `
.funds-intro { margin: 0; color: var(--_nl-muted); }
.funds-statements { display: grid; gap: 0.6rem; margin: 0; padding: 0; border: 0; min-inline-size: 0; }
.funds-hint { font-size: 0.9em; }
`;
