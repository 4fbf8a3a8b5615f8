import { useCallback, useEffect, useState } from 'react';
import type { CallOptions, CommandName, Commands, GatewayError, RequestOf, ResponseOf } from '../../sdk';
import { useClient } from './hooks';

/** Where a command call stands: loading, its data, or the error that came back. */
export type CommandState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: GatewayError };

/** {@link CommandState} plus `retry()`, which calls the command again. */
export type CommandResource<T> = CommandState<T> & { retry: () => void };

interface Settled<T> {
  tag: string;
  state: CommandState<T>;
}

/**
 * Calls an SDK command when the component mounts and whenever `data` changes (compared by value),
 * and exposes loading, ready and error states. Pass `null` to hold the call back (e.g. until a
 * menu first opens). Replies to a superseded request are dropped.
 *
 * @example
 * const tabs = useCommand('tabList', { tabType: [23], businessLine: 'h5-new', language });
 * if (tabs.status === 'error') return <button onClick={tabs.retry}>Retry</button>;
 */
export function useCommand<N extends CommandName>(
  name: N,
  data: RequestOf<Commands[N]> | null,
  options?: CallOptions,
): CommandResource<ResponseOf<Commands[N]>> {
  const client = useClient();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<ResponseOf<Commands[N]>> | null>(null);
  const key = data === null ? null : JSON.stringify(data);
  const tag = `${name}:${key}:${attempt}`;
  const hideToast = options?.hideToast;

  useEffect(() => {
    if (key === null) return;
    let live = true;
    const request = JSON.parse(key) as RequestOf<Commands[N]>;
    client.call(name, request, hideToast === undefined ? {} : { hideToast }).then(
      (result) => {
        if (!live) return;
        setSettled({ tag, state: result.ok ? { status: 'ready', data: result.data } : { status: 'error', error: result.error } });
      },
      (cause: unknown) => {
        // client.call throws only for a request that breaks the command's schema; show it as an error state.
        if (!live) return;
        const message = cause instanceof Error ? cause.message : String(cause);
        setSettled({ tag, state: { status: 'error', error: { type: 'invalid-request', code: -4, message, command: name } } });
      },
    );
    return () => {
      live = false;
    };
  }, [client, name, key, tag, hideToast]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // A result for an older request (other data, earlier attempt) is not shown: the new one is loading.
  const state: CommandState<ResponseOf<Commands[N]>> = settled && settled.tag === tag ? settled.state : { status: 'loading' };
  return { ...state, retry };
}
