import { escapeHtml } from '../simulator-page-layout';

/** Where the super-app simulator lives. */
export const SUPER_APP_PATH = '/simulators/super-app';
/** Where the native-shell simulator lives. */
export const NATIVE_SHELL_PATH = '/simulators/native-shell';

export type SimulatorLanguage = 'en-US' | 'ar-AE';

const TEXT = {
  'en-US': {
    superTitle: 'Super-app simulator',
    superBanner: 'SIMULATOR: this page plays the messaging super-app that hosts the lottery mini-program. It is not the real super-app.',
    nativeTitle: 'Native app simulator',
    nativeBanner: 'SIMULATOR: this page plays the native app webview. It is not the real app.',
    frame: 'Lottery mini-program',
    payTitle: 'Super-app payment',
    payBody: 'Pay trade',
    approve: 'Approve',
    decline: 'Decline',
    timeout: 'Time out',
    allow: 'Allow',
    deny: 'Deny',
    locationTitle: 'Allow the lottery to use your location?',
    authTitle: 'Share your super-app account with the lottery?',
    fileTitle: 'Choose files',
    cancel: 'Cancel',
    platform: 'Platform',
    user: 'Super-app user',
    users: { demo: 'Demo Player', two: 'Two lottery accounts', new: 'New to the lottery' },
    ios: 'iOS (1)',
    android: 'Android (2)',
  },
  'ar-AE': {
    superTitle: 'محاكي التطبيق الشامل',
    superBanner: 'محاكي: تمثل هذه الصفحة تطبيق المراسلة الشامل الذي يستضيف التطبيق المصغر لليانصيب. ليست التطبيق الحقيقي.',
    nativeTitle: 'محاكي التطبيق الأصلي',
    nativeBanner: 'محاكي: تمثل هذه الصفحة عارض الويب في التطبيق الأصلي. ليست التطبيق الحقيقي.',
    frame: 'التطبيق المصغر لليانصيب',
    payTitle: 'الدفع عبر التطبيق الشامل',
    payBody: 'دفع المعاملة',
    approve: 'موافقة',
    decline: 'رفض',
    timeout: 'انتهاء المهلة',
    allow: 'السماح',
    deny: 'عدم السماح',
    locationTitle: 'هل تسمح لليانصيب باستخدام موقعك؟',
    authTitle: 'هل تشارك حسابك في التطبيق الشامل مع اليانصيب؟',
    fileTitle: 'اختيار الملفات',
    cancel: 'إلغاء',
    platform: 'المنصة',
    user: 'مستخدم التطبيق الشامل',
    users: { demo: 'اللاعب التجريبي', two: 'حسابان في اليانصيب', new: 'جديد في اليانصيب' },
    ios: 'iOS (1)',
    android: 'Android (2)',
  },
} as const;

const STYLES = `
  body { font-family: system-ui, "Segoe UI", Tahoma, sans-serif; margin: 0; background: #20242b; color: #1d1d1f; }
  .banner { margin: 0; background: #fff3cd; border-block-end: 2px solid #e0b100; padding: .5rem 1rem; font-size: .875rem; }
  .bar { display: flex; gap: .5rem; align-items: center; padding: .5rem 1rem; background: #2d333b; color: #fff; }
  .bar h1 { font-size: 1rem; margin: 0; flex: 1; }
  .bar { flex-wrap: wrap; } .bar .users { font-size: .8rem; }
  .bar a { color: #9fe0c4; }
  .phone { display: block; margin: 0 auto; inline-size: 100%; max-inline-size: 430px; block-size: calc(100vh - 7rem); border: 0; background: #fff; }
  .sheet[hidden] { display: none; }
  .sheet { position: fixed; inset: auto 0 0 0; margin: 0 auto; max-inline-size: 430px; background: #fff; border-radius: 1rem 1rem 0 0; padding: 1rem; box-shadow: 0 -4px 24px #0008; }
  .sheet h2 { margin-block: 0 .5rem; font-size: 1.1rem; }
  .sheet .actions { display: flex; gap: .5rem; flex-wrap: wrap; }
  .sheet button { font: inherit; padding: .6rem 1rem; border-radius: .5rem; border: 1px solid #0b6e4f; background: #0b6e4f; color: #fff; cursor: pointer; }
  .sheet button.secondary { background: #fff; color: #0b6e4f; }
  .sheet button:focus-visible { outline: 3px solid #e0b100; outline-offset: 2px; }
  .tag { font-size: .75rem; color: #cfd5dc; }
`;

/**
 * The super-app simulator's page: the banner, the product in a frame (`path`, with `host=mpadapter`),
 * and the host's sheets; its script is `host.js`, which injects `window.mpadapter` into the frame.
 */
