import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { ToastHost } from '../../host-demo/site/layout/toast-host';
import { pageRenderer } from './support/render-page';

const render = pageRenderer();

describe('the site toast', () => {
  it('shows the deposit success toast at the bottom of the viewport, clear of the page heading under the header', async () => {
    let emit: (() => void) | null = null;
    const container = await render('en-US', (client) => {
      emit = () => client.events.emit('toast', { kind: 'success', messageKey: 'recharge.rechargeSuccessToast' });
      return <ToastHost client={client} />;
    });
    await act(async () => emit!());
    const region = container.querySelector<HTMLElement>('[aria-live="assertive"]')!;
    expect(region.querySelector('[data-kind="success"]')?.textContent).not.toBe('');
    // Anchored to the bottom edge; nothing pins it to the top, where the heading is.
    expect(region.style.position).toBe('fixed');
    expect(region.style.insetBlockEnd).toContain('24px');
    expect(region.style.insetBlockStart).toBe('');
    expect(region.style.top).toBe('');
  });
});
