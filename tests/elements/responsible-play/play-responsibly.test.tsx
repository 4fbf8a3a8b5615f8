// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { definePlayResponsibly } from '../../../elements/responsible-play/play-responsibly/play-responsibly-element';
import { ROUTES } from '../../../host-demo/site/routing/route-table';
import { button, mount, rpClient, shadow, text, until } from './helpers';
import { hostNavigations } from '../helpers';

definePlayResponsibly();

hostNavigations();

function open(attributes: Record<string, string> = {}, language: 'en-US' | 'ar-AE' = 'en-US') {
  const { client } = rpClient({}, { language });
  return shadow(mount('nl-play-responsibly', client, attributes));
}

describe('<nl-play-responsibly>', () => {
  it('opens the tab named by activeTabName and reaches every tool', async () => {
    const root = open({ 'active-tab-name': 'Player Controls' });
    await until(() => root.querySelector('[role="tablist"][part="tabs"]'));
    expect(Array.from(root.querySelectorAll('.play-responsibly > [part="tabs"] > [role="tab"]'), text)).toEqual(['Player controls', 'Family exclusion', 'Self-assessment', 'Advice', 'Support']);
    // Player controls: self-exclusion, take a break, deposit limit and wager limit.
    const tools = await until(() => (root.querySelectorAll('.self-exclusion [role="tab"]').length ? root.querySelectorAll('.self-exclusion [role="tab"]') : null));
    expect(Array.from(tools, text)).toEqual(['Self-exclusion', 'Take a break', 'Deposit limit', 'Wager limit']);
    button(root, 'Family exclusion').click();
    await until(() => root.querySelector('[part="panel"][data-tab="Family Exclusion"]'));
    expect(Array.from(root.querySelectorAll('[part="panel"] a'), (a) => a.getAttribute('href'))).toEqual(['/family-plan', '/familyPlanCheckProgress']);
    button(root, 'Self-assessment').click();
    await until(() => root.querySelector('[part="panel"][data-tab="Self-Assessment"]'));
    expect(root.querySelector('[part="panel"] a')?.getAttribute('href')).toBe('/Assessment');
    button(root, 'Advice').click();
    await until(() => root.querySelectorAll('[part="panel"] li').length === 5);
  });

  it('opens another tab by name and moves between tabs with the arrow keys', async () => {
    const root = open({ 'active-tab-name': 'support' });
    const selected = () => text(root.querySelector('[part="tabs"] [aria-selected="true"]'));
    await until(() => selected() === 'Support');
    root.querySelector('[part="tabs"]')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await until(() => selected() === 'Player controls');
  });

  it('gives the support team\'s hotline and e-mail of the footer as links in the design\'s link style, in either language', async () => {
    for (const [language, hotline, email] of [
      // The hotline link's name says what the number is (a visually hidden "Call customer service on").
      ['en-US', 'Hotline: Call customer service on 8002365', 'E-mail: support@example.ae'],
      ['ar-AE', 'الخط الساخن: اتصل بخدمة العملاء على الرقم 8002365', 'البريد الإلكتروني: support@example.ae'],
    ] as const) {
      const root = open({ 'active-tab-name': 'Support' }, language);
      const items = await until(() => (root.querySelectorAll('[part="panel"] .rp-contact li').length === 2 ? root.querySelectorAll('[part="panel"] .rp-contact li') : null));
      expect(Array.from(items, text)).toEqual([hotline, email]);
      const links = Array.from(root.querySelectorAll('[part="panel"] a'));
      expect(links.map((a) => a.getAttribute('href'))).toEqual(['tel:8002365', 'mailto:support@example.ae']);
      expect(links.every((a) => a.classList.contains('nl-link'))).toBe(true);
      // Only the number and the address are left to right; the sentence keeps the page's direction.
      expect(root.querySelector('[part="panel"] [dir="ltr"]:not(.nl-ltr)')).toBeNull();
    }
  });

  it('is the page of /Play-Responsibly, with activeTabName as its attribute', () => {
    const route = ROUTES.find((r) => r.name === 'playResponsibly')!;
    expect(route.element?.tag).toBe('nl-play-responsibly');
    expect(route.element?.attrs?.({}, new URLSearchParams('key=Play-Responsibly&activeTabName=Player%20Controls'))).toEqual({ 'active-tab-name': 'Player Controls' });
    expect(ROUTES.find((r) => r.name === 'familyPlan')?.element?.tag).toBe('nl-family-exclusion');
    expect(ROUTES.find((r) => r.name === 'familyPlanCheckProgress')?.element?.attrs?.({}, new URLSearchParams())).toEqual({ mode: 'progress' });
    expect(ROUTES.find((r) => r.name === 'assessment')?.element?.tag).toBe('nl-assessment');
  });

  it('in Arabic', async () => {
    const root = open({ 'active-tab-name': 'Advice' }, 'ar-AE');
    await until(() => root.querySelectorAll('[part="panel"] li').length === 5);
    expect(root.querySelector('[part="base"]')?.getAttribute('dir')).toBe('rtl');
    expect(Array.from(root.querySelectorAll('.play-responsibly > [part="tabs"] > [role="tab"]'), text)).toEqual(['أدوات التحكم للاعب', 'الاستبعاد العائلي', 'التقييم الذاتي', 'نصائح', 'الدعم']);
  });
});
