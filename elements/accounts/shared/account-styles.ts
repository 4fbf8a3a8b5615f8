/**
 * Styles shared by the account elements (login, register, password recovery). Theme tokens and
 * logical properties only; a single column that fits 390 px phones and centres on wide screens.
 */
export const ACCOUNT_STYLES = /* css */ `
.nl-account {
  inline-size: 100%; max-inline-size: 32rem; margin-inline: auto; padding-block: 1.25rem; padding-inline: 1rem;
  background: var(--_nl-surface); color: var(--_nl-text); border-radius: var(--_nl-radius);
}
.nl-account-wide { max-inline-size: 40rem; }
.account-title { margin: 0; margin-block-end: 0.35rem; font-size: 1.4rem; line-height: 1.25; color: var(--_nl-primary); }
.account-title:focus { outline: none; }
.account-lead { margin: 0; color: var(--_nl-muted); }
.account-alt { margin: 0; margin-block-start: 1rem; text-align: center; color: var(--_nl-muted); }
.account-alt a, .account-link {
  color: var(--_nl-primary); font-weight: 600; text-decoration: underline; text-underline-offset: 2px;
  background: none; border: 0; padding: 0; font: inherit; cursor: pointer;
}
.nl-form-error .nl-link { color: inherit; }
.account-link-row { display: flex; justify-content: flex-end; margin-block-start: -0.4rem; }

.account-tabs { display: flex; gap: 0; margin-block: 0.75rem 1rem; border-block-end: 1px solid var(--_nl-border); }
.account-tab {
  flex: 1; min-block-size: 44px; padding-inline: 0.5rem; border: 0; border-block-end: 3px solid transparent;
  background: transparent; color: var(--_nl-muted); font: inherit; font-weight: 600; cursor: pointer;
}
.account-tab[aria-selected="true"] { color: var(--_nl-primary); border-block-end-color: var(--_nl-accent); }

.steps { display: flex; gap: 0.35rem; margin: 0; margin-block: 0.5rem 1rem; padding: 0; list-style: none; counter-reset: step; }
.steps li { flex: 1; display: grid; gap: 0.3rem; font-size: 0.78rem; color: var(--_nl-muted); text-align: center; }
.steps li::before { content: ""; display: block; block-size: 4px; border-radius: 2px; background: var(--_nl-border); }
.steps li[data-state="done"]::before, .steps li[data-state="current"]::before { background: var(--_nl-accent); }
.steps li[data-state="current"] { color: var(--_nl-primary); font-weight: 700; }

.account-section-title { margin: 0; font-size: 1.05rem; }
.account-actions { display: flex; gap: 0.75rem; flex-wrap: wrap; }
.account-actions > * { flex: 1 1 10rem; }
.account-target { font-weight: 700; }
/* The way on for an e-mail never verified, set apart from the login form above it. */
.verify-email { margin-block-start: 1.25rem; padding-block-start: 1.25rem; border-block-start: 1px solid var(--_nl-border); }
.verify-email .account-section-title:focus { outline: none; }
.verify-email .account-section-title:focus-visible { outline: 3px solid var(--_nl-focus); outline-offset: 2px; }

.account-success { display: grid; justify-items: center; gap: 0.75rem; text-align: center; padding-block: 1rem; }
.success-mark {
  display: grid; place-items: center; inline-size: 56px; block-size: 56px; border-radius: 50%;
  background: var(--_nl-success); color: #fff; font-size: 1.8rem; font-weight: 800;
}
.success-countdown { margin: 0; color: var(--_nl-muted); }

.kyc-progress { display: grid; grid-template-columns: repeat(4, 1fr); gap: 0.35rem; margin: 0; margin-block: 0.75rem; padding: 0; list-style: none; }
.kyc-progress li { display: grid; justify-items: center; gap: 0.35rem; font-size: 0.8rem; text-align: center; color: var(--_nl-muted); }
.kyc-dot {
  display: grid; place-items: center; inline-size: 32px; block-size: 32px; border-radius: 50%;
  border: 2px solid var(--_nl-border); background: var(--_nl-surface); font-weight: 700; color: var(--_nl-muted);
}
.kyc-progress li[data-state="done"] .kyc-dot { background: var(--_nl-success); border-color: var(--_nl-success); color: #fff; }
.kyc-progress li[data-state="current"] .kyc-dot { border-color: var(--_nl-accent); color: var(--_nl-primary); }
.kyc-progress li[data-state="current"] { color: var(--_nl-primary); font-weight: 700; }
.kyc-bar { block-size: 6px; border-radius: 3px; background: var(--_nl-border); overflow: hidden; }
.kyc-bar-fill { block-size: 100%; background: var(--_nl-success); }
`;
