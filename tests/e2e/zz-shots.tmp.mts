import { startProduct } from './support/start-product';
import { launchBrowser } from './support/browser';
import { actAs, passwordLogin, settleComplianceDialogs } from './support/session';
import { confirmedVisitor } from './support/accounts';
const product = await startProduct({ env: { LIVE_CHAT: 'simulator' } });
const browser = await launchBrowser();
try {
  const player = await passwordLogin(product.url, 'demo.player@example.com', 'Demo#2026pass');
  await settleComplianceDialogs(product.url, player);
  const shots: [string, string][] = [['coupons', 'account/coupons'], ['accountMigration', 'accountMigration'], ['pick3', 'lottery/pick3'], ['quick', 'lottery/quick-five'], ['home', '']];
  for (const lang of ['en', 'ar']) for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await confirmedVisitor(context); await actAs(context, player);
    await context.addInitScript((l) => localStorage.setItem('language', l), lang === 'ar' ? 'ar' : 'en');
    const page = await context.newPage();
    for (const [name, path] of shots) {
      await page.goto(product.url + path); await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/shots-main/${name}-${lang}-${width}.png`, fullPage: false });
    }
    await context.close();
  }
} finally { await browser.close(); await product.stop(); }
