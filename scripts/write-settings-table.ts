/**
 * `npm run settings:doc`: writes README.md's Configuration table from the settings table
 * (host-demo/server/settings/table.ts). Commit the result; tests/server/settings-table.test.ts
 * fails while the committed table is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SETTINGS } from '../host-demo/server/settings/table';
import { withSettingsTable } from './settings-table';

const README = fileURLToPath(new URL('../README.md', import.meta.url));

writeFileSync(README, withSettingsTable(readFileSync(README, 'utf8'), SETTINGS));
console.log(`wrote README.md's Configuration table (${Object.keys(SETTINGS).length} settings)`);
