import { escapeHtml, simulatorPage } from '../simulator-page-layout';
import { EKYC_TEST_IDENTITIES } from './test-identities';

/** Texts of the simulator page, English and Arabic. */
const TEXT = {
  'en-US': {
    title: 'eKYC provider simulator',
    banner: 'SIMULATOR — this page stands in for the identity verification provider. No real verification takes place.',
    intro: 'Choose a test identity, add the document images and submit. The test identity decides the verdict.',
    identity: 'Test identity',
    front: 'Emirates ID — front',
    back: 'Emirates ID — back',
    passport: 'Passport — first page',
    hint: 'JPEG or PNG image, at most 5 MB.',
    submit: 'Submit',
    sending: 'Sending…',
    missing: 'Please add: {name}.',
    notImage: '{name}: the file is not a JPEG or PNG image.',
    tooLarge: '{name}: the file is larger than 5 MB.',
    badIdentity: 'Please choose a test identity.',
    invalidLink: 'This verification link is not valid or has expired. Please start the verification again.',
    submitted: 'These documents were already submitted.',
    back_to_site: 'Back to the site',
    errorHeading: 'Please check the form',
  },
  'ar-AE': {
    title: 'محاكي مزوّد التحقق من الهوية (eKYC)',
    banner: 'محاكاة — هذه الصفحة تحل محل مزوّد خدمة التحقق من الهوية. لا يتم أي تحقق حقيقي.',
    intro: 'اختر هوية اختبار، وأضف صور المستند، ثم أرسل. هوية الاختبار هي التي تحدد النتيجة.',
    identity: 'هوية الاختبار',
    front: 'الهوية الإماراتية — الوجه الأمامي',
    back: 'الهوية الإماراتية — الوجه الخلفي',
    passport: 'جواز السفر — الصفحة الأولى',
    hint: 'صورة بصيغة JPEG أو PNG، بحجم أقصاه 5 ميغابايت.',
    submit: 'إرسال',
    sending: 'جارٍ الإرسال…',
    missing: 'يرجى إضافة: {name}.',
    notImage: '{name}: الملف ليس صورة بصيغة JPEG أو PNG.',
    tooLarge: '{name}: حجم الملف أكبر من 5 ميغابايت.',
    badIdentity: 'يرجى اختيار هوية اختبار.',
    invalidLink: 'رابط التحقق هذا غير صالح أو منتهي الصلاحية. يرجى بدء التحقق من جديد.',
    submitted: 'تم إرسال هذه المستندات مسبقاً.',
    back_to_site: 'العودة إلى الموقع',
    errorHeading: 'يرجى مراجعة النموذج',
  },
} as const;

export type SimulatorLanguage = keyof typeof TEXT;
export type SimulatorTextKey = keyof (typeof TEXT)['en-US'];

/** One text of the page, with `{name}` filled. */
export function simulatorText(language: SimulatorLanguage, key: SimulatorTextKey, name?: string): string {
  return TEXT[language][key].replace('{name}', name ?? '');
}

/** `en`, `ar`, `ar-AE` ... → the page language. */
export function simulatorLanguage(value: unknown): SimulatorLanguage {
  return typeof value === 'string' && value.toLowerCase().startsWith('ar') ? 'ar-AE' : 'en-US';
}


/** The document inputs a document type needs: Emirates ID front and back, or the passport's first page. */
export function documentFields(idType: 1 | 2): { field: 'front' | 'back' | 'passport'; label: SimulatorTextKey }[] {
  return idType === 1
    ? [
        { field: 'front', label: 'front' },
        { field: 'back', label: 'back' },
      ]
    : [{ field: 'passport', label: 'passport' }];
}

function layout(language: SimulatorLanguage, body: string): string {
  const t = TEXT[language];
  return simulatorPage({
    language,
    title: t.title,
    banner: t.banner,
    body,
    styles: `
  main { max-inline-size: 36rem; }
  .banner { margin-block-end: 1rem; }
  h1 { font-size: 1.5rem; margin-block: 0 .5rem; }
  form { background: #fff; border-radius: .75rem; padding: 1.25rem; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
  label { display: block; font-weight: 600; margin-block: 1rem .35rem; }
  select, input[type=file] { inline-size: 100%; font: inherit; }
  .hint { color: #555; font-size: .875rem; margin-block-start: .25rem; }
  .errors { background: #fdecea; border: 1px solid #d93025; color: #8a1c12; padding: .75rem 1rem; border-radius: .5rem; margin-block-end: 1rem; }
  .errors ul { margin: .25rem 0 0; padding-inline-start: 1.25rem; }
  button { margin-block-start: 1.5rem; inline-size: 100%; padding: .75rem; font: inherit; font-weight: 600; color: #fff; background: #0b6e4f; border: 0; border-radius: .5rem; cursor: pointer; }
  button[disabled] { opacity: .6; cursor: progress; }`,
  });
}

