/**
 * `npm run commands:doc`: writes docs/commands.md from the command table. Commit the result;
 * tests/sdk/commands-reference.test.ts fails while the committed file is stale.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { commands } from '../sdk/commands';
import { renderCommandsReference } from './commands-reference';

export const COMMANDS_REFERENCE_PATH = 'docs/commands.md';

mkdirSync('docs', { recursive: true });
writeFileSync(COMMANDS_REFERENCE_PATH, renderCommandsReference(commands));
console.log(`wrote ${COMMANDS_REFERENCE_PATH} (${Object.keys(commands).length} commands)`);
