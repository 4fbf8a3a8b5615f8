/**
 * The handler of each command, found by convention from the command table: command `placeOrder`
 * of domain `orders` is answered by `placeOrderHandler`, exported by
 * `host-demo/server/domains/orders/place-order.ts`. A new command is its declaration in
 * sdk/commands/<domain>.ts and that one file here; no list to extend. The router loads every
 * handler once, when the gateway starts (`loadHandlers`), so a request only looks one up.
 * tests/server/command-coverage.test.ts checks that every declared command has its handler and
 * that each handler is typed for its command.
 *
 * @example
 * const handlers = await loadHandlers();
 * handlers.placeOrder; // placeOrderHandler of ./orders/place-order.ts
 */
import { commands, type CommandDefinition, type CommandName, type Commands } from '../../../sdk/commands';
import type { CommandHandler } from './handler';

export type HandlerRegistry = { readonly [K in CommandName]?: CommandHandler<Commands[K]> };

/** `placeOrder` → `place-order`: a command's name as its handler's file name. */
export function kebabCase(name: string): string {
  return name.replace(/[A-Z0-9]+/g, (part) => `-${part.toLowerCase()}`).replace(/^-/, '');
}

/** Where a command's handler is, relative to this folder, and the name it is exported under. */
export function handlerLocation(def: Pick<CommandDefinition, 'name' | 'domain'>): { module: string; exportName: string } {
  return { module: `./${def.domain}/${kebabCase(def.name)}`, exportName: `${def.name}Handler` };
}

let loading: Promise<HandlerRegistry> | undefined;

/**
 * Imports the handler of every declared command (once per process). A command without its file or
 * export fails here, at start, naming the file it expects, rather than at a player's request.
 */
export function loadHandlers(): Promise<HandlerRegistry> {
  loading ??= loadHandlersFor(...Object.values(commands));
  loading.catch(() => (loading = undefined));
  return loading;
}

/** Imports the handlers of the given commands (tests use it with a command that has none). */
export async function loadHandlersFor(...definitions: CommandDefinition[]): Promise<HandlerRegistry> {
  const entries = await Promise.all(
    definitions.map(async (def) => {
      const { module, exportName } = handlerLocation(def);
      const expected = `Command ${def.code} ${def.name} has no handler: host-demo/server/domains/${module.slice(2)}.ts must export ${exportName}`;
      let loaded: Record<string, unknown>;
      try {
        loaded = (await import(/* @vite-ignore */ module)) as Record<string, unknown>;
      } catch (cause) {
        throw new Error(`${expected} (${cause instanceof Error ? cause.message : String(cause)})`, { cause });
      }
      const handler = loaded[exportName];
      if (typeof handler !== 'function') throw new Error(expected);
      return [def.name, handler] as const;
    }),
  );
  return Object.fromEntries(entries) as HandlerRegistry;
}
