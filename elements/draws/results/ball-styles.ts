/** Styles of result balls, shared by `<nl-results>` and the header's results menu. */
export const BALL_STYLES = /* css */ `
.nl-balls { display: flex; flex-wrap: wrap; align-items: center; gap: 0.4em; margin: 0; padding: 0; list-style: none; }
.nl-ball {
  display: inline-grid; place-items: center; inline-size: 2.3em; block-size: 2.3em; border-radius: 50%;
  background: radial-gradient(circle at 35% 30%, #ffffff 0%, #e9edf7 55%, #c9d1e6 100%);
  color: var(--_nl-primary); font-weight: 800; font-variant-numeric: tabular-nums;
  box-shadow: inset 0 -2px 0 rgba(6, 18, 47, 0.15);
}
.nl-ball[data-missing="true"] { color: var(--_nl-muted); background: var(--_nl-surface-alt); box-shadow: inset 0 0 0 2px var(--_nl-border); }
.nl-ball-extra { margin-inline-start: 0.5em; }
/* An order's result: the balls the order matched stand out with a ring and a tick; the rest are drawn plain. */
.nl-balls[data-marking] .nl-ball[data-matched="false"] { background: var(--_nl-surface-alt); color: var(--_nl-muted); box-shadow: inset 0 0 0 1px var(--_nl-border); }
.nl-balls[data-marking] .nl-ball[data-matched="true"] { position: relative; box-shadow: 0 0 0 3px var(--_nl-success, #1f9d55); }
.nl-balls[data-marking] .nl-ball[data-matched="true"]::after {
  content: "✓"; position: absolute; inset-block-start: -0.45em; inset-inline-end: -0.45em; inline-size: 1.2em; block-size: 1.2em; border-radius: 50%;
  display: grid; place-items: center; background: var(--_nl-success, #1f9d55); color: #fff; font-size: 0.7em; font-weight: 800;
}
.nl-ball-month { background: radial-gradient(circle at 35% 30%, #fff6d8 0%, var(--_nl-accent-soft) 45%, var(--_nl-accent) 100%); color: var(--_nl-on-accent); }
.nl-ball-diamond { border-radius: 6px; transform: rotate(45deg) scale(0.86); background: linear-gradient(135deg, #d9f3ff 0%, #7fc8f8 55%, #3a86c8 100%); color: #06223d; }
.nl-ball-diamond .nl-ball-value { transform: rotate(-45deg); }
.nl-ball-bonus { background: var(--_nl-accent); color: var(--_nl-on-accent); }
.nl-ball-colour { color: #ffffff; text-shadow: 0 1px 1px rgba(0, 0, 0, 0.35); }
.nl-colour-red { background: #d7263d; }
.nl-colour-green { background: #1f9d55; }
.nl-colour-violet { background: var(--_nl-violet); }
.nl-colour-red.nl-colour-violet { background: linear-gradient(135deg, #d7263d 0 50%, var(--_nl-violet) 50% 100%); }
.nl-colour-green.nl-colour-violet { background: linear-gradient(135deg, #1f9d55 0 50%, var(--_nl-violet) 50% 100%); }
.nl-balls-compact { gap: 0.2em; font-size: 0.7em; }
`;
