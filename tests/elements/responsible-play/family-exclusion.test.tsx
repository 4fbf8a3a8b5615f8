// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { defineFamilyExclusion } from '../../../elements/responsible-play/family-exclusion/family-exclusion-element';
import type { Reply } from '../../support/fake-gateway';
import { RP, button, chooseFiles, countriesFixture, field, mount, pngFile, rpClient, shadow, text, typeInto, until } from './helpers';
import { hostNavigations } from '../helpers';

defineFamilyExclusion();

hostNavigations();

function open(replies: Record<string, Reply> = {}, attributes: Record<string, string> = {}, language: 'en-US' | 'ar-AE' = 'en-US') {
  let uploads = 0;
  const { gateway, client } = rpClient(
    {
      [RP.countryCodes]: { data: countriesFixture() },
      [RP.sendSms]: { data: { expiresInSeconds: 300, resendAfterSeconds: 60 } },
      [RP.upload]: () => ({ data: { documentId: `doc-${++uploads}` } }),
      [RP.applyFamily]: { data: { receiptNumber: 'FE-2026-000123' } },
      ...replies,
    },
    { language, user: null },
  );
  return { gateway, root: shadow(mount('nl-family-exclusion', client, attributes)) };
}

async function fillIn(root: ShadowRoot) {
  await until(() => root.querySelector('form'));
  typeInto(field(root, 'Account to exclude (e-mail or mobile)'), 'player@example.ae');
  typeInto(field(root, "Account holder's name"), 'Omar Khan');
  typeInto(field(root, 'Your name'), 'Aisha Khan');
  typeInto(field(root, 'Your mobile number'), '501234567');
  typeInto(field(root, 'Verification code'), '123456');
  typeInto(field<HTMLSelectElement>(root, 'Your relationship to the player'), 'spouse');
  typeInto(field<HTMLSelectElement>(root, 'Exclusion duration'), '-1');
  typeInto(field(root, 'Your e-mail'), 'aisha@example.ae');
}

