import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../../elements/define';
import { ELEMENTS } from '../../elements/registry';
import { elementModules } from '../../scripts/element-modules';
import { MANIFEST_PATH, buildManifest, renderManifest } from '../../scripts/elements-manifest';
import type { CustomElementDeclaration, Package } from '../../scripts/elements-manifest.schema';
import { scanElement, scanGameElement } from '../support/element-source';

const ROOT = resolve(import.meta.dirname, '../..');
const committed = JSON.parse(readFileSync(MANIFEST_PATH, 'utf8')) as Package; // generated, not committed: the name is what partners receive
const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { customElements?: string; files?: string[] };

/** Each element's declaration, from the module of the package it documents (`dist/elements/<folder>/define.js`). */
const declarations = committed.modules.flatMap((module) => (module.declarations ?? []).map((declaration) => ({ declaration })));
const byTag = new Map<string, { declaration: CustomElementDeclaration }>(declarations.map((d) => [d.declaration.tagName, d]));
const sorted = (values: Iterable<string>) => [...values].sort();

describe('custom-elements.json', () => {
  it('is what `npm run generate` writes from the element modules and the source today (never edit it by hand)', () => {
    const fresh = renderManifest(buildManifest());
    expect(JSON.parse(fresh), 'custom-elements.json is stale: run npm run generate').toEqual(committed);
    expect(readFileSync(MANIFEST_PATH, 'utf8')).toBe(fresh);
    // The TypeScript analysis takes seconds alone, a minute and more beside the rest of npm test.
  }, 180_000);

  it('is a build output git ignores, and the package still publishes it', () => {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });
    expect(git('check-ignore', 'custom-elements.json').trim()).toBe('custom-elements.json');
    expect(git('ls-files', '--', 'custom-elements.json')).toBe('');
    expect(pkg.files).toContain('custom-elements.json');
    expect((pkg as { scripts?: Record<string, string> }).scripts?.prepare, 'npm install writes it (prepare), so npm pack has it').toMatch(/\bgenerate\b/);
  });

  it('is the package manifest editors and Storybook find', () => {
    expect(committed.schemaVersion).toMatch(/^2\./);
    expect(pkg.customElements).toBe('custom-elements.json');
    expect(pkg.files).toContain('custom-elements.json');
  });

  it('documents every element of the registry, once', () => {
    expect(sorted(declarations.map((d) => d.declaration.tagName))).toEqual(sorted(Object.values(ELEMENTS).map((e) => e.tag)));
  });

  describe.each(Object.values(ELEMENTS).map((entry) => entry.tag))('<%s>', (tag) => {
    const { declaration } = byTag.get(tag)!;
    // Every define module is written by the build: an element's calls its element module; a game's
    // is the one game element with that game's extension.
    const module = elementModules().find((m) => m.tag === tag)!;
    const scanElementOf = () => (module.game ? scanGameElement(module.game) : scanElement(module.elementModule!));

    it('declares every nl-* event its code dispatches, and no other', () => {
      const scan = scanElementOf();
      const undeclared = [...scan.events].filter(([name]) => !declaration.events?.some((e) => e.name === name)).map(([name, files]) => `${name} (${files.join(', ')})`);
      expect(undeclared, `add @fires to ${declaration.name}`).toEqual([]);
      expect(sorted((declaration.events ?? []).map((e) => e.name))).toEqual(sorted(scan.events.keys()));
    });

    it('declares every CSS part its JSX renders, and no other', () => {
      const scan = scanElementOf();
      expect(scan.unreadableParts, 'write part names as literals').toEqual([]);
      const undeclared = [...scan.parts].filter(([name]) => !declaration.cssParts?.some((p) => p.name === name)).map(([name, files]) => `${name} (${files.join(', ')})`);
      expect(undeclared, `add @csspart to ${declaration.name}`).toEqual([]);
      expect(sorted((declaration.cssParts ?? []).map((p) => p.name))).toEqual(sorted(scan.parts.keys()));
    });

    it('lists the attributes the element observes, each with its field', () => {
      const observed = (customElements.get(tag) as unknown as { observedAttributes?: string[] }).observedAttributes ?? [];
      expect(sorted((declaration.attributes ?? []).map((a) => a.name))).toEqual(sorted(observed));
      for (const attribute of declaration.attributes ?? []) {
        expect(declaration.members?.find((m) => m.name === attribute.fieldName), attribute.name).toMatchObject({ kind: 'field', attribute: attribute.name });
      }
    });

    it('describes itself, its attributes, events and parts', () => {
      const undescribed = [
        ...(declaration.description ? [] : ['the element']),
        ...(declaration.attributes ?? []).filter((a) => !a.description).map((a) => `attribute ${a.name}`),
        ...(declaration.events ?? []).filter((e) => !e.description).map((e) => `event ${e.name}`),
        ...(declaration.cssParts ?? []).filter((p) => !p.description).map((p) => `part ${p.name}`),
      ];
      expect(undescribed).toEqual([]);
    });
  });
});
