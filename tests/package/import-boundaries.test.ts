import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layer rules of eslint.config.js, as a specification: each case lints one line of code as if
// it were written in the given file, and lists the imports the configuration refuses.

const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function refusedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => /'([^']+)' import is restricted/.exec(message.message)?.[1] ?? message.message);
}

const imports = (...specifiers: string[]) => specifiers.map((s, i) => `import * as m${i} from '${s}';\nvoid m${i};\n`).join('');

describe('import boundaries between the layers', () => {
  it('refuses React in the SDK, at any depth', async () => {
    const code = imports('react', 'react-dom/client', '@r2wc/react-to-web-component');
    expect(await refusedImports('sdk/index.ts', code)).toEqual(['react', 'react-dom/client', '@r2wc/react-to-web-component']);
    expect(await refusedImports('sdk/errors/deep/dispatcher.ts', code)).toHaveLength(3);
  });

  it('refuses an SDK import from elements/ or host-demo/, relative or by package name', async () => {
    const code = imports('../../elements/base/hooks', '../../host-demo/server/app', '@nl/lottery/elements', '../commands');
    expect(await refusedImports('sdk/client/create-client.ts', code)).toEqual(['../../elements/base/hooks', '../../host-demo/server/app', '@nl/lottery/elements']);
  });

  it('refuses an element import from host-demo/', async () => {
    const code = imports('../../../host-demo/site/routing/route-table', '../../../sdk', 'react');
    expect(await refusedImports('elements/accounts/login/login.tsx', code)).toEqual(['../../../host-demo/site/routing/route-table']);
  });

  it('refuses a server import from elements/ or the site, and allows its own modules and the SDK', async () => {
    const code = imports('../../../site/routing/route-table', '../../../../host-demo/site/main', '../../../../elements/base/hooks', '../site', '../../../../sdk', 'fastify');
    expect(await refusedImports('host-demo/server/domains/draws/latest-draws.ts', code)).toEqual([
      '../../../site/routing/route-table',
      '../../../../host-demo/site/main',
      '../../../../elements/base/hooks',
    ]);
    // host-demo/server/site.ts serves the built site: the server's own module, not the site's code.
    expect(await refusedImports('host-demo/server/app.ts', imports('./site', '../site/main'))).toEqual(['../site/main']);
  });

  it('lets the site use elements and the SDK', async () => {
    const code = imports('../../elements/define', '../../sdk', 'react-dom/client');
    expect(await refusedImports('host-demo/site/routing/route-table.ts', code)).toEqual([]);
  });
});