describe('<nl-family-exclusion>', () => {
  it('offers the relationships and the durations of familyExclusionTimeLimit, up to lifetime', async () => {
    const { root } = open();
    await until(() => root.querySelector('form'));
    const options = (label: string) => Array.from(field<HTMLSelectElement>(root, label).options, (o) => o.textContent);
    expect(options('Your relationship to the player')).toEqual(['Choose…', 'Spouse', 'Parent', 'Child', 'Grandchild']);
    expect(options('Exclusion duration')).toEqual(['Choose…', '6 months', '1 year', 'Lifetime']);
  });

  it('sends the code for the family scene to the mobile without its leading 0', async () => {
    const { root, gateway } = open();
    await until(() => root.querySelector('form'));
    typeInto(field(root, 'Your mobile number'), '0501234567');
    button(root, 'Send code').click();
    await until(() => gateway.callsOf(RP.sendSms).length === 1).catch(() => undefined);
    // A leading 0 is refused by the mobile rule before anything is sent.
    expect(gateway.callsOf(RP.sendSms)).toEqual([]);
    typeInto(field(root, 'Your mobile number'), '501234567');
    button(root, 'Send code').click();
    await until(() => gateway.callsOf(RP.sendSms).length === 1);
    expect(gateway.callsOf(RP.sendSms)).toEqual([{ countryCode: '971', mobile: '501234567', scene: 'family' }]);
  });

  it('needs the ID photo and the relationship evidence before it applies', async () => {
    const { root, gateway } = open();
    await fillIn(root);
    button(root, 'Submit application').click();
    expect(text(await until(() => root.querySelector('[role="alert"]')))).toBe('Please upload your ID photo and the proof of relationship.');
    expect(gateway.callsOf(RP.applyFamily)).toEqual([]);
  });

  it('uploads both documents, applies and shows the receipt number', async () => {
    const { root, gateway } = open();
    await fillIn(root);
    chooseFiles(root.querySelector<HTMLInputElement>('input[name="idPhoto"]')!, [pngFile('id.png')]);
    chooseFiles(root.querySelector<HTMLInputElement>('input[name="evidence"]')!, [pngFile('family-book.png')]);
    await until(() => text(root.querySelector('[data-upload="evidence"] [role="status"]')) === 'family-book.png uploaded.');
    await until(() => text(root.querySelector('[data-upload="idPhoto"] [role="status"]')) === 'id.png uploaded.');
    expect(gateway.callsOf(RP.upload).map((c) => (c as { purpose: string }).purpose)).toEqual(['family-exclusion', 'family-exclusion']);
    button(root, 'Submit application').click();
    const receipt = await until(() => root.querySelector('[part="receipt"]'));
    expect(text(receipt.querySelector('[data-field="receipt"]'))).toBe('FE-2026-000123');
    const [sent] = gateway.callsOf(RP.applyFamily) as Record<string, unknown>[];
    expect(sent).toMatchObject({
      account: 'player@example.ae',
      holderName: 'Omar Khan',
      applicantName: 'Aisha Khan',
      countryCode: '971',
      mobile: '501234567',
      code: '123456',
      relationship: 'spouse',
      duration: -1,
      email: 'aisha@example.ae',
    });
    expect([sent!.idPhotoId, sent!.evidenceId].sort()).toEqual(['doc-1', 'doc-2']);
  });

  it('refuses a file that is not an image', async () => {
    const { root, gateway } = open();
    await until(() => root.querySelector('form'));
    chooseFiles(root.querySelector<HTMLInputElement>('input[name="idPhoto"]')!, [new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' })]);
    await until(() => root.querySelector('[data-upload="idPhoto"] .nl-error-text'));
    expect(gateway.callsOf(RP.upload)).toEqual([]);
  });

  const states = [
    ['noRecord', 'No application was found for this receipt number.'],
    ['underReview', 'Your application is under review.'],
    ['approved', 'Your application was approved: the account is excluded.'],
    ['deniedIneligible', 'Your application was denied: the applicant is not eligible.'],
    ['deniedIncorrect', 'Your application was denied: the information was incorrect.'],
  ] as const;
  it.each(states)('progress: %s', async (state, said) => {
    const { root, gateway } = open({ [RP.familyProgress]: { data: { state, submittedAt: state === 'noRecord' ? null : Date.now() - 86_400_000, decidedAt: null } } }, { mode: 'progress' });
    await until(() => root.querySelector('form'));
    typeInto(root.querySelector<HTMLInputElement>('input[name="receiptNumber"]')!, ' FE-2026-000123 ');
    button(root, 'Check').click();
    const result = await until(() => root.querySelector('[part="result"]'));
    expect(result.getAttribute('data-state')).toBe(state);
    expect(text(result.querySelector('.nl-card-title'))).toBe(said);
    expect(gateway.callsOf(RP.familyProgress)).toEqual([{ receiptNumber: 'FE-2026-000123' }]);
  });

  it('progress needs a receipt number', async () => {
    const { root, gateway } = open({}, { mode: 'progress' });
    await until(() => root.querySelector('form'));
    button(root, 'Check').click();
    expect(text(await until(() => root.querySelector('[role="alert"]')))).toBe('This field is required.');
    expect(gateway.callsOf(RP.familyProgress)).toEqual([]);
  });

  it('in Arabic', async () => {
    const { root } = open({ [RP.familyProgress]: { data: { state: 'underReview', submittedAt: null, decidedAt: null } } }, { mode: 'progress' }, 'ar-AE');
    await until(() => root.querySelector('form'));
    expect(root.querySelector('[part="base"]')?.getAttribute('dir')).toBe('rtl');
    typeInto(root.querySelector<HTMLInputElement>('input[name="receiptNumber"]')!, 'FE-1');
    button(root, 'تحقق').click();
    const result = await until(() => root.querySelector('[part="result"]'));
    expect(text(result.querySelector('.nl-card-title'))).toBe('طلبك قيد المراجعة.');
  });
});
