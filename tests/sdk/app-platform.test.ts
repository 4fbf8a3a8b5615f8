import { describe, expect, it } from 'vitest';
import { appPlatform } from '../../sdk';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 wv';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

const at = (query: string, userAgent: string, inApp = true) => appPlatform({ query: new URLSearchParams(query), userAgent, inApp });

describe('the native app\'s platform (SPEC §9: 1 iOS, 2 Android)', () => {
  it('takes platform=1 or platform=2 from the query, over the user agent, on any page', () => {
    expect(at('platform=1', ANDROID)).toBe(1);
    expect(at('platform=2', IPHONE)).toBe(2);
    expect(at('platform=2', DESKTOP, false)).toBe(2);
  });

  it('ignores any other platform value and falls back to the user agent', () => {
    for (const value of ['3', '4', '0', 'ios', '1 ', '12', '']) expect(at(`platform=${encodeURIComponent(value)}`, ANDROID), value).toBe(2);
    expect(at('platform=9', DESKTOP)).toBeNull();
  });

  it('reads the user agent on the app\'s own pages: iPhone, iPad or iPod is iOS, Android is Android', () => {
    expect(at('', IPHONE)).toBe(1);
    expect(at('', IPHONE.replace('iPhone', 'iPad'))).toBe(1);
    expect(at('', ANDROID)).toBe(2);
    expect(at('', DESKTOP)).toBeNull();
  });

  it('leaves a phone\'s browser on the site as mobile web: no app platform from the user agent off the app\'s pages', () => {
    expect(at('', IPHONE, false)).toBeNull();
    expect(at('', ANDROID, false)).toBeNull();
  });
});
