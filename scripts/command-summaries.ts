/**
 * Each command's summary, read from its declaration's doc comment: the first paragraph of the
 * JSDoc above `export const <name> = defineCommand(...)` in sdk/commands/<domain>.ts. The summary
 * lives where the command is declared (editors show it on hover), and no bundle carries it.
 * Development tooling, outside sdk/.
 *
 * @example readCommandSummaries().placeOrder // 'Places an order and pays it from the balance; ...'
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const COMMANDS_DIR = join(import.meta.dirname, '..', 'sdk', 'commands');

/** `{ [commandName]: summary }` for every `defineCommand` export of sdk/commands/*.ts. */
export function readCommandSummaries(dir = COMMANDS_DIR): Record<string, string> {
  const summaries: Record<string, string> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const source = ts.createSourceFile(file, readFileSync(join(dir, file), 'utf8'), ts.ScriptTarget.Latest, true);
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (!init || !ts.isCallExpression(init) || init.expression.getText(source) !== 'defineCommand') continue;
        const doc = ts.getJSDocCommentsAndTags(declaration).filter(ts.isJSDoc).at(-1);
        const text = typeof doc?.comment === 'string' ? doc.comment : (doc?.comment ?? []).map((part) => part.text).join('');
        summaries[declaration.name.getText(source)] = (text.split(/\n\s*\n/)[0] ?? '').replace(/\s+/g, ' ').trim();
      }
    }
  }
  return summaries;
}
