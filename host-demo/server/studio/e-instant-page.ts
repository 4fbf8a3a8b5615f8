/**
 * The page of the reference e-instant game (./e-instant-studio.ts): a ticket of nine symbols and a
 * stake; Play asks the studio's server for the outcome and reveals it; three of one symbol in the
 * middle row win the stake times the multiplier shown. It talks to the product's page by the frame
 * protocol (sdk/instant/frame-protocol.ts, `nl-frame/1`): ready, balance, resize and close out;
 * refresh-balance in, read only from its parent and the host origin it allows.
 */
import { escapeHtml } from '../providers/simulator-page-layout';

const TEXT = {
  'en-US': {
    reference: 'Reference e-instant game of the studio that ships with this product.',
    demo: 'Demo — virtual balance, no real money',
    balance: 'Balance',
    stake: 'Stake',
    play: 'Play',
    playing: 'Playing…',
    close: 'Close game',
    rules: 'Three of one symbol in the middle row win the stake times the multiplier. Up to {top}× the stake.',
    won: 'You won {amount} (×{multiplier})!',
    lost: 'No win this time.',
    loading: 'Opening the game…',
    ticket: 'Your ticket',
    failed: 'The game could not continue.',
  },
  'ar-AE': {
    reference: 'لعبة فورية مرجعية من الاستوديو المرفق بهذا المنتج.',
    demo: 'تجريبي — رصيد افتراضي، بدون أموال حقيقية',
    balance: 'الرصيد',
    stake: 'قيمة الرهان',
    play: 'العب',
    playing: 'جارٍ اللعب…',
    close: 'إغلاق اللعبة',
    rules: 'ثلاثة رموز متطابقة في الصف الأوسط تربح قيمة الرهان مضروبة في المضاعف. حتى {top} ضعف الرهان.',
    won: 'ربحت {amount} (×{multiplier})!',
    lost: 'لا ربح هذه المرة.',
    loading: 'جارٍ فتح اللعبة…',
    ticket: 'تذكرتك',
    failed: 'تعذّر متابعة اللعبة.',
  },
} as const;

/** Each symbol's artwork: a small SVG drawn in the ticket's cell. */
const SYMBOL_ART: Record<string, string> = {
  pearl: '<circle cx="24" cy="24" r="14" fill="#f5f3ee" stroke="#b9b2a3" stroke-width="2"/><circle cx="19" cy="19" r="4" fill="#fff"/>',
  shell: '<path d="M24 8 L40 34 Q24 42 8 34 Z" fill="#f2a07b"/><path d="M24 8 L24 38 M24 8 L16 36 M24 8 L32 36" stroke="#b35c3a" stroke-width="2"/>',
  starfish: '<polygon points="24,6 29,19 43,19 32,28 36,42 24,33 12,42 16,28 5,19 19,19" fill="#f28c28"/>',
  wave: '<path d="M4 30 Q14 16 24 30 T44 30 L44 42 L4 42 Z" fill="#2a8fbd"/>',
  coral: '<path d="M24 42 L24 20 M24 28 L14 16 M24 24 L34 12 M14 16 L10 8 M34 12 L38 6" stroke="#e8505b" stroke-width="4" stroke-linecap="round" fill="none"/>',
  anchor: '<path d="M24 8 L24 40 M14 16 L34 16 M8 30 Q24 48 40 30" stroke="#4b5563" stroke-width="4" fill="none" stroke-linecap="round"/><circle cx="24" cy="8" r="4" fill="none" stroke="#4b5563" stroke-width="3"/>',
  lantern: '<rect x="14" y="12" width="20" height="26" rx="8" fill="#d7263d"/><rect x="20" y="6" width="8" height="6" fill="#8a5a00"/><rect x="18" y="38" width="12" height="4" fill="#8a5a00"/>',
  moon: '<path d="M30 6 A18 18 0 1 0 42 34 A14 14 0 1 1 30 6 Z" fill="#f6c945"/>',
  star: '<polygon points="24,4 30,18 45,18 33,27 38,42 24,33 10,42 15,27 3,18 18,18" fill="#f6c945"/>',
  coin: '<circle cx="24" cy="24" r="16" fill="#e0a526" stroke="#8a5a00" stroke-width="3"/><rect x="20" y="20" width="8" height="8" fill="#8a5a00"/>',
  dragon: '<path d="M6 30 Q16 10 26 24 T44 18 L40 30 Q30 38 20 32 Z" fill="#2f9e44"/><circle cx="38" cy="22" r="2" fill="#fff"/>',
  lotus: '<path d="M24 40 Q10 30 12 16 Q20 22 24 40 Q28 22 36 16 Q38 30 24 40 Z M24 40 Q18 20 24 8 Q30 20 24 40 Z" fill="#e64980"/>',
};

