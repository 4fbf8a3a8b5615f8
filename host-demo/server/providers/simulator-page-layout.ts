/**
 * The page shell every third-party simulator serves (eKYC, card acquirer): language and direction,
 * the "simulator" banner, the title, the shared base styles and the simulator's own styles.
 */

/** Escapes text for HTML content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export interface SimulatorPageShell {
  language: 'en-US' | 'ar-AE';
  title: string;
  /** Says the page is a simulator, not the real provider. */
  banner: string;
  /** CSS of this simulator's page, after the shared base. */
  styles: string;
  /** Trusted HTML of the page's content (escape what it interpolates). */
  body: string;
}

/**
 * A whole simulator page.
 *
 * @example simulatorPage({ language: 'ar-AE', title: 'تحقق', banner: 'محاكي', styles: 'main { max-inline-size: 30rem; }', body: '<p>…</p>' })
 */
export function simulatorPage(page: SimulatorPageShell): string {
  const rtl = page.language === 'ar-AE';
  return `<!doctype html>
<html lang="${rtl ? 'ar' : 'en'}" dir="${rtl ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<style>
  body { font-family: system-ui, "Segoe UI", Tahoma, sans-serif; margin: 0; background: #f4f5f7; color: #1d1d1f; }
  main { margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  .banner { background: #fff3cd; border: 1px solid #e0b100; padding: .75rem 1rem; border-radius: .5rem; }
  a { color: #0b6e4f; }
${page.styles}
</style>
</head>
<body>
<main>
<p class="banner" role="note"><strong>${escapeHtml(page.banner)}</strong></p>
<h1>${escapeHtml(page.title)}</h1>
${page.body}
</main>
</body>
</html>`;
}
