import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ELEMENTS, GAME_ELEMENTS, type ElementName } from '../../elements/registry';
import { gameElementClass } from '../../elements/games/game-element/game-element';
import { extendedBetSlip, gameBetSlip, plainBetSlip } from '../../elements/games/game-element/game-bet-slip';
import { GAME_EXTENSIONS } from '../../elements/games/game-element/game-extensions';
import { ROUTES } from '../../host-demo/site/routing/route-table';
// @ts-expect-error rollup.config.mjs is plain JavaScript without declarations
import { elementDefineEntries } from '../../rollup.config.mjs';
import { defineFunctionName, elementDefineSource, elementModules, gameDefineSource } from '../../scripts/element-modules';
import { GAMES } from '../../sdk';

const ROOT = resolve(import.meta.dirname, '../..');
const entries = Object.entries(ELEMENTS) as [ElementName, (typeof ELEMENTS)[ElementName]][];

/**
 * Every element module under elements/ that registers an element of its own: a `<name>-element.ts`
 * or `.tsx` exporting `define<Name>()` (the game element's folder, made from the catalogue, aside).
 */
function elementModulesOnDisk(dir = resolve(ROOT, 'elements')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'game-element' ? [] : elementModulesOnDisk(path);
    if (!/-element\.tsx?$/.test(entry.name) || !/^export function define[A-Z]\w*\(/m.test(readFileSync(path, 'utf8'))) return [];
    return [relative(ROOT, path).split('\\').join('/')];
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

  it('has an entry for every element module that defines an element, and no define file is left to keep by hand', () => {
    const modules = elementModules().filter((m) => !m.game);
    expect(elementModulesOnDisk().sort()).toEqual(modules.map((m) => m.elementModule).sort());
    const defineFiles = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? defineFiles(join(dir, e.name)) : e.name === 'define.ts' && dir !== resolve(ROOT, 'elements') ? [join(dir, e.name)] : []));
    expect(defineFiles(resolve(ROOT, 'elements'))).toEqual([]);
  });

  it('has an entry for every game of the catalogue, in its order, whose load registers the game element of that game', async () => {
    expect(Object.values(GAME_ELEMENTS).map((entry) => entry.game)).toEqual(GAMES.map((game) => game.key));
    expect(entries.filter(([, entry]) => 'game' in entry).map(([name]) => name)).toEqual(Object.keys(GAME_ELEMENTS));
    for (const entry of Object.values(GAME_ELEMENTS)) expect(await entry.load(), entry.tag).toBe(gameElementClass(entry.game));
    expect(GAME_ELEMENTS['lucky-day'].tag).toBe('nl-lucky-day');
    expect(GAME_ELEMENTS['color-prediction'].tag).toBe('nl-color-prediction');
  });

  it("gives a game's define module the component every other path uses, so registering it twice is the same definition", () => {
    for (const game of GAMES) {
      const own = GAME_EXTENSIONS[game.key as keyof typeof GAME_EXTENSIONS];
      const direct = own && 'above' in own ? extendedBetSlip(game.key, own) : plainBetSlip(game.key);
      expect(direct, game.key).toBe(gameBetSlip(game.key));
    }
  });

  it("gives the library build one define entry per element, each a module the build writes from the registry", async () => {
    const modules = elementModules();
    const build = elementDefineEntries(modules) as Record<string, string>;
    expect(Object.keys(build)).toEqual(modules.map((m) => `elements/${m.folder}/define`));
    expect(new Set(Object.values(build)).size).toBe(modules.length);
    // An element's define module calls its element module's define function, the one its registry entry's load calls.
    for (const module of modules.filter((m) => !m.game)) {
      const define = defineFunctionName(module.name);
      const source = elementDefineSource(module, '/repo');
      expect(source, module.name).toContain(`import { ${define} } from "/repo/${module.elementModule}";`);
      expect(source, module.name).toContain(`\n${define}();\n`);
      const elementModule = (await import(/* @vite-ignore */ resolve(ROOT, module.elementModule!))) as Record<string, unknown>;
      expect(typeof elementModule[define], `${module.elementModule} exports ${define}`).toBe('function');
    }
    const games = modules.filter((m) => m.game);
    expect(games.map((m) => `${m.folder} ${m.tag}`)).toEqual(Object.entries(GAME_ELEMENTS).map(([name, entry]) => `games/${name} ${entry.tag}`));
    // Each game's module names its own tag and bet slip; only a game with an extension imports the extensions.
    const source = (name: string) => gameDefineSource(games.find((m) => m.name === name)!);
    expect(source('lucky-day')).toContain('export function defineLuckyDay() {\n  return defineElement("nl-lucky-day", plainBetSlip("luckyday"), GAME_ELEMENT_OPTIONS);\n}\n\ndefineLuckyDay();\n');
    expect(source('lucky-day')).not.toContain('GAME_EXTENSIONS');
    expect(source('quick-five')).toContain('return defineElement("nl-quick-five", extendedBetSlip("quick-five", GAME_EXTENSIONS["quick-five"]), GAME_ELEMENT_OPTIONS);');
  });

  it("uses the registry's tag on every page of the site that shows one element", () => {
    const pages = ROUTES.flatMap((route) => (route.element ? [route.element] : []));
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(page.tag, page.name).toBe(ELEMENTS[page.name].tag);
  });
});
