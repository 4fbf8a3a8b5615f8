// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import { FormError, NlProvider, PhoneField, SendCodeButton, SubmitButton, TextField, loadCountryCodes, useZodForm } from '../../../elements';
import type { NlClient } from '../../../sdk';
import { translationsFor } from '../../../sdk/i18n';
import { settle, text, until } from '../helpers';
import { CODES, accountClient, accountGateway, codeSent, control, errorOf, submit, type } from './account-helpers';

// React warns unless it knows updates are wrapped in act() by the test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
  document.body.innerHTML = '';
});

/**
 * Renders components directly (no custom element) with a client, once the client's texts are
 * loaded (NlProvider shows nothing before); returns the document as the query root.
 */
async function render(client: NlClient, node: React.ReactNode): Promise<ShadowRoot> {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await translationsFor(client).ready();
  await act(async () => root!.render(<NlProvider client={client}>{node}</NlProvider>));
  return document as unknown as ShadowRoot;
}

const schema = z.object({ email: z.string().min(1, 'validation.required'), name: z.string().min(1, 'validation.required') });

function IssuesForm({ issues }: { issues: { path: (string | number)[]; message: string }[] }) {
  const form = useZodForm(schema, { email: '', name: '' });
  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit(() => void form.applyServerIssues(issues))}>
      <TextField label="E-mail" type="email" {...form.field('email')} />
      <TextField label="Name" {...form.field('name')} />
      <FormError message={form.formError} />
      <SubmitButton busy={form.submitting}>Save</SubmitButton>
    </form>
  );
}

describe('shared form controls', () => {
  it('applyServerIssues puts issues on their fields, translated, and the rest in the form error', async () => {
    const client = accountClient(accountGateway());
    const issues = [
      { path: ['data', 'email'], message: 'validation.email' },
      { path: ['data', 'unknownField'], message: 'Something about the whole request.' },
    ];
    const doc = await render(client, <IssuesForm issues={issues} />);
    type(control(doc, 'E-mail'), 'sara@example.ae');
    type(control(doc, 'Name'), 'Sara');
    submit(doc, 'Save');
    const email = control(doc, 'E-mail');
    await until(() => errorOf(doc, email) === 'Enter a valid e-mail address.');
    expect(text(doc.querySelector('[role="alert"]'))).toBe('Something about the whole request.');
    await until(() => doc.activeElement === email);
    // Changing the field clears the server's message.
    type(email, 'sara@example.com');
    await until(() => errorOf(doc, email) === '');
  });

  it('SendCodeButton with autoSend sends once when it appears, then counts down', async () => {
    const gateway = accountGateway({ [CODES.sendSms]: codeSent(45) });
    const client = accountClient(gateway);
    let sends = 0;
    const onSend = async () => {
      sends += 1;
      const result = await client.call('sendSmsCode', { countryCode: '971', mobile: '501234567', scene: 'login' }, { hideToast: true });
      return result.ok ? result.data.resendAfterSeconds : null;
    };
    const doc = await render(client, <SendCodeButton onSend={onSend} autoSend />);
    await until(() => text(doc.querySelector('button')) === 'Resend in 45 s');
    await settle();
    expect(sends).toBe(1);
    expect(gateway.callsOf(CODES.sendSms)).toHaveLength(1);
  });

  it('asks for the country list again after a failure', async () => {
    const gateway = accountGateway({ [CODES.countryCodes]: { code: 500000001, message: 'down' } });
    const client = accountClient(gateway);
    expect((await loadCountryCodes(client)).ok).toBe(false);
    gateway.reply(CODES.countryCodes, { data: { countries: [{ id: 1, country: 'United Arab Emirates', code: '971', flagUrl: '', iso: 'AE' }] } });
    expect((await loadCountryCodes(client)).ok).toBe(true);
    await loadCountryCodes(client);
    expect(gateway.callsOf(CODES.countryCodes)).toHaveLength(2);
  });

  it('PhoneField labels its country code and keeps 971 while the list loads', async () => {
    const client = accountClient(accountGateway());
    const doc = await render(client, <PhoneField label="Mobile" name="mobile" value="" onChange={() => {}} countryCode="971" onCountryCodeChange={() => {}} />);
    const select = control<HTMLSelectElement>(doc, 'Country code');
    expect(select.value).toBe('971');
    expect(select.closest('[dir="ltr"]')).toBeTruthy();
    await until(() => select.options.length === 3);
    expect(select.value).toBe('971');
  });
});
