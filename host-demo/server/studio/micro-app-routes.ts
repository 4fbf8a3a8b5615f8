/**
 * The REFERENCE micro-apps (issue 22 "Micro-apps"; sdk/routes/micro-apps.ts): one small page per
 * micro-app, saying it is a reference micro-app, served here as the operator's other products
 * would serve theirs. Same contract as the e-instant frame: a one-time hand-off token in the
 * fragment, spent by this server (microAppSession 700021, signed); then the frame protocol
 * (sdk/instant/frame-protocol.ts): ready, balance, resize, close.
 *
 * - `GET /studio/micro-apps/:app/?lang=` the page (its own CSP).
 * - `POST /studio/micro-apps/api/session` `{ handoffToken }` → `{ loggedIn, firstName, balance }`.
 */
import { randomUUID } from 'node:crypto';
import { safeParse } from 'zod/mini';
import { microAppSession } from '../../../sdk/commands/apps';
import { ErrorCode } from '../../../sdk/errors/codes';
import type { FastifyInstance } from 'fastify';
import { formatMoney } from '../../../sdk/format';
import { MICRO_APP_NAMES } from '../../../sdk/routes/micro-apps';
import type { ServerConfig } from '../config';
import { escapeHtml } from '../providers/simulator-page-layout';
import type { StudioWallet } from './e-instant-studio';
import { gatewayWallet } from './e-instant-studio';

const NAMES: Record<string, { en: string; ar: string }> = {
  hulm: { en: 'Hulm island draws', ar: 'سحوبات جزيرة حلم' },
  sport: { en: 'Sports', ar: 'الرياضة' },
  casino: { en: 'Casino', ar: 'الكازينو' },
  virtual: { en: 'Virtual games', ar: 'الألعاب الافتراضية' },
  promotion: { en: 'Promotions', ar: 'العروض' },
};

const TEXT = {
  'en-US': {
    reference: 'This is a reference micro-app: it stands where the operator’s {name} product would, to show how a micro-app is mounted in its frame. Nothing here can be played.',
    guest: 'You are browsing as a guest.',
    hello: 'Hello {name}. Your balance: {balance}.',
    close: 'Close',
    loading: 'Opening…',
    failed: 'This micro-app could not open. Please go back and open it again.',
  },
  'ar-AE': {
    reference: 'هذا تطبيق مصغّر مرجعي: يقف مكان منتج {name} لدى المشغّل ليُظهر كيف يُعرض التطبيق المصغّر داخل إطاره. لا يمكن اللعب هنا.',
    guest: 'أنت تتصفح كزائر.',
    hello: 'مرحباً {name}. رصيدك: {balance}.',
    close: 'إغلاق',
    loading: 'جارٍ الفتح…',
    failed: 'تعذّر فتح هذا التطبيق المصغّر. يرجى الرجوع وفتحه مرة أخرى.',
  },
} as const;

