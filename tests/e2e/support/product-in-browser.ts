import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startProduct, type RunningProduct, type StartOptions } from './start-product';

/** The product started as README.md says, and Debian's Chromium, shared by a file's tests. */
export interface ProductInBrowser {
  readonly product: RunningProduct;
  readonly browser: Browser;
}

/**
 * Starts the product and a browser before the file's tests and stops both after them. Call it at
 * the top of a test file; read `product` and `browser` inside tests and hooks. `options` go to
 * startProduct (a log level, a database prepared before the start).
 *
 * @example const running = sharedProductInBrowser(); it('…', async () => { const page = await running.browser.newPage(); });
 */
export function sharedProductInBrowser(options: StartOptions = {}): ProductInBrowser {
  let product: RunningProduct | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    // Side by side: the product's start mostly waits on its own process, Chromium's on another.
    const [startedProduct, launched] = await Promise.allSettled([startProduct(options), launchBrowser()]);
    if (startedProduct.status === 'fulfilled') product = startedProduct.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    // One failed: afterAll stops the other; the file fails with the reason.
    if (startedProduct.status === 'rejected') throw startedProduct.reason;
    if (launched.status === 'rejected') throw launched.reason;
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not started yet: read it inside a test or hook`);
    return value;
  };
  return {
    get product() {
      return started(product, 'The product');
    },
    get browser() {
      return started(browser, 'The browser');
    },
  };
}
