/**
 * Writes `custom-elements.json` (Custom Elements Manifest 2.1, read by editors and Storybook) from
 * the element registry and the TypeScript source, so nothing in it is written by hand:
 * - the tag and the `define` module from `elements/registry.ts` (`elementModules`);
 * - the description from the JSDoc of the element's React component; a draw game's from its
 *   catalogue entry, its rules and its English name;
 * - attributes from the element's options (`props`), typed by the matching member of its
 *   `HTMLElementTagNameMap` interface; fields and methods from that interface; each described by
 *   the member's JSDoc, else by the component's prop of that name;
 * - `@fires <event> - <when>` and `@csspart <name> - <what>` (and `@cssprop`) from the JSDoc of the
 *   element class in its `*-element.ts` (for the games, of `gameElementClass`, plus the parts in
 *   the JSDoc of what their `GAME_EXTENSIONS` entry loads); each event's detail type and meaning
 *   from `NlEventMap`;
 * - the theme tokens (`--nl-*`) with their defaults from the base styles.
 *
 * A build output, not committed (.gitignore) but published: `npm run generate` writes it, on
 * `npm install` (`prepare`) and before `build`, `typecheck`, `lint` and `start`;
 * tests/elements/custom-elements-manifest.test.ts fails while it differs from what this builds.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import ts from 'typescript';
import enUS from '../locales/en-US.json';
import { gameByKey, type DrawSchedule } from '../sdk/games/catalogue';
import { rulesOf } from '../sdk/games/play-types';
import { elementModules, pascalCase, type ElementModule } from './element-modules';
import { aed } from './games-reference';
import {
  SCHEMA_VERSION,
  type Attribute,
  type ClassMember,
  type CssCustomProperty,
  type CssPart,
  type CustomElementDeclaration,
  type Event,
  type JavaScriptModule,
  type Package,
} from './elements-manifest.schema';

const ROOT = resolve(import.meta.dirname, '..');
export const MANIFEST_PATH = resolve(ROOT, 'custom-elements.json');
const GAME_ELEMENT = resolve(ROOT, 'elements/games/game-element/game-element.ts');
/** The games' extensions (`GAME_EXTENSIONS`). */
const GAME_EXTENSIONS = resolve(ROOT, 'elements/games/game-element/game-extensions.ts');
/** The bet slip every game element renders. */
const PLAY_GAME = resolve(ROOT, 'elements/games/play/play-game.tsx');
const EMIT = resolve(ROOT, 'elements/base/emit.ts');
const BASE_STYLES = resolve(ROOT, 'elements/base/base-styles.ts');
/** Where the package's elements index is built (package.json `exports['./elements']`). */
const INDEX_MODULE = 'dist/elements/index.js';

class ManifestError extends Error {}

function fail(message: string): never {
  throw new ManifestError(message);
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const posix = (path: string) => path.split('\\').join('/');

function createProgram(): ts.Program {
  const configPath = resolve(ROOT, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT, undefined, configPath);
  // The elements reach the SDK through imports; the site, the server and the tests are not needed.
  const elementFiles = parsed.fileNames.filter((file) => posix(relative(ROOT, file)).startsWith('elements/'));
  return ts.createProgram(elementFiles, parsed.options);
}

function sourceFile(program: ts.Program, path: string): ts.SourceFile {
  return program.getSourceFile(path) ?? fail(`${relative(ROOT, path)} is not part of the elements program`);
}

function propertyName(name: ts.PropertyName): string {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : name.getText();
}

function findAll<T extends ts.Node>(root: ts.Node, test: (node: ts.Node) => node is T): T[] {
  const found: T[] = [];
  const visit = (node: ts.Node) => {
    if (test(node)) found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(root);
  return found;
}

function isCallTo(name: string) {
  return (node: ts.Node): node is ts.CallExpression => ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name;
}

/** The declaration a symbol stands for, through imports. */
function declarationOf(checker: ts.TypeChecker, node: ts.Node): ts.Declaration {
  let symbol = checker.getSymbolAtLocation(node) ?? fail(`no symbol for ${node.getText()}`);
  if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return symbol.valueDeclaration ?? symbol.declarations?.[0] ?? fail(`no declaration for ${node.getText()}`);
}

function stringValue(checker: ts.TypeChecker, node: ts.Expression): string | undefined {
  if (ts.isStringLiteral(node)) return node.text;
  const declaration = declarationOf(checker, node);
  return ts.isVariableDeclaration(declaration) && declaration.initializer && ts.isStringLiteral(declaration.initializer) ? declaration.initializer.text : undefined;
}

function objectLiteral(checker: ts.TypeChecker, node: ts.Expression | undefined): ts.ObjectLiteralExpression | undefined {
  if (!node) return undefined;
  while (ts.isSatisfiesExpression(node) || ts.isAsExpression(node)) node = node.expression;
  if (ts.isObjectLiteralExpression(node)) return node;
  const declaration = declarationOf(checker, node);
  return ts.isVariableDeclaration(declaration) ? objectLiteral(checker, declaration.initializer) : undefined;
}

/** Markdown from JSDoc: wrapped lines joined, paragraphs kept. */
function prose(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
}

function docOf(checker: ts.TypeChecker, symbol: ts.Symbol): string {
  return prose(ts.displayPartsToString(symbol.getDocumentationComment(checker)));
}

/** A member's type as the source writes it (`NlClient | null`), not expanded by the checker. */
function typeText(checker: ts.TypeChecker, symbol: ts.Symbol, declaration: ts.Declaration): string {
  const written = (declaration as { type?: ts.TypeNode }).type;
  return written ? written.getText().replace(/\s+/g, ' ') : checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, declaration));
}