/**
 * Who is logged in to the simulated super-app (`?user=`), by the host token its OAuth simulator
 * knows (host-oauth.ts SIMULATED_HOST_USERS): the demo player, a user two lottery accounts match,
 * or one no lottery account matches.
 */
export const SIMULATED_USER_TOKENS = { demo: 'sim-host-token', two: 'sim-host-token-two', new: 'sim-host-token-new' } as const;
export type SimulatedUser = keyof typeof SIMULATED_USER_TOKENS;

export function superAppPage({ language, path, nonce, user = 'demo' }: { language: SimulatorLanguage; path: string; nonce: string; user?: SimulatedUser }): string {
  const t = TEXT[language];
  const rtl = language === 'ar-AE';
  const framed = `${path}${path.includes('?') ? '&' : '?'}host=mpadapter`;
  const users = (Object.keys(SIMULATED_USER_TOKENS) as SimulatedUser[])
    .map((u) =>
      u === user
        ? `<strong>${escapeHtml(t.users[u])}</strong>`
        : `<a href="${SUPER_APP_PATH}?user=${u}&amp;lang=${rtl ? 'ar' : 'en'}&amp;path=${encodeURIComponent(path)}">${escapeHtml(t.users[u])}</a>`,
    )
    .join(' · ');
  return `<!doctype html>
<html lang="${rtl ? 'ar' : 'en'}" dir="${rtl ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.superTitle)}</title><style nonce="${escapeHtml(nonce)}">${STYLES}</style></head>
<body>
<p class="banner" role="note"><strong>${escapeHtml(t.superBanner)}</strong></p>
<div class="bar"><h1>${escapeHtml(t.superTitle)}</h1><span class="users">${escapeHtml(t.user)}: ${users}</span><span class="tag">mpadapter</span></div>
<iframe class="phone" id="mini-program" title="${escapeHtml(t.frame)}" src="${escapeHtml(framed)}"></iframe>
<section class="sheet" id="pay-sheet" role="dialog" aria-modal="true" aria-labelledby="pay-title" hidden>
  <h2 id="pay-title">${escapeHtml(t.payTitle)}</h2>
  <p>${escapeHtml(t.payBody)} <bdi id="pay-trade"></bdi></p>
  <div class="actions"><button type="button" data-pay="approve">${escapeHtml(t.approve)}</button><button type="button" class="secondary" data-pay="decline">${escapeHtml(t.decline)}</button><button type="button" class="secondary" data-pay="timeout">${escapeHtml(t.timeout)}</button></div>
</section>
<section class="sheet" id="ask-sheet" role="dialog" aria-modal="true" aria-labelledby="ask-title" hidden>
  <h2 id="ask-title"></h2>
  <div class="actions"><button type="button" data-ask="allow">${escapeHtml(t.allow)}</button><button type="button" class="secondary" data-ask="deny">${escapeHtml(t.deny)}</button></div>
</section>
<section class="sheet" id="file-sheet" role="dialog" aria-modal="true" aria-labelledby="file-title" hidden>
  <h2 id="file-title">${escapeHtml(t.fileTitle)}</h2>
  <input type="file" id="file-input" accept="image/jpeg,image/png" aria-labelledby="file-title">
  <div class="actions"><button type="button" class="secondary" data-file="cancel">${escapeHtml(t.cancel)}</button></div>
</section>
<script nonce="${escapeHtml(nonce)}">window.SUPER_APP_TEXT = ${JSON.stringify({ location: t.locationTitle, auth: t.authTitle })}; window.SUPER_APP_HOST_TOKEN = ${JSON.stringify(SIMULATED_USER_TOKENS[user])};</script>
<script src="${SUPER_APP_PATH}/host.js"></script>
</body></html>`;
}

/** The native-shell simulator: the product's `/app` in a webview-sized frame with `platform` 1 or 2. */
export function nativeShellPage({ language, platform }: { language: SimulatorLanguage; platform: 1 | 2 }): string {
  const t = TEXT[language];
  const rtl = language === 'ar-AE';
  const other = (p: 1 | 2, label: string) =>
    p === platform ? `<strong>${escapeHtml(label)}</strong>` : `<a href="${NATIVE_SHELL_PATH}?platform=${p}&amp;lang=${rtl ? 'ar' : 'en'}">${escapeHtml(label)}</a>`;
  return `<!doctype html>
<html lang="${rtl ? 'ar' : 'en'}" dir="${rtl ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.nativeTitle)}</title><style>${STYLES}</style></head>
<body>
<p class="banner" role="note"><strong>${escapeHtml(t.nativeBanner)}</strong></p>
<div class="bar"><h1>${escapeHtml(t.nativeTitle)}</h1><span>${escapeHtml(t.platform)}: ${other(1, t.ios)} · ${other(2, t.android)}</span></div>
<iframe class="phone" id="webview" title="${escapeHtml(t.frame)}" src="/app?platform=${platform}"></iframe>
</body></html>`;
}

