/**
 * `npm run generate`: writes every file derived from the element modules and the game catalogue,
 * none of them committed (.gitignore): the registry's entries of the elements of their own
 * (`elements/element-entries.ts`), `elements/define.ts`, the index's element exports
 * (`elements/element-classes.ts`), then `custom-elements.json`, which documents them all.
 * package.json runs it on `npm install` (`prepare`, not on a partner's install of the published
 * package) and before `build`, `typecheck`, `lint` and `start`; run it yourself after adding,
 * renaming or removing an element or a game before running tests alone.
 */
import { writeElementLists } from './element-lists';
import { writeManifest } from './elements-manifest';

// The lists first: the manifest's TypeScript program reads the elements through them.
const lists = writeElementLists();
const elements = writeManifest();
// On stderr: `npm pack --json` runs this (prepare) and its stdout must stay JSON.
console.error(`generate: ${lists.join(', ')} and custom-elements.json (${elements} elements)`);
