// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { createClient, memoryStorage, memoryTelemetry } from '../../../sdk';
import { defineElement } from '../../../elements/base/define-element';
import { fakeGateway } from '../../support/fake-gateway';
import { byName, shadow, text, until } from '../helpers';

afterEach(() => {
  document.body.innerHTML = '';
});

/** Fails while rendering until `healed` is set, as an element with a bug on some data would. */
let healed = false;
function Fragile() {
  const [label] = useState('works');
  if (!healed) throw new TypeError('Cannot show the card 4111 1111 1111 1111 of holder Sara Khan');
  return <p className="ok">{label}</p>;
}
defineElement('nl-test-fragile', Fragile);

function client(language: 'en-US' | 'ar-AE', telemetry = memoryTelemetry()) {
  return {
    telemetry,
    client: createClient({ errorReporter: telemetry, env: { fetch: fakeGateway().fetch, storage: memoryStorage(), languages: () => [language], currentPath: () => '/account/deposit?amount=5000' } }),
  };
}

function mountFragile(c: ReturnType<typeof client>['client']) {
  const element = document.createElement('nl-test-fragile') as HTMLElement & { client: unknown };
  element.client = c;
  document.body.append(element);
  return shadow(element);
}

describe('an element that throws', () => {
  it('shows a message with Retry instead of going blank, and reports the error without the player data', async () => {
    healed = false;
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React logs the caught error
    const { client: c, telemetry } = client('en-US');
    const root = mountFragile(c);
    const alert = await until(() => root.querySelector('[role="alert"]'));
    expect(text(alert)).toContain('This part of the page could not be shown.');
    expect(telemetry.reports).toEqual([
      { kind: 'element', element: 'nl-test-fragile', name: 'TypeError', message: 'Cannot show the card [redacted] of holder [redacted]', path: '/account/deposit' },
    ]);

    healed = true;
    byName(root, 'Retry')!.click();
    expect(text(await until(() => root.querySelector('.ok')))).toBe('works');
    vi.restoreAllMocks();
  });

  it('says so in Arabic, right to left', async () => {
    healed = false;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = mountFragile(client('ar-AE').client);
    const alert = await until(() => root.querySelector('[role="alert"]'));
    expect(text(alert)).toContain('تعذّر عرض هذا الجزء من الصفحة.');
    expect(root.querySelector('.nl-root')?.getAttribute('dir')).toBe('rtl');
    vi.restoreAllMocks();
  });

  it('reports nothing when the client has no reporter (the default), and still shows the message', async () => {
    healed = false;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const gateway = fakeGateway();
    const c = createClient({ env: { fetch: gateway.fetch, storage: memoryStorage(), languages: () => ['en-US'] } });
    const root = mountFragile(c);
    await until(() => root.querySelector('[role="alert"]'));
    expect(gateway.calls).toEqual([]);
    vi.restoreAllMocks();
  });
});