/**
 * The super-app's bridge as its webview would inject it: `window.mpadapter` in the product's frame
 * (`sdk/host/super-app-bridge.ts` `SuperAppHostApi`). Location answers Dubai; files are picked in
 * the host's sheet and kept by a host path; payments and consent go through the host's sheets.
 */
export function superAppScript(): string {
  return `'use strict';
(function () {
  var frame = document.getElementById('mini-program');
  var files = {};
  var fileCount = 0;
  function sheet(id) { var s = document.getElementById(id); s.hidden = false; var b = s.querySelector('button, input'); if (b) b.focus(); return s; }
  function close(s) { s.hidden = true; frame.focus(); }
  function ask(title) {
    return new Promise(function (resolve) {
      var s = sheet('ask-sheet');
      document.getElementById('ask-title').textContent = title;
      s.querySelectorAll('button').forEach(function (b) { b.onclick = function () { close(s); resolve(b.getAttribute('data-ask') === 'allow'); }; });
    });
  }
  function hostToken() { return window.SUPER_APP_HOST_TOKEN || 'sim-host-token'; }
  var api = {
    ready: true,
    getLocation: function (o) { return Promise.resolve(o && o.altitude ? { latitude: 25.2048, longitude: 55.2708, altitude: 5 } : { latitude: 25.2048, longitude: 55.2708 }); },
    openLocationPermission: function () { return ask(window.SUPER_APP_TEXT.location).then(function (yes) { return { code: yes ? 1 : 0 }; }); },
    chooseFile: function (o) {
      return new Promise(function (resolve) {
        var s = sheet('file-sheet');
        var input = document.getElementById('file-input');
        input.multiple = o.count > 1;
        input.value = '';
        input.onchange = function () {
          var chosen = Array.prototype.slice.call(input.files || [], 0, o.count).map(function (f) {
            fileCount += 1;
            var path = 'simfile://' + fileCount + '/' + f.name;
            files[path] = f;
            return { filePath: path, name: f.name, type: f.type, size: f.size };
          });
          close(s);
          resolve({ files: chosen });
        };
        s.querySelector('[data-file=cancel]').onclick = function () { close(s); resolve({ files: [] }); };
      });
    },
    uploadFile: function (o) {
      var f = files[o.filePath];
      if (!f) return Promise.resolve({ code: -1 });
      var headers = Object.assign({}, o.header);
      var body;
      if (o.method === 'PUT') { body = f; headers['Content-Type'] = o.contentType; }
      else { body = new FormData(); Object.keys(o.formData || {}).forEach(function (k) { body.append(k, o.formData[k]); }); body.append(o.name, f, f.name); }
      var controller = new AbortController();
      var timer = setTimeout(function () { controller.abort(); }, o.timeout);
      return fetch(o.url, { method: o.method, headers: headers, body: body, signal: controller.signal })
        .then(function (r) { return r.text().then(function (t) { return { statusCode: r.status, data: t }; }); })
        .catch(function () { return { code: controller.signal.aborted ? -3 : -1 }; })
        .finally(function () { clearTimeout(timer); });
    },
    requestPayment: function (o) {
      return new Promise(function (resolve) {
        var s = sheet('pay-sheet');
        document.getElementById('pay-trade').textContent = o.tradeId;
        s.querySelectorAll('button').forEach(function (b) {
          b.onclick = function () {
            var decision = b.getAttribute('data-pay');
            close(s);
            if (decision === 'timeout') return resolve({ status: 'timeout' });
            fetch('${SUPER_APP_PATH}/trades/' + encodeURIComponent(o.tradeId), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ decision: decision }) })
              .then(function (r) { resolve({ status: r.ok && decision === 'approve' ? 'success' : 'fail' }); }, function () { resolve({ status: 'fail' }); });
          };
        });
      });
    },
    getAuthToken: function () { return Promise.resolve({ token: hostToken(), authorizeUrl: '${SUPER_APP_PATH}/oauth/kycAuthorize' }); },
    openAuthorization: function (o) {
      return ask(window.SUPER_APP_TEXT.auth).then(function (yes) {
        if (!yes) return {};
        return fetch('${SUPER_APP_PATH}/oauth/consent?client_id=' + encodeURIComponent(o.clientId) + '&state=' + encodeURIComponent(o.state), { method: 'POST', headers: { Authorization: 'Bearer ' + hostToken() } })
          .then(function (r) { return r.json(); }).then(function (b) { return { code: b && b.data && b.data.code }; }, function () { return {}; });
      });
    }
  };
  function inject() { try { frame.contentWindow.mpadapter = api; } catch (e) { /* another origin: nothing to inject */ } }
  frame.addEventListener('load', inject);
  inject();
})();
`;
}