function tagText(tag: ts.JSDocTag): string {
  return (typeof tag.comment === 'string' ? tag.comment : ts.getTextOfJSDocComment(tag.comment) ?? '').trim();
}

/** `@csspart name - description` → name and description. */
function namedTag(tag: ts.JSDocTag): { name: string; description: string } {
  const [, name = '', description = ''] = /^(\S+)\s*(?:-\s*)?([\s\S]*)$/.exec(tagText(tag)) ?? [];
  return { name, description: prose(description) };
}

/** Every `nl-*` event of the shared `NlEventMap`, with its detail type and meaning. */
function readEventMap(program: ts.Program): Map<string, { type: string; description: string }> {
  const checker = program.getTypeChecker();
  const map = findAll(sourceFile(program, EMIT), ts.isInterfaceDeclaration).find((i) => i.name.text === 'NlEventMap') ?? fail('elements/base/emit.ts: no NlEventMap');
  const type = checker.getTypeAtLocation(map);
  return new Map(
    checker.getPropertiesOfType(type).map((symbol) => {
      const declaration = symbol.valueDeclaration ?? symbol.declarations![0]!;
      return [symbol.name, { type: `CustomEvent<${typeText(checker, symbol, declaration)}>`, description: docOf(checker, symbol) }];
    }),
  );
}

/** The public theme tokens: `--_nl-x: var(--nl-token, default)` in the base styles. */
function readThemeTokens(program: ts.Program): CssCustomProperty[] {
  const styles = sourceFile(program, BASE_STYLES).getFullText();
  return Array.from(styles.matchAll(/var\((--nl-[a-z-]+),\s*([^;]+)\);/g), ([, name, fallback]) => ({
    name: name!,
    default: fallback!.replace(/\)$/, '').trim(),
    description: 'Theme token, read on the element or inherited from any ancestor.',
  }));
}

interface ElementSource {
  /** `defineElement(tag, Component, options)` in the element module's define function. */
  tag: string;
  options: ts.ObjectLiteralExpression | undefined;
  /** What carries the class's JSDoc: the exported `createElementClass(...)` constant of the `*-element.ts` module. */
  classStatement: ts.Node;
  className: string;
  /** The React component the class renders: `createElementClass(Component, options)`. */
  component: ts.Symbol;
  /** The element's type from the element module's `HTMLElementTagNameMap` entry. */
  elementType: ts.Type;
}