export interface SimulatorFormPage {
  ticketId: string;
  /** CSP nonce of the page's one script (the page's Content-Security-Policy names it). */
  scriptNonce: string;
  language: SimulatorLanguage;
  idType: 1 | 2;
  /** Identity to pre-select (after an error). */
  selected?: string;
  errors?: string[];
}

/**
 * The simulator's form: a test-identity select, the document file inputs for the ID type and a
 * submit button. Its small script reads the chosen files as base64 into hidden fields so the form
 * posts as application/x-www-form-urlencoded (no multipart parser needed).
 */
export function renderSimulatorForm(page: SimulatorFormPage): string {
  const t = TEXT[page.language];
  const label = (i: (typeof EKYC_TEST_IDENTITIES)[number]) => (page.language === 'ar-AE' ? i.ar : i.en);
  const options = EKYC_TEST_IDENTITIES.map(
    (i) => `<option value="${i.key}"${i.key === (page.selected ?? 'success') ? ' selected' : ''}>${escapeHtml(label(i))}</option>`,
  ).join('\n      ');
  const files = documentFields(page.idType)
    .map(
      ({ field, label: key }) => `<label for="${field}">${escapeHtml(t[key])}</label>
    <input type="file" id="${field}" data-field="${field}" data-label="${escapeHtml(t[key])}" accept="image/jpeg,image/png" required aria-describedby="${field}-hint">
    <input type="hidden" name="${field}" id="${field}-data">
    <p class="hint" id="${field}-hint">${escapeHtml(t.hint)}</p>`,
    )
    .join('\n    ');
  const errors = page.errors?.length
    ? `<div class="errors" role="alert"><strong>${escapeHtml(t.errorHeading)}</strong><ul>${page.errors.map((e) => `<li>${escapeHtml(e)}</li>`).join('')}</ul></div>`
    : '';
  const action = `/simulators/ekyc/${encodeURIComponent(page.ticketId)}`;
  return layout(
    page.language,
    `<p>${escapeHtml(t.intro)}</p>
${errors}
<form id="ekyc-form" method="post" action="${escapeHtml(action)}" novalidate>
    <input type="hidden" name="lang" value="${page.language}">
    <label for="identity">${escapeHtml(t.identity)}</label>
    <select id="identity" name="identity">
      ${options}
    </select>
    ${files}
    <button type="submit" id="send">${escapeHtml(t.submit)}</button>
</form>
<script nonce="${escapeHtml(page.scriptNonce)}">
(function () {
  var form = document.getElementById('ekyc-form');
  var sending = ${JSON.stringify(t.sending)};
  function read(file) {
    return new Promise(function (resolve, reject) {
      var reader = new FileReader();
      reader.onload = function () { resolve(String(reader.result).replace(/^data:[^,]*,/, '')); };
      reader.onerror = function () { reject(reader.error); };
      reader.readAsDataURL(file);
    });
  }
  // The prototype's submit: a control named "submit" would shadow form.submit.
  function send() { HTMLFormElement.prototype.submit.call(form); }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var button = document.getElementById('send');
    button.disabled = true;
    button.textContent = sending;
    var inputs = Array.prototype.slice.call(form.querySelectorAll('input[type=file]'));
    Promise.all(inputs.map(function (input) {
      var target = document.getElementById(input.getAttribute('data-field') + '-data');
      if (!input.files || !input.files[0]) { target.value = ''; return null; }
      return read(input.files[0]).then(function (b64) { target.value = b64; });
    })).then(send, send);
  });
})();
</script>`,
  );
}

/** A page with one message and, when known, a link back to the site. */
export function renderSimulatorMessage(language: SimulatorLanguage, key: SimulatorTextKey, backHref?: string): string {
  const t = TEXT[language];
  const link = backHref ? `<p><a href="${escapeHtml(backHref)}">${escapeHtml(t.back_to_site)}</a></p>` : '';
  return layout(language, `<p role="alert">${escapeHtml(t[key])}</p>\n${link}`);
}