export interface GamePageOptions {
  nonce: string;
  language: 'en-US' | 'ar-AE';
  appKey: string;
  name: string;
  background: string;
  hostOrigins: readonly string[];
  stakes: readonly { amount: number; label: string }[];
  /** The currency as written before an amount in this language, e.g. `AED`. */
  moneyPrefix: string;
  symbols: readonly string[];
  topMultiplier: number;
}

/** The whole page; everything it interpolates is escaped, its configuration is JSON in a script tag. */
export function gamePage(o: GamePageOptions): string {
  const t = TEXT[o.language];
  const rtl = o.language === 'ar-AE';
  const art = Object.fromEntries(o.symbols.map((s) => [s, SYMBOL_ART[s] ?? '']));
  const config = {
    appKey: o.appKey,
    language: o.language,
    hostOrigins: o.hostOrigins,
    moneyPrefix: o.moneyPrefix,
    art,
    text: { won: t.won, lost: t.lost, play: t.play, playing: t.playing, failed: t.failed },
  };
  // JSON inside <script type="application/json">: '<' escaped so no text can close the tag.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${rtl ? 'ar' : 'en'}" dir="${rtl ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(o.name)}</title>
<style nonce="${o.nonce}">
  :root { color-scheme: dark; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, "Segoe UI", Tahoma, sans-serif; background: ${/^#[0-9A-Fa-f]{6}$/.test(o.background) ? o.background : '#1B3A4B'}; color: #fff; }
  main { max-inline-size: 34rem; margin: 0 auto; padding: 1rem; display: grid; gap: .75rem; }
  .note { font-size: .8rem; opacity: .85; margin: 0; }
  .demo { background: #fff3cd; color: #5c4400; padding: .35rem .6rem; border-radius: .4rem; font-size: .85rem; justify-self: start; }
  header { display: flex; justify-content: space-between; align-items: center; gap: .5rem; }
  h1 { font-size: 1.35rem; margin: 0; }
  .balance { font-weight: 700; font-variant-numeric: tabular-nums; }
  .ticket { display: grid; grid-template-columns: repeat(3, 1fr); gap: .5rem; background: rgba(255,255,255,.12); border-radius: .75rem; padding: .75rem; }
  .cell { aspect-ratio: 1; background: #fffdf7; border-radius: .5rem; display: grid; place-items: center; }
  .cell svg { inline-size: 70%; block-size: 70%; }
  .cell.hidden { background: repeating-linear-gradient(45deg, #c9ccd1, #c9ccd1 6px, #b5b9bf 6px, #b5b9bf 12px); }
  .cell.win { outline: 3px solid #f6c945; outline-offset: -3px; }
  .stakes { display: flex; flex-wrap: wrap; gap: .4rem; border: 0; padding: 0; margin: 0; }
  .stakes legend { padding: 0; margin-block-end: .35rem; }
  .stakes label { display: inline-flex; align-items: center; gap: .3rem; background: rgba(255,255,255,.15); padding: .4rem .6rem; border-radius: 999px; cursor: pointer; }
  button { font: inherit; min-block-size: 44px; border-radius: .5rem; border: 0; padding: .5rem 1rem; cursor: pointer; }
  .play { background: #f6c945; color: #1d1d1f; font-weight: 700; }
  .close { background: rgba(255,255,255,.18); color: #fff; }
  button:disabled { opacity: .6; cursor: progress; }
  :focus-visible { outline: 3px solid #fff; outline-offset: 2px; }
  .outcome { min-block-size: 1.5rem; font-weight: 700; margin: 0; }
  .error { color: #ffd7d7; }
  .actions { display: flex; gap: .5rem; flex-wrap: wrap; }
</style>
</head>
<body>
<main aria-labelledby="game-title">
  <p class="note">${escapeHtml(t.reference)}</p>
  <header><h1 id="game-title">${escapeHtml(o.name)}</h1><span><span>${escapeHtml(t.balance)}: </span><span class="balance" id="balance">—</span></span></header>
  <p class="demo" id="demo" hidden>${escapeHtml(t.demo)}</p>
  <p class="note">${escapeHtml(t.rules.replace('{top}', String(o.topMultiplier)))}</p>
  <section aria-label="${escapeHtml(t.ticket)}"><div class="ticket" id="ticket">${Array.from({ length: 9 }, () => '<div class="cell hidden"></div>').join('')}</div></section>
  <fieldset class="stakes"><legend>${escapeHtml(t.stake)}</legend>${o.stakes
    .map((s, i) => `<label><input type="radio" name="stake" value="${s.amount}"${i === 0 ? ' checked' : ''}>${escapeHtml(s.label)}</label>`)
    .join('')}</fieldset>
  <div class="actions"><button type="button" class="play" id="play" disabled>${escapeHtml(t.loading)}</button><button type="button" class="close" id="close">${escapeHtml(t.close)}</button></div>
  <p class="outcome" id="outcome" role="status" aria-live="polite"></p>
</main>
<script type="application/json" id="config">${json}</script>
<script nonce="${o.nonce}">${PAGE_SCRIPT}</script>
</body>
</html>`;
}

/** The page's script: plain JavaScript, no dependency. */
const PAGE_SCRIPT = `
(function () {
  'use strict';
  var cfg = JSON.parse(document.getElementById('config').textContent);
  var PROTOCOL = 'nl-frame/1';
  var fragment = new URLSearchParams(location.hash.slice(1));
  // The launch token is spent once; it leaves the address bar at once.
  history.replaceState(null, '', location.pathname + location.search);
  var launchToken = fragment.get('launch');
  var claimed = fragment.get('host');
  var hostOrigin = null;
  try { if (claimed && new URL(claimed).origin === claimed && cfg.hostOrigins.indexOf(claimed) >= 0) hostOrigin = claimed; } catch (e) { hostOrigin = null; }
  var sessionToken = null;
  var $ = function (id) { return document.getElementById(id); };
  var play = $('play');
  function post(message) {
    if (!hostOrigin || window.parent === window) return;
    message.protocol = PROTOCOL;
    window.parent.postMessage(message, hostOrigin);
  }
  function money(amount) {
    var n = (amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return cfg.moneyPrefix + ' ' + n;
  }
  function showBalance(balance, demo) {
    $('balance').textContent = money(balance);
    $('demo').hidden = !demo;
    post({ type: 'balance', balance: balance, currency: 'AED', demo: demo });
  }
  function api(path, body) {
    body.lang = cfg.language;
    return fetch('/studio/e-instants/api/' + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (r) { return r.json(); });
  }
  function fail(error) {
    var out = $('outcome');
    out.className = 'outcome error';
    out.textContent = (error && error.message) || cfg.text.failed;
  }
  function stake() {
    var checked = document.querySelector('input[name="stake"]:checked');
    return checked ? Number(checked.value) : 0;
  }
  function reveal(symbols, won) {
    var cells = $('ticket').children;
    for (var i = 0; i < cells.length; i += 1) {
      var cell = cells[i];
      cell.className = 'cell' + (won && i >= 3 && i <= 5 ? ' win' : '');
      cell.innerHTML = '<svg viewBox="0 0 48 48" aria-hidden="true">' + (cfg.art[symbols[i]] || '') + '</svg>';
    }
  }
  play.addEventListener('click', function () {
    if (!sessionToken) return;
    play.disabled = true;
    play.textContent = cfg.text.playing;
    $('outcome').textContent = '';
    api('play', { sessionToken: sessionToken, appKey: cfg.appKey, stake: stake() }).then(function (r) {
      if (r.error) { fail(r.error); return; }
      reveal(r.symbols, r.win > 0);
      $('outcome').className = 'outcome';
      $('outcome').textContent = r.win > 0 ? cfg.text.won.replace('{amount}', money(r.win)).replace('{multiplier}', String(r.multiplier)) : cfg.text.lost;
      showBalance(r.balance, r.demo);
    }, function () { fail(null); }).then(function () {
      play.disabled = !sessionToken;
      play.textContent = cfg.text.play;
    });
  });
  $('close').addEventListener('click', function () { post({ type: 'close' }); });
  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || event.origin !== hostOrigin) return;
    var d = event.data;
    if (!d || d.protocol !== PROTOCOL || d.type !== 'refresh-balance' || Object.keys(d).length !== 2 || !sessionToken) return;
    api('balance', { sessionToken: sessionToken }).then(function (r) { if (!r.error) showBalance(r.balance, r.demo); });
  });
  if (window.ResizeObserver) {
    new ResizeObserver(function () { post({ type: 'resize', height: Math.min(4000, Math.ceil(document.documentElement.scrollHeight)) }); }).observe(document.body);
  }
  if (!launchToken) { fail(null); return; }
  api('session', { appKey: cfg.appKey, launchToken: launchToken }).then(function (s) {
    if (s.error) { fail(s.error); play.textContent = cfg.text.play; return; }
    sessionToken = s.sessionToken;
    post({ type: 'ready' });
    showBalance(s.balance, s.demo);
    play.disabled = false;
    play.textContent = cfg.text.play;
  }, function () { fail(null); });
})();
`;
