// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../../elements/define';
import * as index from '../../elements';
import { ELEMENTS } from '../../elements/registry';
import { DEFINE_ALL_PATH, ELEMENT_CLASSES_PATH, renderDefineAll, renderElementClasses } from '../../scripts/element-lists';
import { camelCase, constantCase, elementModules, pascalCase } from '../../scripts/element-modules';

const ROOT = resolve(import.meta.dirname, '../..');
const committed = (path: string) => readFileSync(resolve(ROOT, path), 'utf8');
const exports = index as unknown as Record<string, unknown>;

describe('the lists written from the element registry', () => {
  it('elements/define.ts is what `npm run elements:lists` writes from the registry now (run it and commit when this fails)', () => {
    expect(committed(DEFINE_ALL_PATH)).toBe(renderDefineAll(elementModules()));
  });

  it('elements/element-classes.ts is what `npm run elements:lists` writes from the registry now (run it and commit when this fails)', () => {
    expect(committed(ELEMENT_CLASSES_PATH)).toBe(renderElementClasses(elementModules()));
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
