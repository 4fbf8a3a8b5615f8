import type { ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import type { NlClient } from '../../sdk';
import { makeElementRoot } from './element-root';
import { hostState } from './host-state';

/** How an attribute's text becomes a prop. Objects never travel through attributes. */
export type AttributeType = 'string' | 'number' | 'boolean';

/** Props of a component that can be set from outside, by attribute or by property. */
export interface ElementOptions<P> {
  /**
   * Attribute-backed props: camelCase prop name → type. The attribute is the kebab-case name
   * (`supportEmail` ↔ `support-email`); setting the property writes the attribute.
   */
  props?: Partial<Record<Extract<keyof P, string>, AttributeType>>;
  /**
   * Property-only props (objects, arrays): kept on the element and passed to the component,
   * never serialised to an attribute.
   */
  properties?: readonly Extract<keyof P, string>[];
}

/** Every `<nl-*>` element: an HTMLElement with a `client` property. */
export interface NlElement extends HTMLElement {
  /**
   * The SDK client this element uses. Null (the default) means the page's default client from
   * `setDefaultClient`. A property only: it is never written to an attribute.
   */
  client: NlClient | null;
}

export type NlElementConstructor = { new (): NlElement; prototype: NlElement };

// r2wc's internals, reached through the registry symbols it uses itself (see @r2wc/core).
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

interface R2wcInstance extends HTMLElement {
  connectedCallback(): void;
  attributeChangedCallback(attribute: string, oldValue: string | null, value: string | null): void;
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
}

const classes = new WeakMap<ComponentType<never>, NlElementConstructor>();

function toKebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/**
 * The custom element class of a component, created once per component (later calls return the
 * same class, so defining twice is recognisable as the same definition). Where there is no DOM
 * (server rendering) it returns a class that throws on construction, so importing stays safe.
 *
 * @param Component the React component rendered inside the shadow root
 * @param options attribute-backed and property-only props
 */
export function createElementClass<P extends object>(Component: ComponentType<P>, options: ElementOptions<P> = {}): NlElementConstructor {
  const cached = classes.get(Component as ComponentType<never>);
  if (cached) return cached;
  const created = typeof HTMLElement === 'undefined' ? domlessClass(Component) : buildClass(Component, options);
  classes.set(Component as ComponentType<never>, created);
  return created;
}

function buildClass<P extends object>(Component: ComponentType<P>, options: ElementOptions<P>): NlElementConstructor {
  const attributeProps = (options.props ?? {}) as Record<string, AttributeType>;
  const propertyNames: readonly string[] = options.properties ?? [];
  const propByAttribute = new Map(Object.keys(attributeProps).map((prop) => [toKebab(prop), prop]));
  const Base = r2wc(makeElementRoot(Component), { shadow: 'open', props: attributeProps as never }) as unknown as new () => R2wcInstance;

  class Element extends Base {
    #upgraded = false;

    get client(): NlClient | null {
      return hostState(this).getSnapshot().client;
    }

    // r2wc would reflect an object prop to a JSON attribute; the client (timers, stores, a fetch
    // function) must never be serialised, so it lives in the element's own store instead.
    set client(value: NlClient | null) {
      hostState(this).update((state) => (state.client === value ? state : { ...state, client: value ?? null }));
    }

    override connectedCallback(): void {
      if (!this.#upgraded) {
        this.#upgraded = true;
        // A page may set properties before the element is defined; they are then own properties
        // of the plain element that hide our accessors. Re-apply them through the accessors.
        for (const name of ['client', ...propertyNames, ...Object.keys(attributeProps)]) upgradeProperty(this, name);
      }
      super.connectedCallback();
    }

    override attributeChangedCallback(attribute: string, oldValue: string | null, value: string | null): void {
      super.attributeChangedCallback(attribute, oldValue, value);
      // r2wc ignores removed or emptied attributes and keeps the old prop; a removed attribute
      // must bring the component's default back.
      const prop = propByAttribute.get(attribute);
      if (prop && !value && oldValue) {
        delete this[R2WC_PROPS][prop];
        this[R2WC_RENDER]();
      }
    }
  }

  for (const name of propertyNames) {
    Object.defineProperty(Element.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: Element) {
        return hostState(this).getSnapshot().properties[name];
      },
      set(this: Element, value: unknown) {
        hostState(this).update((state) => ({ ...state, properties: { ...state.properties, [name]: value } }));
      },
    });
  }
  return Element as unknown as NlElementConstructor;
}

function upgradeProperty(element: HTMLElement, name: string): void {
  if (!Object.prototype.hasOwnProperty.call(element, name)) return;
  const value = (element as unknown as Record<string, unknown>)[name];
  delete (element as unknown as Record<string, unknown>)[name];
  (element as unknown as Record<string, unknown>)[name] = value;
}

function domlessClass(Component: { displayName?: string; name?: string }): NlElementConstructor {
  const name = Component.displayName ?? Component.name ?? 'component';
  return class {
    constructor() {
      throw new Error(`The custom element for ${name} needs a DOM (HTMLElement); create it in the browser.`);
    }
  } as unknown as NlElementConstructor;
}

/**
 * Registers a component as a custom element with an open shadow root. Safe to call twice: when
 * the tag already holds this definition nothing happens; when it holds another one (a second copy
 * or version of the package), the existing definition stays and a warning names the clash.
 *
 * @param tag the element name, e.g. `nl-header`
 * @param Component the React component to render
 * @param options attribute-backed and property-only props
 * @returns the class registered under the tag
 * @example defineElement('nl-results', Results, { props: { lotteryTypes: 'string' } });
 */
export function defineElement<P extends object>(tag: string, Component: ComponentType<P>, options: ElementOptions<P> = {}): NlElementConstructor {
  const elementClass = createElementClass(Component, options);
  const registry = globalThis.customElements;
  if (!registry) return elementClass;
  const existing = registry.get(tag);
  if (existing) {
    if (existing !== (elementClass as unknown as CustomElementConstructor)) {
      console.warn(`<${tag}> is already defined by another constructor (another copy or version of the package?); keeping the first definition.`);
    }
    return existing as unknown as NlElementConstructor;
  }
  registry.define(tag, elementClass as unknown as CustomElementConstructor);
  return elementClass;
}