function readElementSource(program: ts.Program, entry: ElementModule): ElementSource {
  const checker = program.getTypeChecker();
  const where = entry.elementModule ?? fail(`${entry.name}: no element module`);
  const define = sourceFile(program, resolve(ROOT, where));
  const call = findAll(define, isCallTo('defineElement'))[0] ?? fail(`${where}: no defineElement(tag, Component, options) call`);
  const [tagArg, , optionsArg] = call.arguments;
  const tag = (tagArg && stringValue(checker, tagArg)) ?? fail(`${where}: the tag is not a string constant`);
  if (tag !== entry.tag) fail(`${where} defines <${tag}> but the registry entry ${entry.name} says <${entry.tag}>`);

  const optionsDeclaration = optionsArg && declarationOf(checker, optionsArg);
  const elementModule = optionsDeclaration?.getSourceFile() ?? fail(`${where}: defineElement has no options from the element module`);
  const classStatement =
    elementModule.statements.filter(ts.isVariableStatement).find((s) => s.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) && findAll(s, isCallTo('createElementClass')).length > 0) ??
    fail(`${relative(ROOT, elementModule.fileName)}: no exported createElementClass(...) constant`);

  const mapEntry = findAll(define, ts.isPropertySignature).find((p) => propertyName(p.name) === tag && ts.isInterfaceDeclaration(p.parent) && p.parent.name.text === 'HTMLElementTagNameMap');
  if (!mapEntry?.type) fail(`${where}: add '${tag}' to HTMLElementTagNameMap`);

  const componentArg = findAll(classStatement, isCallTo('createElementClass'))[0]!.arguments[0]!;
  let component = checker.getSymbolAtLocation(componentArg) ?? fail(`${relative(ROOT, elementModule.fileName)}: createElementClass has no component`);
  if (component.flags & ts.SymbolFlags.Alias) component = checker.getAliasedSymbol(component);

  return {
    tag,
    options: objectLiteral(checker, optionsArg!),
    classStatement,
    className: classStatement.declarationList.declarations[0]!.name.getText(),
    component,
    elementType: checker.getTypeFromTypeNode(mapEntry.type),
  };
}

/** An exported declaration of a module, by name. */
function exported<T extends ts.Node>(file: ts.SourceFile, test: (node: ts.Node) => node is T, name: string): T {
  const found = findAll(file, test).find((node) => (node as { name?: ts.Node }).name?.getText() === name);
  return found ?? fail(`${relative(ROOT, file.fileName)}: no ${name}`);
}

/**
 * A draw game's element: the one game element (elements/games/game-element/game-element.ts) for
 * its catalogue entry, whose class is named as the game folders named it (`NlLuckyDay`).
 */
function readGameElementSource(program: ts.Program, entry: ElementModule): ElementSource {
  const checker = program.getTypeChecker();
  const file = sourceFile(program, GAME_ELEMENT);
  const options = exported(file, ts.isVariableDeclaration, 'GAME_ELEMENT_OPTIONS');
  const element = exported(file, ts.isInterfaceDeclaration, 'NlGameElement');
  const playGame = exported(sourceFile(program, PLAY_GAME), ts.isFunctionDeclaration, 'PlayGame');
  return {
    tag: entry.tag,
    options: objectLiteral(checker, options.initializer),
    classStatement: exported(file, ts.isFunctionDeclaration, 'gameElementClass'),
    className: `Nl${pascalCase(entry.name)}`,
    // The shared bet slip, whose props document the attributes where the element type does not.
    component: checker.getSymbolAtLocation(playGame.name!)!,
    elementType: checker.getTypeAtLocation(element),
  };
}

/**
 * The CSS parts a game's extension adds: `@csspart` in the JSDoc of each component its
 * `GAME_EXTENSIONS` entry names (`module.GameWinnerTicker` of its `import()`).
 */
