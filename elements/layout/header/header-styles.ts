/** Styles of `<nl-header>`; logical properties only, so the bar mirrors in Arabic. */
export const HEADER_STYLES = /* css */ `
.nl-header {
  position: relative; z-index: 10;
  background: linear-gradient(180deg, var(--_nl-primary) 0%, var(--_nl-primary-deep) 100%);
  color: var(--_nl-on-primary); border-block-end: 3px solid var(--_nl-accent);
}
.bar {
  display: flex; align-items: center; gap: 0.75rem; min-block-size: 68px;
  max-inline-size: 1264px; margin-inline: auto; padding-block: 0.5rem; padding-inline: 1rem;
}
.logo { display: inline-flex; align-items: center; gap: 0.5rem; color: inherit; text-decoration: none; font-weight: 800; letter-spacing: 0.02em; flex: none; }
.logo img { block-size: 40px; inline-size: auto; }
.brand { color: var(--_nl-accent); font-size: 1.1rem; white-space: nowrap; }
.nav { flex: 1; min-inline-size: 0; }
/* One line whatever the width: tabs that do not fit move into "More" (use-priority-row). */
.nav-row { display: flex; align-items: center; gap: 0.15rem; min-inline-size: 0; }
.nav-list { display: flex; align-items: center; gap: 0.15rem; flex-wrap: nowrap; margin: 0; padding: 0; list-style: none; }
.nav-list > li[hidden] { display: none; }
.nav-more[data-idle] { position: absolute; visibility: hidden; pointer-events: none; }
.nav-button {
  display: inline-flex; align-items: center; gap: 0.3em; padding-block: 0.5em; padding-inline: 0.7em;
  border: 0; border-radius: 999px; background: transparent; color: inherit; font: inherit; font-weight: 600;
  text-decoration: none; white-space: nowrap; cursor: pointer;
}
.nav-button:hover, .nav-button[aria-expanded="true"] { background: rgba(255, 255, 255, 0.1); color: var(--_nl-accent-soft); }
.nav .nl-skeleton { background-color: rgba(255, 255, 255, 0.18); }
.nav .nl-state-error { color: var(--_nl-accent-soft); justify-content: flex-start; }
.tools { display: flex; flex: none; align-items: center; gap: 0.25rem; margin-inline-start: auto; }
.guest-actions { display: flex; gap: 0.5rem; }
/* Only on the bar's dark background: the menus and dialogs the header opens are light. */
.bar .nl-button-secondary { color: var(--_nl-on-primary); }

.lang-switch { display: inline-flex; border: 1px solid rgba(255, 255, 255, 0.35); border-radius: 999px; overflow: hidden; }
.lang-switch button { min-block-size: 32px; padding-inline: 0.8em; border: 0; background: transparent; color: inherit; font: inherit; cursor: pointer; }
.lang-switch button[aria-pressed="true"] { background: var(--_nl-accent); color: var(--_nl-on-accent); font-weight: 700; }

.badge {
  position: absolute; inset-block-start: 2px; inset-inline-end: -2px; min-inline-size: 18px; block-size: 18px;
  padding-inline: 4px; border-radius: 9px; background: var(--_nl-danger); color: #fff;
  font-size: 11px; font-weight: 700; line-height: 18px; text-align: center;
}
.user-name { max-inline-size: 8em; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }

.play-menu { display: grid; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); gap: 0.25rem 1rem; min-inline-size: min(640px, 90vw); }
.nl-dialog .play-menu { min-inline-size: 0; grid-template-columns: 1fr; }
.game-item img { inline-size: 32px; block-size: 32px; border-radius: 8px; object-fit: cover; background: var(--_nl-surface-alt); }
.see-all { color: var(--_nl-primary); font-weight: 600; }
.draws-menu { display: grid; min-inline-size: 320px; }
.draws-item { justify-content: space-between; }
.all-results { font-weight: 700; color: var(--_nl-primary); }

.nl-header-mobile .bar { min-block-size: 56px; gap: 0.25rem; padding-inline: 0.5rem; }
.nl-header-mobile .brand { font-size: 1rem; }
.play-button, .nl-header-mobile .login-button { min-block-size: 36px; padding-inline: 0.8em; }
/* A phone's bar holds the balance beside Play: the balance's label and Play's word go (both stay
   as accessible names), the amount, eye and wallet stay in reach (SPEC §2 balance widget). */
.nl-header-mobile .balance-block { padding-inline-start: 0.6rem; }
.nl-header-mobile .balance-label, .nl-header-mobile .play-label {
  position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap;
}
.nl-header-mobile .balance-block + .play-button { padding-inline: 0.6em; }
.panel-section { display: grid; gap: 0.5rem; padding-block: 0.75rem; border-block-end: 1px solid var(--_nl-border); }
.panel-section:last-child { border-block-end: 0; }
.panel-guest { grid-template-columns: 1fr 1fr; }
.panel-user { margin: 0; font-weight: 700; font-size: 1.1em; }
.panel-balance { display: flex; align-items: center; gap: 0.5rem; }
.panel-balance .amount { margin-inline-start: auto; color: var(--_nl-primary); }
.panel-list, .lang-list { display: grid; gap: 0.15rem; margin: 0; padding: 0; list-style: none; }
.panel-item {
  display: flex; align-items: center; justify-content: space-between; inline-size: 100%; min-block-size: 44px;
  padding-inline: 0.75rem; border: 0; border-radius: var(--_nl-radius-small); background: transparent;
  color: inherit; font: inherit; text-align: start; text-decoration: none; cursor: pointer;
}
.panel-item:hover { background: var(--_nl-surface-alt); }
.panel-item[aria-pressed="true"] { font-weight: 700; color: var(--_nl-primary); background: var(--_nl-surface-alt); }
.panel-badge { min-inline-size: 22px; padding-inline: 6px; border-radius: 11px; background: var(--_nl-danger); color: #fff; font-size: 12px; font-weight: 700; text-align: center; }
.panel-logout { inline-size: 100%; color: var(--_nl-danger); }

/* Narrow bars show the mark alone; the name stays for screen readers, as the logo link's name. */
@media (max-width: 960px) { .brand { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; } }
/* Room for the tabs on a narrow desktop: the account button keeps its icon (and its name for screen readers). */
@media (max-width: 1150px) { .user-name { display: none; } }
`;
