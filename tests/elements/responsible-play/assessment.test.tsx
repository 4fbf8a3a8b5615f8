// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { defineAssessment } from '../../../elements/responsible-play/assessment/assessment-element';
import { RP, button, mount, rpClient, shadow, text, until } from './helpers';
import { hostNavigations } from '../helpers';

defineAssessment();

hostNavigations();

function open(language: 'en-US' | 'ar-AE' = 'en-US') {
  // The server applies the same rule as the SDK: at risk from 5 yes answers.
  const { gateway, client } = rpClient(
    { [RP.assessment]: (data) => ({ data: { result: (data as { answers: boolean[] }).answers.filter(Boolean).length >= 5 ? 'at-risk' : 'low-risk' } }) },
    { language, user: null },
  );
  const root = shadow(mount('nl-assessment', client));
  return { gateway, root };
}
const answer = (root: ShadowRoot, yes: number) => {
  root.querySelectorAll<HTMLFieldSetElement>('fieldset[data-question]').forEach((set, i) => set.querySelector<HTMLInputElement>(`input[value="${i < yes ? 'yes' : 'no'}"]`)!.click());
};

describe('<nl-assessment>', () => {
  it('asks 14 yes-or-no questions', async () => {
    const { root } = open();
    await until(() => root.querySelectorAll('fieldset[data-question]').length === 14);
    const first = root.querySelector('fieldset[data-question="1"]')!;
    expect(text(first.querySelector('legend'))).toBe('1. Have you bet more than you could really afford to lose?');
    expect(Array.from(first.querySelectorAll('label'), text)).toEqual(['Yes', 'No']);
  });

  it('refuses to submit until every question is answered', async () => {
    const { root, gateway } = open();
    await until(() => root.querySelectorAll('fieldset[data-question]').length === 14);
    root.querySelector<HTMLInputElement>('input[name="q1"][value="yes"]')!.click();
    button(root, 'Submit').click();
    expect(text(await until(() => root.querySelector('[role="alert"]')))).toBe('Please answer all questions to submit the assessment.');
    expect(gateway.callsOf(RP.assessment)).toEqual([]);
  });

  it('5 yes answers is at risk, with the advice and links to the tools and support', async () => {
    const { root, gateway } = open();
    await until(() => root.querySelectorAll('fieldset[data-question]').length === 14);
    answer(root, 5);
    button(root, 'Submit').click();
    const result = await until(() => root.querySelector('[part="result"]'));
    expect(result.getAttribute('data-result')).toBe('at-risk');
    expect(text(result.querySelector('h2'))).toBe('You may be at risk');
    expect(Array.from(result.querySelectorAll('a'), (a) => [text(a), a.getAttribute('href')])).toEqual([
      ['Player controls', '/Play-Responsibly?activeTabName=Player%20Controls'],
      ['Get support', '/Play-Responsibly?activeTabName=Support'],
    ]);
    expect(gateway.callsOf(RP.assessment)).toEqual([{ answers: [true, true, true, true, true, false, false, false, false, false, false, false, false, false] }]);
  });

  it('4 yes answers is low risk', async () => {
    const { root } = open();
    await until(() => root.querySelectorAll('fieldset[data-question]').length === 14);
    answer(root, 4);
    button(root, 'Submit').click();
    const result = await until(() => root.querySelector('[part="result"]'));
    expect(result.getAttribute('data-result')).toBe('low-risk');
    expect(text(result.querySelector('h2'))).toBe('Low risk');
  });

  it('in Arabic', async () => {
    const { root } = open('ar-AE');
    await until(() => root.querySelectorAll('fieldset[data-question]').length === 14);
    expect(root.querySelector('[part="base"]')?.getAttribute('dir')).toBe('rtl');
    button(root, 'إرسال').click();
    expect(text(await until(() => root.querySelector('[role="alert"]')))).toBe(
      JSON.parse((await import('node:fs')).readFileSync('locales/ar-AE.json', 'utf8')).validation.answerAllQuestions,
    );
    answer(root, 14);
    button(root, 'إرسال').click();
    const result = await until(() => root.querySelector('[part="result"]'));
    expect(text(result.querySelector('h2'))).toBe('قد تكون معرّضًا للخطر');
  });
});
