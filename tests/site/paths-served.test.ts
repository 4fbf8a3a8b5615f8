import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../sdk';
import { ROUTE_NAMES, routePath, routePattern, type RouteName } from '../../sdk/routes';
import { resolveLocation } from '../../host-demo/site/routing/resolve-location';

const ROOT = join(__dirname, '../..');
const SCANNED = ['sdk', 'elements', 'host-demo/site'];

/** Paths that are not pages: the gateway, static files, sockets and their STOMP destinations. */
const NOT_PAGES = ['/hapi', '/assets', '/images', '/dev', '/ws', '/user/queue', '/topic'];

/** A string that reads as a page of the product: `/` and a letter, no spaces. */
const PRODUCT_PATH = /^\/[A-Za-z][^\s]*$/;

const guest = { isLoggedIn: false };
const player = { isLoggedIn: true };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'public' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

interface Named {
  where: string;
  text: string;
  /** A template literal with substitutions: only its fixed start is known. */
  template: boolean;
}

/** Every string literal of a file that looks like a product path; module specifiers are not. */
function namedPaths(file: string, code = readFileSync(file, 'utf8')): Named[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Named[] = [];
  const record = (node: ts.Node, text: string, template: boolean) => {
    if (!PRODUCT_PATH.test(text) || NOT_PAGES.some((prefix) => text === prefix || text.startsWith(`${prefix}/`))) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push({ where: `${relative(ROOT, file)}:${line + 1}`, text, template });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isImportTypeNode(node) || ts.isModuleDeclaration(node)) return;
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) record(node, node.text, false);
    else if (ts.isTemplateExpression(node)) record(node, node.head.text, true);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** True when the site serves the path: a route (built or not yet) or a redirect, not the fallback home. */
function served(pathAndQuery: string): boolean {
  const resolution = resolveLocation(pathAndQuery, player);
  return resolution.kind === 'route' || resolution.because !== 'unknown-path';
}

/** A route pattern is served when it is exactly a named route's pattern (checked below by name). */
const isPattern = (text: string) => /\/:|\*/.test(text);
const PATTERNS = new Set(ROUTE_NAMES.map((name) => routePattern(name)));

const named = SCANNED.flatMap((dir) => sourceFiles(join(ROOT, dir))).flatMap((file) => namedPaths(file));

describe('paths named in the code', () => {
  it('are found in strings, JSX attributes and templates, but not in imports or asset URLs', () => {
    const code = [
      "import { x } from '/not/a/page';",
      "const later = () => import('/not/a/page/either');",
      "navigate('/account/deposit');",
      'const link = <a href="/faq">FAQ</a>;',
      'const game = `/lottery/${key}/results`;',
      "const icon = '/assets/games/pick3.svg';",
      "fetch('/hapi');",
      "const origin = 'https://example.ae/account/login';",
    ].join('\n');
    expect(namedPaths(join(ROOT, 'sample.tsx'), code).map((n) => [n.text, n.template])).toEqual([
      ['/account/deposit', false],
      ['/faq', false],
      ['/lottery/', true],
    ]);
  });

  it('include the named routes of the SDK', () => {
    // The scan must see the real files, or every check below would pass on nothing.
    expect(named.filter((n) => n.where.startsWith('sdk/routes/')).map((n) => n.text)).toContain('/account/login');
  });

  it('are all served by the route table', () => {
    const unserved = named
      .filter((n) => !n.template)
      .filter((n) => (isPattern(n.text) ? !PATTERNS.has(n.text) : !served(n.text)))
      .map((n) => `${n.where} ${n.text}`);
    expect(unserved).toEqual([]);
  });

  it('are built with routePath, not pasted together in a template', () => {
    expect(named.filter((n) => n.template).map((n) => `${n.where} \`${n.text}...\``)).toEqual([]);
  });
});

/** Sample params for every pattern segment the catalogue uses. */
const SAMPLE_PARAMS: Record<string, string> = { name: GAMES[0]!.key, showkey: 'desert-gems', demo: 'demo', '*': 'lobby' };

/** A route's path with a sample value in each of its params (the names are only known at run time). */
function samplePath(name: RouteName): string {
  const params = Object.fromEntries([...routePattern(name).matchAll(/:(\w+)\??|\*/g)].map((m) => [m[1] ?? '*', SAMPLE_PARAMS[m[1] ?? '*']!]));
  return (routePath as (name: RouteName, params: Record<string, string>) => string)(name, params);
}

describe('paths the SDK builds', () => {
  it.each(ROUTE_NAMES)('%s is served by the route of that name or a redirect', (name) => {
    const path = samplePath(name);
    // Guests see login and registration, players the pages that need login.
    const resolutions = [resolveLocation(path, guest), resolveLocation(path, player)];
    const shown = resolutions.find((r) => r.kind === 'route');
    if (shown?.kind === 'route') expect(shown.route.name).toBe(name);
    else expect(resolutions.map((r) => r.kind === 'redirect' && r.because)).toEqual(['redirect', 'redirect']);
  });

});

describe('SPEC §2 paths', () => {
  // Account section children and top-level routes as SPEC §2 writes them (params filled in).
  const SPEC_PATHS = [
    '/account/transactions', '/account/order/list', '/account/order/grandPrize', '/account/order/orderDetail',
    '/account/order/futureDraws', '/account/notification/list', '/account/deposit', '/account/depositCopy', '/account/withdraw',
    '/account/accountSetting', '/account/accountDeletion', '/account/accountDeletion/upload', '/account/accountDeletion/remark',
    '/account/notificationSettings', '/account/myprofile', '/account/kycIframe', '/account/editAddress',
    '/account/kyc-verification', '/account/verification',
    '/', '/lottery/luckyday', '/lottery/e-instants/desert-gems', '/lottery/e-instants/desert-gems/demo', '/lottery/fivetastic',
    '/lottery/scratch-cards/gold-rush', '/lottery/scratch-cards', '/lottery/super-ocean', '/lottery/pick3', '/lottery/pick4',
    '/lottery/quick-five', '/lottery/octaluck', '/lottery/super-diamond', '/lottery/magic5', '/lottery/colorprediction',
    '/lottery/play', '/lottery/results', '/lottery/pick3/results', '/trend', '/threeDigitTrend', '/threeDigitOld', '/hulm',
    '/instruction/video', '/duplexHelp', '/orderDetail?orderId=O-1&lotteryType=72', '/orderTicket', '/account/register',
    '/account/registerAddress', '/account/verCodeNew', '/account/registerSuccess', '/botim/loginMethod', '/account/login',
    '/account/forgot-password', '/account/reset-password', '/tpl', '/how-to-play', '/faq', '/article?key=k', '/Privacy-Notice',
    '/Terms-and-Conditions', '/About-Us', '/Play-Responsibly?key=Play-Responsibly&activeTabName=Player%20Controls',
    '/pick3-information', '/pick4-information', '/family-plan', '/familyPlanCheckProgress', '/Assessment', '/news', '/newDetail',
    '/grandPrizeProcess', '/app', '/testIframe', '/payBankCard?gatewayId=1&money=100&timestamp=1', '/downloadGame?gameId=1',
    '/sport', '/casino/live', '/sharePageHome', '/newOnePurchase', '/europeanCupHome', '/signInHome', '/SuperOcean',
    '/home', '/lottery/draw/list', '/lottery/result?lotteryType=72', '/withdraw', '/recharge', '/notification/list',
  ];

  it.each(SPEC_PATHS)('%s is served', (path) => {
    expect(served(path)).toBe(true);
  });
});
