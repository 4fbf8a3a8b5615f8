/** Styles of `<nl-my-profile>`; logical properties only. */
export const MY_PROFILE_STYLES = /* css */ `
.profile-head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.75rem; }
.profile-name { margin: 0; font-size: 1.3rem; color: var(--_nl-primary); overflow-wrap: anywhere; }
.profile-user { margin: 0; color: var(--_nl-muted); overflow-wrap: anywhere; }
.status-tag {
  display: inline-flex; align-items: center; padding-block: 0.2rem; padding-inline: 0.7rem; border-radius: 999px;
  font-size: 0.85rem; font-weight: 600; background: var(--_nl-surface-alt); color: var(--_nl-muted); border: 1px solid var(--_nl-border);
}
.status-tag[data-status="3"] { color: var(--_nl-success); border-color: currentColor; }
.status-tag[data-status="4"], .status-tag[data-status="7"] { color: var(--_nl-danger); border-color: currentColor; }
.status-tag[data-status="2"], .status-tag[data-status="6"] { color: var(--_nl-primary); border-color: currentColor; }
.details { display: grid; gap: 0; margin: 0; }
.details > div { display: grid; grid-template-columns: minmax(8rem, 40%) 1fr; gap: 0.75rem; padding-block: 0.6rem; border-block-end: 1px solid var(--_nl-border); }
.details > div:last-child { border-block-end: 0; }
.details dt { color: var(--_nl-muted); }
.details dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.card-head { display: flex; align-items: center; justify-content: space-between; gap: 0.75rem; flex-wrap: wrap; }
.address-text { margin: 0; overflow-wrap: anywhere; }
.settings-list { display: grid; gap: 0.25rem; margin: 0; padding: 0; list-style: none; }
.settings-list a {
  display: flex; align-items: center; justify-content: space-between; gap: 0.75rem; min-block-size: 44px;
  padding-block: 0.6rem; padding-inline: 0.75rem; border-radius: var(--_nl-radius-small);
  color: inherit; text-decoration: none; font-weight: 600;
}
.settings-list a:hover { background: var(--_nl-surface-alt); }
.settings-list a.danger { color: var(--_nl-danger); }
@container (max-width: 420px) {
  .details > div { grid-template-columns: minmax(0, 1fr); gap: 0.15rem; }
}
`;
