// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import '../../../elements/define';

import { byName, mount, settle, shadow, text, until, hostNavigations } from '../helpers';
import { CODES, dialogIn, player, testClient } from '../kyc/kyc-helpers';
import { RP } from '../responsible-play/helpers';
import { fakeGateway } from '../../support/fake-gateway';

hostNavigations();

const restrictions = { isRestricted: false, restrictedReason: null, exclusionInfo: null, showDepositLimitConfigPopup: true, showDepositLimitPopup: false, showHighRiskUserPopup: false };

/**
 * The home page right after login, as the site lays it out: a heading and a button in <main>, and
 * the three elements whose dialogs open by themselves. The terms check (200029) answers last.
 */
function homeAfterLogin(language: 'en-US' | 'ar-AE' = 'en-US') {
  const gateway = fakeGateway({
    [CODES.checkTerms]: { data: { id: 7, forceUpgrade: 0, notice: 1, upgrade: 1 } },
    [CODES.termsArticles]: { data: { articleDetailItemList: [{ id: 1, label: 'whole', title: 'Terms', content: 'We changed the rules.' }] } },
    [CODES.fundsStatus]: { data: { alertStatus: 1, agreeStatus: 0 } },
    [CODES.fundsSubmit]: { data: {} },
    [RP.restrictions]: { data: restrictions },
    [RP.tipReport]: { data: {} },
  });
  const releaseTerms = gateway.hold(CODES.checkTerms);
  document.body.innerHTML = '<main id="main" tabindex="-1"><h1>Home</h1><button type="button">Play now</button></main>';
  const { client } = testClient(gateway, { user: player(3), language });
  const terms = shadow(mount('nl-terms-dialog', client));
  const funds = shadow(mount('nl-funds-security', client));
  const popups = shadow(mount('nl-restriction-dialogs', client));
  const main = document.querySelector('main')!;
  /** The dialogs open on the page now, by their titles. */
  const open = () => [terms, funds, popups].map((root) => dialogIn(root)).filter((d): d is HTMLElement => d !== null).map((d) => text(d.querySelector('h2')));
  return { gateway, releaseTerms, terms, funds, popups, main, open };
}

/** The element focused inside a shadow root's host, or the document's. */
const focusedIn = (root: ShadowRoot) => root.activeElement as HTMLElement | null;

describe('the dialogs that open after login take turns', () => {
  it('terms, then the funds declaration, then "set a deposit limit": one at a time, each taking focus, the page behind inert', async () => {
    const page = homeAfterLogin();
    // The declaration and the popup have their answers, but wait for the terms check.
    await until(() => page.gateway.callsOf(RP.restrictions).length === 1 && page.gateway.callsOf(CODES.fundsStatus).length === 1);
    await settle();
    expect(page.open()).toEqual([]);

    page.releaseTerms();
    await until(() => page.open().length === 1);
    expect(page.open()).toEqual(['Our terms have been updated']);
    const terms = dialogIn(page.terms)!;
    await until(() => terms.contains(focusedIn(page.terms)));
    expect(page.main.inert).toBe(true);
    expect((page.funds.host as HTMLElement).inert).toBe(true);

    // Tab from the last stop comes back to the first: focus stays in the dialog.
    const stops = Array.from(terms.querySelectorAll<HTMLElement>('button, [tabindex="0"]'));
    stops[stops.length - 1]!.focus();
    terms.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, composed: true, cancelable: true }));
    expect(focusedIn(page.terms)).toBe(stops[0]);

    byName(terms, 'Close')!.click();
    await until(() => page.open()[0] === 'Funds security declaration');
    expect(page.open()).toHaveLength(1);
    const funds = dialogIn(page.funds)!;
    await until(() => funds.contains(focusedIn(page.funds)));
    expect(page.main.inert).toBe(true);

    funds.querySelector<HTMLInputElement>('input[name="ownFunds"]')!.click();
    funds.querySelector<HTMLInputElement>('input[name="notProceedsOfCrime"]')!.click();
    const source = funds.querySelector<HTMLSelectElement>('select[name="source"]')!;
    source.value = 'salary';
    source.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    byName(funds, 'Submit')!.click();
    await until(() => page.open()[0] === 'Set a deposit limit');
    expect(page.open()).toHaveLength(1);
    const limit = dialogIn(page.popups)!;
    await until(() => limit.contains(focusedIn(page.popups)));

    byName(limit, 'Not now')!.click();
    await until(() => page.open().length === 0);
    // Nothing on the page opened these dialogs: focus lands on the page's heading, not on <body>.
    expect(page.main.inert).toBe(false);
    await until(() => document.activeElement === document.querySelector('h1'));
  });

  it('in Arabic too, the terms come first however late their check answers', async () => {
    const page = homeAfterLogin('ar-AE');
    await until(() => page.gateway.callsOf(RP.restrictions).length === 1);
    await settle(200);
    expect(page.open()).toEqual([]);
    page.releaseTerms();
    await until(() => page.open().length === 1);
    expect(dialogIn(page.terms)).not.toBeNull();
    expect(dialogIn(page.popups)).toBeNull();
  });
});
