// @vitest-environment happy-dom
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../../elements/define';
import * as index from '../../elements';
import { ELEMENTS } from '../../elements/registry';
import { DEFINE_ALL_PATH, ELEMENT_CLASSES_PATH, ELEMENT_ENTRIES_PATH, renderElementEntries, renderElementLists } from '../../scripts/element-lists';
import { camelCase, constantCase, defineFunctionName, elementModules, pascalCase, readElementModule } from '../../scripts/element-modules';

const ROOT = resolve(import.meta.dirname, '../..');
const onDisk = (path: string) => readFileSync(resolve(ROOT, path), 'utf8');
const exports = index as unknown as Record<string, unknown>;
const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });

describe('the lists generated from the element modules and the game catalogue', () => {
  const modules = elementModules();
  const lists = renderElementLists(modules);

  it.each(lists.map((list) => list.path))('%s is what `npm run generate` writes now (run it when this fails; never edit it by hand)', (path) => {
    expect(onDisk(path)).toBe(lists.find((list) => list.path === path)!.text);
  });

  it('are build outputs: ignored by git and not committed, so a new element changes none of them in a commit', () => {
    const paths = [ELEMENT_ENTRIES_PATH, DEFINE_ALL_PATH, ELEMENT_CLASSES_PATH];
    expect(git('check-ignore', ...paths).trim().split('\n')).toEqual(paths);
    expect(git('ls-files', '--', ...paths)).toBe('');
  });

  it('gives the registry one entry per element module, a literal dynamic import of it that calls its define function', () => {
    const entries = renderElementEntries(modules);
    const own = modules.filter((m) => !m.game);
    expect(own.map((m) => m.name)).toContain('login');
    for (const module of own) {
      const specifier = `./${module.elementModule!.replace(/^elements\//, '').replace(/\.tsx?$/, '')}`;
      expect(entries, module.name).toContain(`{ tag: '${module.tag}', load: () => import('${specifier}').then((m) => m.${defineFunctionName(module.name)}()) }`);
    }
    expect(Object.keys(ELEMENTS)).toEqual(modules.map((m) => m.name));
  });

  it('reads an element module written as one .tsx file (component and element together), and refuses one without its tag or define function', () => {
    const source = [
      "export const SAMPLE_THING_TAG = 'nl-sample-thing';",
      'export function SampleThing() { return <p>sample</p>; }',
      'export function defineSampleThing() { return SAMPLE_THING_TAG; }',
    ].join('\n');
    expect(readElementModule('elements/sample/sample-thing/sample-thing-element.tsx', source)).toEqual({
      name: 'sample-thing',
      tag: 'nl-sample-thing',
      folder: 'sample/sample-thing',
      elementModule: 'elements/sample/sample-thing/sample-thing-element.tsx',
    });
    expect(() => readElementModule('elements/sample/x/sample-thing-element.ts', "export const SAMPLE_THING_TAG = 'nl-sample-thing';")).toThrow(/export function defineSampleThing\(\)/);
    expect(() => readElementModule('elements/sample/x/sample-thing-element.ts', 'export function defineSampleThing() {}')).toThrow(/export const SAMPLE_THING_TAG = 'nl-…'/);
  });

  it("exports from the index each element's class, tag and options under the names partners import, the games' included", () => {
    const missing = Object.entries(ELEMENTS).flatMap(([name, entry]) => {
      const cls = exports[`Nl${pascalCase(name)}`];
      return [
        ...(typeof cls === 'function' && customElements.get(entry.tag) === cls ? [] : [`Nl${pascalCase(name)} (the class <${entry.tag}> is defined with)`]),
        ...(exports[`${constantCase(name)}_TAG`] === entry.tag ? [] : [`${constantCase(name)}_TAG`]),
        ...(typeof exports[`${camelCase(name)}ElementOptions`] === 'object' ? [] : [`${camelCase(name)}ElementOptions`]),
      ];
    });
    expect(missing).toEqual([]);
  });
});