/** Registers the reference micro-apps' pages and their session endpoint. */
export async function microAppRoutes(app: FastifyInstance, deps: { config: ServerConfig; wallet?: StudioWallet }): Promise<void> {
  const wallet = deps.wallet ?? gatewayWallet(app, deps.config.eInstantStudioKey);

  app.get<{ Params: { app: string }; Querystring: { lang?: string } }>('/studio/micro-apps/:app/', async (request, reply) => {
    const name = NAMES[request.params.app];
    if (!name || !(MICRO_APP_NAMES as readonly string[]).includes(request.params.app)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const language = typeof request.query.lang === 'string' && request.query.lang.startsWith('ar') ? 'ar-AE' : 'en-US';
    const t = TEXT[language];
    const title = language === 'ar-AE' ? name.ar : name.en;
    const nonce = randomUUID().replace(/-/g, '');
    const config = {
      hostOrigins: [`${request.protocol}://${request.host}`, ...deps.config.partnerOrigins],
      language,
      text: { guest: t.guest, hello: t.hello, failed: t.failed },
      moneyPrefix: formatMoney(0, language).replace(/[\d.,\s]+$/, ''),
    };
    const page = `<!doctype html>
<html lang="${language === 'ar-AE' ? 'ar' : 'en'}" dir="${language === 'ar-AE' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style nonce="${nonce}">
  body { margin: 0; font-family: system-ui, "Segoe UI", Tahoma, sans-serif; background: #0f2a3f; color: #fff; }
  main { max-inline-size: 40rem; margin: 0 auto; padding: 1.25rem 1rem; display: grid; gap: .75rem; }
  .banner { background: #fff3cd; color: #5c4400; padding: .6rem .8rem; border-radius: .5rem; margin: 0; }
  h1 { margin: 0; font-size: 1.4rem; }
  button { font: inherit; min-block-size: 44px; border-radius: .5rem; border: 0; padding: .5rem 1rem; cursor: pointer; background: #f6c945; color: #1d1d1f; font-weight: 700; justify-self: start; }
  :focus-visible { outline: 3px solid #fff; outline-offset: 2px; }
</style></head>
<!-- named: axe reads this frame with the host page, whose own <main> must stay distinguishable -->
<body><main aria-labelledby="title">
  <h1 id="title">${escapeHtml(title)}</h1>
  <p class="banner">${escapeHtml(t.reference.replace('{name}', title))}</p>
  <p id="who" role="status">${escapeHtml(t.loading)}</p>
  <button type="button" id="close">${escapeHtml(t.close)}</button>
</main>
<script type="application/json" id="config">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>
<script nonce="${nonce}">
(function () {
  'use strict';
  var cfg = JSON.parse(document.getElementById('config').textContent);
  var fragment = new URLSearchParams(location.hash.slice(1));
  history.replaceState(null, '', location.pathname + location.search);
  var claimed = fragment.get('host');
  var hostOrigin = null;
  try { if (claimed && new URL(claimed).origin === claimed && cfg.hostOrigins.indexOf(claimed) >= 0) hostOrigin = claimed; } catch (e) { hostOrigin = null; }
  function post(message) { if (!hostOrigin || window.parent === window) return; message.protocol = 'nl-frame/1'; window.parent.postMessage(message, hostOrigin); }
  function money(amount) { return cfg.moneyPrefix + ' ' + (amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }); }
  var who = document.getElementById('who');
  document.getElementById('close').addEventListener('click', function () { post({ type: 'close' }); });
  if (window.ResizeObserver) new ResizeObserver(function () { post({ type: 'resize', height: Math.min(4000, Math.ceil(document.documentElement.scrollHeight)) }); }).observe(document.body);
  fetch('/studio/micro-apps/api/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ handoffToken: fragment.get('handoff') || '', lang: cfg.language }) })
    .then(function (r) { return r.json(); })
    .then(function (s) {
      if (s.error) { who.textContent = cfg.text.failed; return; }
      post({ type: 'ready' });
      if (s.loggedIn) {
        who.textContent = cfg.text.hello.replace('{name}', s.firstName || '').replace('{balance}', money(s.balance));
        post({ type: 'balance', balance: s.balance, currency: 'AED', demo: false });
      } else who.textContent = cfg.text.guest;
    }, function () { who.textContent = cfg.text.failed; });
})();
</script></body></html>`;
    return reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; connect-src 'self'; frame-ancestors ${deps.config.frameAncestors.join(' ')}; base-uri 'none'; form-action 'none'`)
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(page);
  });

  app.post('/studio/micro-apps/api/session', async (request, reply) => {
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    const language = typeof body.lang === 'string' && body.lang.startsWith('ar') ? 'ar-AE' : 'en-US';
    // The command's own rule for the token (sdk/commands/apps.ts), checked before it is signed and sent.
    const token = safeParse(microAppSession.request.shape.handoffToken, body.handoffToken);
    if (!token.success) return reply.send({ error: { code: ErrorCode.validationFailed } });
    const answer = await wallet.call<{ loggedIn: boolean; firstName: string | null; balance: number | null }>('700021', { handoffToken: token.data }, language);
    if (answer.code !== 0 || !answer.data) return reply.send({ error: { code: answer.code, message: answer.message ?? '' } });
    return { loggedIn: answer.data.loggedIn, firstName: answer.data.firstName, balance: answer.data.balance };
  });
}
