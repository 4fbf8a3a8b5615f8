/** Styles of `<nl-user-info>`; logical properties only, so the box mirrors in Arabic. */
export const USER_INFO_STYLES = /* css */ `
.user-info {
  display: grid; gap: 1rem; padding: 1.25rem; border-radius: var(--_nl-radius);
  background: var(--_nl-surface); color: var(--_nl-text); box-shadow: var(--_nl-shadow);
  inline-size: 100%; min-inline-size: 0;
}
.user-info-guest { justify-items: start; }
.user-info-guest p { margin: 0; }
.user-head { display: flex; align-items: flex-start; gap: 0.75rem; flex-wrap: wrap; }
.avatar {
  display: inline-grid; place-items: center; flex: none; inline-size: 48px; block-size: 48px; overflow: hidden;
  border-radius: 50%; background: var(--_nl-primary); color: var(--_nl-accent); font-weight: 800; font-size: 1.25em;
}
.avatar img { inline-size: 100%; block-size: 100%; object-fit: cover; }
.user-ident { flex: 1; min-inline-size: 0; }
.first-name { margin: 0; font-size: 1.2em; color: var(--_nl-primary); overflow-wrap: anywhere; }
.user-facts { display: grid; gap: 0.1rem; margin: 0.25rem 0 0; font-size: 0.9em; }
.user-facts div { display: flex; gap: 0.4em; flex-wrap: wrap; }
.user-facts dt { color: var(--_nl-muted); }
.user-facts dt::after { content: ":"; }
.user-facts dd { margin: 0; overflow-wrap: anywhere; }
/* A phone number moves to the next line whole, never split in the middle. */
.user-facts .phone { white-space: nowrap; overflow-wrap: normal; }
.balance-figures { display: grid; grid-template-columns: 1fr 1fr; gap: 0.75rem; margin: 0; }
.figure { display: grid; gap: 0.2rem; padding: 0.75rem; border-radius: var(--_nl-radius-small); background: var(--_nl-surface-alt); }
.figure dt { color: var(--_nl-muted); font-size: 0.85em; }
.figure dd { margin: 0; }
.amount { font-weight: 800; font-size: 1.1em; font-variant-numeric: tabular-nums; color: var(--_nl-primary); }
.wallet-actions { display: grid; grid-template-columns: 1fr 1fr; gap: 0.5rem; }
.grand-prize {
  display: flex; align-items: center; gap: 0.75rem; flex-wrap: wrap; padding: 0.75rem; border-radius: var(--_nl-radius-small);
  background: linear-gradient(135deg, var(--_nl-primary) 0%, var(--_nl-primary-deep) 100%); color: var(--_nl-on-primary);
}
.grand-prize-pic { inline-size: 56px; block-size: 56px; border-radius: var(--_nl-radius-small); object-fit: cover; }
.grand-prize-text { flex: 1; min-inline-size: 10em; }
.grand-prize-text p { margin: 0; }
.grand-prize-title { font-size: 0.85em; opacity: 0.85; }
.grand-prize-amount { font-weight: 800; font-size: 1.2em; color: var(--_nl-accent); }
.grand-prize-expiry { font-size: 0.8em; opacity: 0.85; }
.grand-prize-close { min-inline-size: 32px; min-block-size: 32px; border: 0; background: transparent; color: inherit; font-size: 1.25em; cursor: pointer; }
@media (max-width: 420px) {
  .user-info { padding: 1rem; border-radius: 0; box-shadow: none; }
  .balance-figures { grid-template-columns: 1fr; }
}
`;
