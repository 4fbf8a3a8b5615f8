// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../../elements/define';
import { byName, makeClient, mount, settle, shadow, text, until } from './helpers';
import { fakeGateway } from '../support/fake-gateway';
import { BACK_TO_TOP_IDLE_MS } from '../../elements/layout/footer/back-to-top';

beforeAll(() => {
  document.addEventListener('nl-navigate-request', (event) => event.preventDefault());
});
afterEach(() => {
  document.body.innerHTML = '';
  window.scrollTo(0, 0);
});

function footer(attributes: Record<string, string> = {}, language: 'en-US' | 'ar-AE' = 'en-US') {
  const element = mount('nl-footer', makeClient(fakeGateway(), { language }), attributes);
  return { element, root: shadow(element) };
}

describe('<nl-footer>', () => {
  it('links every information page of SPEC §2', async () => {
    const { root, element } = footer();
    await until(() => root.querySelector('.footer-links a'));
    const links = Object.fromEntries(Array.from(root.querySelectorAll('.footer-links a'), (a) => [text(a), a.getAttribute('href')]));
    expect(links).toEqual({
      'About Us': '/About-Us',
      'Terms and Conditions': '/Terms-and-Conditions',
      'How to Play': '/how-to-play',
      'Privacy Notice': '/Privacy-Notice',
      FAQs: '/faq',
      'Play Responsibly': '/Play-Responsibly?key=Play-Responsibly',
    });
    const paths: string[] = [];
    element.addEventListener('nl-navigate-request', (event) => paths.push(event.detail.path));
    byName(root, 'Play Responsibly')!.click();
    expect(paths).toEqual(['/Play-Responsibly?key=Play-Responsibly']);
  });

  it('footer shows the hotline and version 1.0.5', async () => {
    const { root } = footer();
    const hotline = await until(() => root.querySelector('.hotline'));
    expect(text(hotline)).toBe('Hotline: Call customer service on 8002365');
    expect(hotline.querySelector('a')?.getAttribute('href')).toBe('tel:8002365');
    // Shown: "Hotline: 8002365"; the link's name says what the number is, also out of its sentence.
    expect(text(hotline.querySelector('a'))).toBe('Call customer service on 8002365');
    expect(text(hotline.querySelector('a .nl-visually-hidden'))).toBe('Call customer service on');
    expect(text(root.querySelector('.version'))).toBe('Version 1.0.5');
  });

  it('shows the version and support e-mail from attributes, and follows attribute changes', async () => {
    const { root, element } = footer({ version: '2.3.4', 'support-email': 'help@lottery.ae' });
    await until(() => text(root.querySelector('.version')) === 'Version 2.3.4');
    const email = root.querySelector('.support-email')!;
    expect(text(email)).toBe('Support e-mail: help@lottery.ae');
    expect(email.querySelector('a')?.getAttribute('href')).toBe('mailto:help@lottery.ae');
    element.version = '2.4.0';
    await until(() => text(root.querySelector('.version')) === 'Version 2.4.0');
    element.removeAttribute('version');
    await until(() => text(root.querySelector('.version')) === 'Version 1.0.5');
  });

  it('uses the default support e-mail through the translation', async () => {
    const { root } = footer();
    const email = await until(() => root.querySelector('.support-email'));
    expect(text(email)).toBe('Support e-mail: support@example.ae');
    expect(email.querySelector('[dir="ltr"]')?.textContent).toBe('support@example.ae');
  });

  it('shows the age notice, the current year, customer service and social links', async () => {
    const { root, element } = footer();
    const age = await until(() => root.querySelector('.age-notice'));
    expect(text(age)).toContain('18+');
    expect(text(age)).toContain('Restricted persons');
    expect(text(root.querySelector('.copyright'))).toContain(String(new Date().getFullYear()));
    const social = Array.from(root.querySelectorAll('.social-link'));
    expect(social.map((a) => a.getAttribute('data-network'))).toEqual(['facebook', 'instagram', 'x', 'youtube']);
    expect(social.every((a) => a.getAttribute('target') === '_blank' && a.getAttribute('rel')?.includes('noopener'))).toBe(true);
    expect(social[0]?.getAttribute('aria-label')).toBe('Facebook (opens in a new tab)');
    const channels: string[] = [];
    element.addEventListener('nl-chat-open', (event) => channels.push(event.detail.channel));
    byName(root, 'Customer service')!.click();
    expect(channels).toEqual(['support']);
    // No host chat plugin took the event: the footer shows how to reach customer service.
    const dialog = await until(() => root.querySelector('[role="dialog"]'));
    expect(text(dialog.querySelector('h2'))).toBe('Contact us');
    expect(dialog.querySelector('a[href="tel:8002365"]')).toBeTruthy();
    expect(dialog.querySelector('a[href="mailto:support@example.ae"]')).toBeTruthy();
    expect(text(dialog)).not.toContain('not available');
  });

  it('takes social links as a property without writing an attribute', async () => {
    const { root, element } = footer();
    element.socialLinks = [{ network: 'linkedin', url: 'https://www.linkedin.com/company/example' }];
    await until(() => root.querySelectorAll('.social-link').length === 1);
    expect(root.querySelector('.social-link')?.getAttribute('href')).toBe('https://www.linkedin.com/company/example');
    expect(element.hasAttribute('social-links')).toBe(false);
  });

  it('back-to-top appears after 400 px', async () => {
    const { root } = footer();
    await until(() => root.querySelector('.nl-footer'));
    window.scrollTo(0, 400);
    window.dispatchEvent(new Event('scroll'));
    await settle();
    expect(root.querySelector('.back-to-top')).toBeNull();
    window.scrollTo(0, 401);
    window.dispatchEvent(new Event('scroll'));
    const button = await until(() => root.querySelector<HTMLButtonElement>('.back-to-top'));
    expect(button.getAttribute('aria-label')).toBe('Back to top');
    button.click();
    await until(() => window.scrollY === 0); // smooth scrolling finishes asynchronously
    window.dispatchEvent(new Event('scroll'));
    await until(() => !root.querySelector('.back-to-top'));
  });

  it('back-to-top counts as idle once the page stops scrolling, and wakes with the next scroll', async () => {
    const { root } = footer();
    await until(() => root.querySelector('.nl-footer'));
    window.scrollTo(0, 900);
    window.dispatchEvent(new Event('scroll'));
    const scrolledAt = Date.now();
    const button = await until(() => root.querySelector<HTMLButtonElement>('.back-to-top'));
    expect(button.dataset.idle).toBeUndefined();
    // On a phone the footer's styles hide an idle button, so it never rests over a card's actions.
    await until(() => button.dataset.idle === 'true', BACK_TO_TOP_IDLE_MS + 1000);
    expect(Date.now() - scrolledAt).toBeGreaterThanOrEqual(BACK_TO_TOP_IDLE_MS - 50);
    window.scrollTo(0, 800);
    window.dispatchEvent(new Event('scroll'));
    await until(() => button.dataset.idle === undefined);
  });

  it('is in Arabic, right to left, with numbers kept left to right', async () => {
    const { root } = footer({}, 'ar-AE');
    const frame = await until(() => root.querySelector('.nl-root'));
    expect(frame.getAttribute('dir')).toBe('rtl');
    // The Arabic texts load after the frame is drawn; wait for them rather than race them.
    await until(() => text(root.querySelector('.version')) === 'الإصدار 1.0.5');
    expect(root.querySelector('.version [dir="ltr"]')?.textContent).toBe('1.0.5');
    expect(root.querySelector('.hotline [dir="ltr"]')?.textContent).toBe('8002365');
    expect(text(root.querySelector('.hotline a'))).toBe('اتصل بخدمة العملاء على الرقم 8002365');
    expect(byName(root, 'من نحن')).toBeTruthy();
  });
});