function readExtensionParts(program: ts.Program, key: string): CssPart[] {
  const checker = program.getTypeChecker();
  const table = objectLiteral(checker, exported(sourceFile(program, GAME_EXTENSIONS), ts.isVariableDeclaration, 'GAME_EXTENSIONS').initializer);
  const entry = table?.properties.find((p) => p.name && propertyName(p.name) === key);
  if (!entry) return [];
  return findAll(entry, ts.isPropertyAccessExpression).flatMap((access) => {
    let symbol = checker.getSymbolAtLocation(access.name);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const declaration = symbol?.valueDeclaration;
    return declaration ? ts.getJSDocTags(declaration).filter((t) => t.tagName.text === 'csspart').map(namedTag) : [];
  }).map(({ name, description }) => ({ name, ...(description ? { description } : {}) }));
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** When a game draws, in words: `daily at 21:00`, `every Saturday at 20:30`, `every 2 minutes`. */
function drawTimes(schedule: DrawSchedule): string {
  if (schedule.kind === 'daily') return `daily at ${schedule.at}`;
  if (schedule.kind === 'weekly') return `every ${WEEKDAYS[schedule.weekday]} at ${schedule.at}`;
  return schedule.minutes === 1 ? 'every minute' : `every ${schedule.minutes} minutes`;
}

/**
 * A game element's description, from its catalogue entry, rules and English name: what partners
 * read in their editor when they write `<nl-pick3>`.
 */
function gameDescription(entry: ElementModule, extensionParts: readonly CssPart[]): string {
  const game = gameByKey(entry.game!) ?? fail(`<${entry.tag}>: no game ${entry.game} in the catalogue`);
  const name = (enUS.games as Record<string, { name?: string }>)[game.key]?.name ?? fail(`locales/en-US.json: no games.${game.key}.name`);
  const playTypes = rulesOf(game).playTypes.map((p) => p.key).join(', ');
  const above = extensionParts.map((part) => part.name);
  return [
    `The ${name} bet slip (lottery type ${game.lotteryType}): ${aed(game.price)} an entry, drawn ${drawTimes(game.schedule)} (Asia/Dubai); play types ${playTypes}.`,
    ...(above.length ? [`Above the slip: the part${above.length > 1 ? 's' : ''} ${above.map((part) => `\`${part}\``).join(', ')}.`] : []),
    'The one game element, set to this game of the catalogue (sdk/games/catalogue.ts); its rules, prizes and odds are in docs/games.md.',
  ].join(' ');
}

/** Members the package declares on the element (its interface and `NlElement`), not HTMLElement's. */
function readMembers(program: ts.Program, element: ElementSource): ClassMember[] {
  const checker = program.getTypeChecker();
  const componentType = checker.getTypeOfSymbol(element.component);
  const props = componentType.getCallSignatures()[0]?.getParameters()[0];
  const propsType = props && checker.getTypeOfSymbol(props);
  const propDoc = (name: string) => {
    const prop = propsType?.getProperty(name);
    return prop ? docOf(checker, prop) : '';
  };
  const ours = (symbol: ts.Symbol) => symbol.declarations?.some((d) => posix(relative(ROOT, d.getSourceFile().fileName)).startsWith('elements/'));
  return checker
    .getPropertiesOfType(element.elementType)
    .filter(ours)
    .map((symbol): ClassMember => {
      const declaration = symbol.declarations!.find((d) => posix(relative(ROOT, d.getSourceFile().fileName)).startsWith('elements/'))!;
      const description = docOf(checker, symbol) || propDoc(symbol.name);
      if (ts.isMethodSignature(declaration) || ts.isMethodDeclaration(declaration)) {
        const signature = checker.getSignatureFromDeclaration(declaration)!;
        return {
          kind: 'method',
          name: symbol.name,
          ...(description ? { description } : {}),
          parameters: signature.parameters.map((p) => ({ name: p.name, type: { text: typeText(checker, p, p.valueDeclaration!) } })),
          return: { type: { text: declaration.type ? declaration.type.getText() : checker.typeToString(signature.getReturnType()) } },
        };
      }
      const readonly = ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Readonly;
      return {
        kind: 'field',
        name: symbol.name,
        ...(description ? { description } : {}),
        type: { text: typeText(checker, symbol, declaration) },
        ...(readonly ? { readonly: true } : {}),
      };
    });
}

/** `props: { supportEmail: 'string' }` → attribute `support-email`, linked to its field. */
function readAttributes(element: ElementSource, members: ClassMember[]): Attribute[] {
  const props = element.options?.properties.filter(ts.isPropertyAssignment).find((p) => propertyName(p.name) === 'props')?.initializer;
  if (!props) return [];
  if (!ts.isObjectLiteralExpression(props)) fail(`<${element.tag}>: options.props is not an object literal`);
  return props.properties.map((property) => {
    const fieldName = propertyName(property.name!);
    const field = members.find((m) => m.name === fieldName && m.kind === 'field');
    if (!field || field.kind !== 'field') fail(`<${element.tag}>: attribute prop ${fieldName} is not a member of its HTMLElementTagNameMap type`);
    field.attribute = kebab(fieldName);
    field.reflects = true;
    const type = field.type?.text.replace(/\s*\|\s*undefined\b/g, '');
    return { name: kebab(fieldName), fieldName, ...(type ? { type: { text: type } } : {}), ...(field.description ? { description: field.description } : {}) };
  });
}

function buildDeclaration(program: ts.Program, entry: ElementModule, events: ReturnType<typeof readEventMap>, tokens: CssCustomProperty[]): CustomElementDeclaration {
  const element = entry.game ? readGameElementSource(program, entry) : readElementSource(program, entry);
  const checker = program.getTypeChecker();
  const extensionParts = entry.game ? readExtensionParts(program, entry.game) : [];
  const description = entry.game ? gameDescription(entry, extensionParts) : docOf(checker, element.component);
  if (!description) fail(`<${element.tag}>: document its component ${element.component.name} with JSDoc`);
  const tags = ts.getJSDocTags(element.classStatement);
  const tagged = (...names: string[]) => tags.filter((t) => names.includes(t.tagName.text)).map(namedTag);

  const members = readMembers(program, element);
  const attributes = readAttributes(element, members);
  const fired: Event[] = tagged('fires', 'event').map(({ name, description: when }) => {
    const known = events.get(name) ?? fail(`${element.className}: @fires ${name} is not in NlEventMap`);
    return { name, type: { text: known.type }, description: when ? `${known.description} From this element: ${when.replace(/\.?$/, '.')}` : known.description };
  });
  const parts: CssPart[] = tagged('csspart').map(({ name, description: what }) => ({ name, ...(what ? { description: what } : {}) }));
  // A game's extension stands above the slip, so its parts follow the root's (`base`).
  parts.splice(parts[0]?.name === 'base' ? 1 : 0, 0, ...extensionParts);
  const properties: CssCustomProperty[] = [...tokens, ...tagged('cssprop', 'cssproperty').map(({ name, description: what }) => ({ name, description: what }))];

  return {
    kind: 'class',
    customElement: true,
    name: element.className,
    tagName: element.tag,
    description,
    superclass: { name: 'HTMLElement', package: 'global:' },
    members,
    attributes,
    events: fired,
    cssParts: parts,
    cssProperties: properties,
  };
}

/**
 * The manifest of every element in the registry.
 * @throws when the registry, an element module and an element's documentation disagree
 * @example writeFileSync('custom-elements.json', JSON.stringify(buildManifest(), null, 2));
 */
export function buildManifest(program: ts.Program = createProgram()): Package {
  const events = readEventMap(program);
  const tokens = readThemeTokens(program);
  const modules: JavaScriptModule[] = elementModules().map((entry) => {
    const declaration = buildDeclaration(program, entry, events, tokens);
    return {
      kind: 'javascript-module',
      path: `dist/elements/${entry.folder}/define.js`,
      description: `Registers <${entry.tag}>; \`ELEMENTS['${entry.name}'].load()\` imports it on demand.`,
      declarations: [declaration],
      exports: [{ kind: 'custom-element-definition', name: entry.tag, declaration: { name: declaration.name } }],
    };
  });
  const index: JavaScriptModule = {
    kind: 'javascript-module',
    path: INDEX_MODULE,
    description: 'The element classes, without registering them.',
    exports: modules.map((m) => ({ kind: 'js', name: m.declarations![0]!.name, declaration: { name: m.declarations![0]!.name, module: m.path } })),
  };
  return { schemaVersion: SCHEMA_VERSION, modules: [...modules, index] };
}

/** The file's text: stable key order and a final newline, so a regenerated file diffs cleanly. */
export function renderManifest(manifest: Package): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/**
 * Writes `custom-elements.json` (only when its text changed); `npm run generate` calls it.
 * @returns how many elements it documents
 */
export function writeManifest(): number {
  const manifest = buildManifest();
  const text = renderManifest(manifest);
  if (!existsSync(MANIFEST_PATH) || readFileSync(MANIFEST_PATH, 'utf8') !== text) writeFileSync(MANIFEST_PATH, text);
  return manifest.modules.length - 1;
}
