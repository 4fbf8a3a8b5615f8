/**
 * `npm run commands:doc`: writes what derives from the command declarations as files: the
 * reference docs/commands.md and the SDK core's command index (sdk/commands/command-index.ts).
 * Commit the result; tests/sdk/commands-reference.test.ts fails while either is stale.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { commands } from '../sdk/commands';
import { COMMAND_INDEX_PATH, renderCommandIndex } from './command-index';
import { renderCommandsReference } from './commands-reference';

export const COMMANDS_REFERENCE_PATH = 'docs/commands.md';

mkdirSync('docs', { recursive: true });
writeFileSync(COMMANDS_REFERENCE_PATH, renderCommandsReference(commands));
writeFileSync(COMMAND_INDEX_PATH, renderCommandIndex(commands));
console.log(`wrote ${COMMANDS_REFERENCE_PATH} and ${COMMAND_INDEX_PATH} (${Object.keys(commands).length} commands)`);
