import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ELEMENTS, type ElementName } from '../../elements/registry';
import { ROUTES } from '../../host-demo/site/routing/route-table';
// @ts-expect-error rollup.config.mjs is plain JavaScript without declarations
import { elementDefineEntries } from '../../rollup.config.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const entries = Object.entries(ELEMENTS) as [ElementName, (typeof ELEMENTS)[ElementName]][];

/** Every `define.ts` of one element under elements/ (not the all-elements module). */
function defineModulesOnDisk(dir = resolve(ROOT, 'elements')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return defineModulesOnDisk(path);
    return entry.name === 'define.ts' && dir !== resolve(ROOT, 'elements') ? [relative(ROOT, path).split('\\').join('/')] : [];
  });
}

describe('element registry', () => {
  // Runs before anything imports elements/define, so each tag is defined by its own lazy load.
  it.each(entries)('loading %s defines its tag and no other', async (_name, entry) => {
    const before = entries.filter(([, e]) => customElements.get(e.tag)).map(([, e]) => e.tag);
    expect(customElements.get(entry.tag)).toBeUndefined();
    await entry.load();
    expect(customElements.get(entry.tag)).toBeDefined();
    const after = entries.filter(([, e]) => customElements.get(e.tag)).map(([, e]) => e.tag);
    expect(after.filter((tag) => !before.includes(tag))).toEqual([entry.tag]);
  });

  it('elements/define registers every element of the registry, and calling it again is harmless', async () => {
    const { defineAllElements } = await import('../../elements/define');
    for (const [, entry] of entries) expect(customElements.get(entry.tag), entry.tag).toBeDefined();
    expect(() => defineAllElements()).not.toThrow();
  });

  it('has an entry for every element folder with a define module', async () => {
    const loaded = new Set(await Promise.all(entries.map(([, entry]) => entry.load())));
    const onDisk = await Promise.all(defineModulesOnDisk().map((path) => import(/* @vite-ignore */ resolve(ROOT, path))));
    expect(onDisk.filter((module) => !loaded.has(module))).toEqual([]);
    expect(onDisk).toHaveLength(entries.length);
  });

  it("gives the library build one define entry per element, the registry's own modules", async () => {
    const build = Object.values(elementDefineEntries() as Record<string, string>);
    const built = await Promise.all(build.map((path) => import(/* @vite-ignore */ resolve(ROOT, path))));
    const loaded = await Promise.all(entries.map(([, entry]) => entry.load()));
    expect(new Set(built)).toEqual(new Set(loaded));
    expect(built).toHaveLength(entries.length);
  });

  it("uses the registry's tag on every page of the site that shows one element", () => {
    const pages = ROUTES.flatMap((route) => (route.element ? [route.element] : []));
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(page.tag, page.name).toBe(ELEMENTS[page.name].tag);
  });
});
