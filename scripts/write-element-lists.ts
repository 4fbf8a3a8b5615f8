/**
 * `npm run elements:lists`: writes elements/define.ts and elements/element-classes.ts from the
 * element registry. Commit the result; tests/elements/element-lists.test.ts fails while either is
 * stale. Run it after adding, renaming or removing an element or a game of the catalogue (a game
 * has exports of its own in the index), then `npm run elements:manifest`.
 */
import { writeFileSync } from 'node:fs';
import { elementModules } from './element-modules';
import { DEFINE_ALL_PATH, ELEMENT_CLASSES_PATH, renderDefineAll, renderElementClasses } from './element-lists';

const modules = elementModules();
writeFileSync(DEFINE_ALL_PATH, renderDefineAll(modules));
writeFileSync(ELEMENT_CLASSES_PATH, renderElementClasses(modules));
console.log(`wrote ${DEFINE_ALL_PATH} and ${ELEMENT_CLASSES_PATH} (${modules.length} elements)`);
