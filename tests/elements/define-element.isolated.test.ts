// @vitest-environment happy-dom
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer, NlFooter, NlHeader, NlResults, defineElement, emit, footerElementOptions, setDefaultClient, useT } from '../../elements';
import { makeClient, mount, settle, shadow, text, until } from './helpers';
import { fakeGateway } from '../support/fake-gateway';

afterEach(() => {
  document.body.innerHTML = '';
  setDefaultClient(null);
  vi.restoreAllMocks();
});

describe('elements/index', () => {
  it('registers nothing when imported', () => {
    // This file imports only elements/index, never a define module.
    expect(customElements.get('nl-header')).toBeUndefined();
    expect(customElements.get('nl-results')).toBeUndefined();
    expect(typeof NlHeader).toBe('function');
    expect(typeof NlResults).toBe('function');
  });
});

describe('defineElement', () => {
  it('registers the class and is a silent no-op the second time', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = defineElement('nl-footer', Footer, footerElementOptions);
    const second = defineElement('nl-footer', Footer, footerElementOptions);
    expect(first).toBe(NlFooter);
    expect(second).toBe(NlFooter);
    expect(customElements.get('nl-footer')).toBe(NlFooter);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns and keeps the first definition when another constructor holds the tag', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    class Other extends HTMLElement {}
    customElements.define('nl-clash', Other);
    const Clash = () => null;
    const result = defineElement('nl-clash', Clash);
    expect(result).toBe(Other);
    expect(customElements.get('nl-clash')).toBe(Other);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('<nl-clash> is already defined'));
  });

  it('renders into an open shadow root with dir and lang from the client', async () => {
    const Greeting = () => createElement('p', { className: 'greeting' }, useT()('header.login'));
    defineElement('nl-test-greeting', Greeting);
    const client = makeClient(fakeGateway());
    const element = mount('nl-test-greeting' as 'nl-footer', client);
    const root = shadow(element);
    await until(() => root.querySelector('.greeting'));
    expect(element.shadowRoot?.mode).toBe('open');
    expect(root.querySelector('.nl-root')?.getAttribute('dir')).toBe('ltr');
    expect(root.querySelector('.nl-root')?.getAttribute('lang')).toBe('en-US');
    client.setLanguage('ar-AE');
    await until(() => text(root.querySelector('.greeting')) === 'تسجيل الدخول');
    expect(root.querySelector('.nl-root')?.getAttribute('dir')).toBe('rtl');
  });

  it('setting element.client re-renders with that client and never writes an attribute', async () => {
    const Language = () => createElement('p', { className: 'lang' }, useT()('common.brand'));
    defineElement('nl-test-language', Language);
    setDefaultClient(makeClient(fakeGateway()));
    const element = mount('nl-test-language' as 'nl-footer', null);
    const root = shadow(element);
    await until(() => text(root.querySelector('.lang')) === 'National Lottery');
    const arabic = makeClient(fakeGateway(), { language: 'ar-AE' });
    element.client = arabic;
    await until(() => text(root.querySelector('.lang')) === 'اليانصيب الوطني');
    expect(element.getAttributeNames()).toEqual([]);
    element.client = null; // back to the page default
    await until(() => text(root.querySelector('.lang')) === 'National Lottery');
  });

  it('keeps rendering after the element is moved in the document', async () => {
    const Moving = () => createElement('p', { className: 'moving' }, 'ok');
    defineElement('nl-test-moving', Moving);
    const element = mount('nl-test-moving' as 'nl-footer', makeClient(fakeGateway()));
    await until(() => shadow(element).querySelector('.moving'));
    const other = document.createElement('section');
    document.body.append(other);
    other.append(element);
    await settle();
    await until(() => shadow(element).querySelector('.moving'));
  });
});

describe('emit', () => {
  it('dispatches a bubbling, composed, cancelable CustomEvent', () => {
    const target = document.createElement('div');
    document.body.append(target);
    const seen: CustomEvent[] = [];
    document.addEventListener('nl-game-select', (event) => seen.push(event), { once: true });
    const event = emit(target, 'nl-game-select', { appKey: 'pick3', appPath: '/lottery/pick3' });
    expect(seen[0]).toBe(event);
    expect(event.bubbles && event.composed && event.cancelable).toBe(true);
    expect(event.detail).toEqual({ appKey: 'pick3', appPath: '/lottery/pick3' });
  });
});
