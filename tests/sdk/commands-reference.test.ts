import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderCommandIndex } from '../../scripts/command-index';
import { renderCommandsReference } from '../../scripts/commands-reference';
import { commands } from '../../sdk/commands';

const committed = () => readFileSync(new URL('../../docs/commands.md', import.meta.url), 'utf8');

describe('docs/commands.md, the commands reference', () => {
  it('is exactly what `npm run commands:doc` renders from the command table now (run it and commit when this fails)', () => {
    expect(committed()).toBe(renderCommandsReference(commands));
  });

  it('sdk/commands/command-index.ts is exactly what `npm run commands:doc` renders from the table now', () => {
    expect(readFileSync(new URL('../../sdk/commands/command-index.ts', import.meta.url), 'utf8')).toBe(renderCommandIndex(commands));
  });

  it("takes each command's summary from the first paragraph of its declaration's doc comment", () => {
    const section = committed().split(/^## /m).find((s) => s.startsWith('101101 placeOrder'))!;
    expect(section.split('\n')[2]).toBe('Places an order and pays it from the balance; consecutive draws make a chase (chaseId).');
  });

  it('has a section per command, headed by its code and name, in the order of the table', () => {
    const headings = committed().match(/^## .+$/gm) ?? [];
    expect(headings).toEqual(Object.values(commands).map((c) => `## ${c.code} ${c.name}`));
  });

  it("shows a request field's type and bounds as the schema declares them", () => {
    const section = committed().split(/^## /m).find((s) => s.startsWith('420550 cardPay'))!;
    expect(section).toContain('geo JWT yes · encrypted yes');
    expect(section).toContain('| `cardNo` | `string` | required | length ≤ 23; matches `/^[1-9]\\d{15,22}$/` |');
    expect(section).toContain('| `money` | `integer` | required | > 0; ≤ 1000000000 |');
  });
});
