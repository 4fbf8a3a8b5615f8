// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { LegacyAccount } from '../../../sdk';
import { defineAccountMigration } from '../../../elements/accounts/account-migration/account-migration-element';
import { fakeGateway, type Reply } from '../../support/fake-gateway';
import { byName, depositClient, mount, record, shadow, text, until } from '../deposits/deposit-helpers';

defineAccountMigration();

afterEach(() => {
  document.body.innerHTML = '';
});

const LIST = '001006';
const MIGRATE = '600701';
const ACTIVE = Date.UTC(2025, 5, 30, 8, 0);

const legacy = (overrides: Partial<LegacyAccount> = {}): LegacyAccount => ({
  legacyRef: 'EL-2019-004512',
  balance: 12_550,
  lastActiveAt: ACTIVE,
  state: 'available',
  migratedAt: null,
  ...overrides,
});

function migrationPage(replies: Record<string, Reply>, language: 'en-US' | 'ar-AE' = 'en-US') {
  const gateway = fakeGateway(replies);
  const test = depositClient(gateway, { language });
  const element = mount('nl-account-migration', test.client);
  return { ...test, gateway, element, root: shadow(element) };
}

const accountTexts = (root: ShadowRoot) => Array.from(root.querySelectorAll('[part="account"]'), (c) => text(c));

describe('<nl-account-migration> (SPEC §2 accountMigration)', () => {
  it('lists the previous accounts, moves one once and shows it migrated with the amount credited', async () => {
    let migrated = false;
    const page = migrationPage({
      [LIST]: () => ({ data: { items: [migrated ? legacy({ state: 'migrated', migratedAt: ACTIVE + 1 }) : legacy()] } }),
      [MIGRATE]: () => {
        migrated = true;
        return { data: { legacyRef: 'EL-2019-004512', creditedAmount: 12_550, migratedAt: ACTIVE + 1 } };
      },
    });
    await until(() => accountTexts(page.root).length === 1);
    expect(accountTexts(page.root)[0]).toContain('EL-2019-004512');
    expect(accountTexts(page.root)[0]).toContain('AED 125.50');
    expect(accountTexts(page.root)[0]).toContain('Last used on');
    byName(page.root, 'Move the balance to this account')!.click();
    expect(text(await until(() => page.root.querySelector('[part="outcome"][role="status"]')))).toBe(
      'Account EL-2019-004512 has been moved: AED 125.50 was added to your withdrawable balance.',
    );
    await until(() => page.root.querySelector('[data-state="migrated"]'));
    expect(accountTexts(page.root)[0]).toContain('Moved to this account on');
    expect(byName(page.root, 'Move the balance to this account')).toBeFalsy();
    expect(page.gateway.callsOf(MIGRATE)).toEqual([{ legacyRef: 'EL-2019-004512' }]);
    const paths = record<{ path: string }>(page.element, 'nl-navigate-request');
    byName(page.root, 'View transactions')!.click();
    expect(paths.map((p) => p.path)).toEqual(['/account/transactions']);
  });

  it('says why a move failed, with the server\'s message, and keeps the account available', async () => {
    const page = migrationPage({
      [LIST]: { data: { items: [legacy()] } },
      [MIGRATE]: { code: 403000670, message: 'This account of the previous lottery platform has already been moved to another account.' },
    });
    await until(() => accountTexts(page.root).length === 1);
    byName(page.root, 'Move the balance to this account')!.click();
    expect(text(await until(() => page.root.querySelector('[part="outcome"][role="alert"]')))).toContain('already been moved to another account');
    expect(page.root.querySelector('[data-state="available"]')).toBeTruthy();
  });

  it('says when no previous account is registered to the player', async () => {
    const page = migrationPage({ [LIST]: { data: { items: [] } } });
    expect(text(await until(() => page.root.querySelector('[data-state="empty"]')))).toBe(
      'No account of the previous lottery platform is registered to your e-mail address or mobile number.',
    );
  });

  it('shows an error with Retry when the accounts cannot be loaded', async () => {
    let calls = 0;
    const page = migrationPage({ [LIST]: () => (++calls === 1 ? { code: 500000000, message: 'down' } : { data: { items: [legacy()] } }) });
    expect(text(await until(() => page.root.querySelector('[role="alert"]')))).toContain('Your previous accounts could not be loaded.');
    byName(page.root, 'Retry')!.click();
    await until(() => accountTexts(page.root).length === 1);
  });

  it('speaks Arabic, right to left, with the reference and amounts kept left to right', async () => {
    const page = migrationPage({ [LIST]: { data: { items: [legacy()] } } }, 'ar-AE');
    await until(() => accountTexts(page.root).length === 1);
    expect(text(page.root.querySelector('h1'))).toBe('نقل حسابك');
    expect(page.root.querySelector('.nl-root')?.getAttribute('dir')).toBe('rtl');
    expect(page.root.querySelectorAll('.ref bdi, .ref [dir="ltr"], .balance bdi, .balance [dir="ltr"]')).toHaveLength(2);
    expect(byName(page.root, 'انقل الرصيد إلى هذا الحساب')).toBeTruthy();
  });
});
