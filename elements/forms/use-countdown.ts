import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from '../base/hooks';

/**
 * A whole-second countdown on the client's timers (injectable, so tests can use fake timers).
 * `onDone` runs once when it reaches 0. `initialSeconds` is what `remaining` shows before
 * `start()` (e.g. the 5 of "in 5 s" on the first render); default 0.
 * @example const countdown = useCountdown(); countdown.start(60); countdown.remaining // 60, 59 ...
 */
export function useCountdown(onDone?: () => void, initialSeconds = 0): { remaining: number; running: boolean; start: (seconds: number) => void; stop: () => void } {
  const { env } = useClient();
  const [remaining, setRemaining] = useState(initialSeconds);
  const handle = useRef<unknown>(null);
  const done = useRef(onDone);
  done.current = onDone;

  const stop = useCallback(() => {
    if (handle.current !== null) env.timers.clearInterval(handle.current);
    handle.current = null;
  }, [env]);

  const start = useCallback(
    (seconds: number) => {
      stop();
      let left = Math.max(0, Math.ceil(seconds));
      setRemaining(left);
      if (left === 0) {
        done.current?.();
        return;
      }
      handle.current = env.timers.setInterval(() => {
        left -= 1;
        setRemaining(left);
        if (left <= 0) {
          stop();
          done.current?.();
        }
      }, 1000);
    },
    [env, stop],
  );

  useEffect(() => stop, [stop]);
  return { remaining, running: remaining > 0, start, stop };
}
