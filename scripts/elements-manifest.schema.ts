/**
 * The part of the Custom Elements Manifest format (schema 2.1.0,
 * https://github.com/webcomponents/custom-elements-manifest, `schema.d.ts`) that
 * `custom-elements.json` uses, so the generator's output is type-checked against it.
 */

export const SCHEMA_VERSION = '2.1.0';

export interface Package {
  schemaVersion: string;
  readme?: string;
  modules: JavaScriptModule[];
}

export interface JavaScriptModule {
  kind: 'javascript-module';
  /** An importable file of the package. */
  path: string;
  summary?: string;
  description?: string;
  declarations?: CustomElementDeclaration[];
  exports?: Export[];
}

export type Export = JavaScriptExport | CustomElementExport;

export interface JavaScriptExport {
  kind: 'js';
  name: string;
  declaration: Reference;
}

/** The result of a `customElements.define()` call. */
export interface CustomElementExport {
  kind: 'custom-element-definition';
  /** The tag name. */
  name: string;
  declaration: Reference;
}

export interface Reference {
  name: string;
  /** `global:` for platform symbols such as `HTMLElement`. */
  package?: string;
  module?: string;
}

export interface Type {
  text: string;
}

export interface CustomElementDeclaration {
  kind: 'class';
  customElement: true;
  name: string;
  tagName: string;
  summary?: string;
  description?: string;
  superclass?: Reference;
  members?: ClassMember[];
  attributes?: Attribute[];
  events?: Event[];
  slots?: Slot[];
  cssParts?: CssPart[];
  cssProperties?: CssCustomProperty[];
}

export type ClassMember = CustomElementField | ClassMethod;

export interface CustomElementField {
  kind: 'field';
  name: string;
  description?: string;
  type?: Type;
  default?: string;
  readonly?: boolean;
  privacy?: 'public' | 'private' | 'protected';
  /** The attribute this field is associated with. */
  attribute?: string;
  /** Whether setting the field writes the attribute. */
  reflects?: boolean;
}

export interface ClassMethod {
  kind: 'method';
  name: string;
  description?: string;
  parameters?: { name: string; type?: Type; description?: string; optional?: boolean }[];
  return?: { type?: Type; description?: string };
  privacy?: 'public' | 'private' | 'protected';
}

export interface Attribute {
  name: string;
  description?: string;
  type?: Type;
  default?: string;
  fieldName?: string;
}

export interface Event {
  name: string;
  description?: string;
  type: Type;
}

export interface Slot {
  name: string;
  description?: string;
}

export interface CssPart {
  name: string;
  description?: string;
}

export interface CssCustomProperty {
  /** With the leading `--`. */
  name: string;
  description?: string;
  default?: string;
  syntax?: string;
}
