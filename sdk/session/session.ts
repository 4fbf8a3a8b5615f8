import type EventEmitter from 'eventemitter3';
import type { LoginReply } from '../commands/accounts';
import type { SystemConfig } from '../commands/system';
import type { ClientEvents } from '../client/events';
import type { LogoutReason } from '../errors/catalogue';
import type { Clock, StorageLike, Timers } from '../env/environment';
import type { Store } from '../stores/store';
import type { UserInfoStore } from '../stores/user-info-store';

/** How often the client checks for inactivity (SPEC §9). */
export const INACTIVITY_CHECK_MS = 3000;
/** Storage key of the last activity time, shared by the player's tabs. */
export const LAST_ACTIVE_KEY = 'last_active_at';
/** Used until the system config arrives (010001 userAliveDurationSecond). */
export const DEFAULT_ALIVE_SECONDS = 1800;

export interface SessionDeps {
  userInfo: UserInfoStore;
  systemConfig: Store<SystemConfig | null>;
  events: EventEmitter<ClientEvents>;
  storage: StorageLike;
  clock: Clock;
  timers: Timers;
  /** Ends the session on the server; failures are ignored (the local session ends anyway). */
  serverLogout: () => Promise<unknown>;
}


/**
 * The player's session on this device: login completion, logout, and the inactivity rule
 * (SPEC §4: logged out when inactive beyond userAliveDurationSecond, checked every 3 s).
 *
 * @example
 * const session = createSession(deps);
 * session.completeLogin(reply); // after 100200, 100201 or 100202
 * document.addEventListener('pointerdown', session.touch);
 */
export function createSession(deps: SessionDeps) {
  let watch: unknown = null;

  const aliveMs = () => (deps.systemConfig.getSnapshot()?.userAliveDurationSecond ?? DEFAULT_ALIVE_SECONDS) * 1000;
  const lastActive = () => Number(deps.storage.getItem(LAST_ACTIVE_KEY)) || 0;

  function touch(): void {
    if (deps.userInfo.token()) deps.storage.setItem(LAST_ACTIVE_KEY, String(deps.clock.now()));
  }

  function endLocally(reason: LogoutReason): void {
    stopWatch();
    deps.storage.removeItem(LAST_ACTIVE_KEY);
    if (deps.userInfo.getSnapshot()) deps.userInfo.clear();
    deps.events.emit('logout', { reason });
  }

  function startWatch(): void {
    if (watch !== null) return;
    watch = deps.timers.setInterval(() => {
      if (!deps.userInfo.token()) return stopWatch();
      if (deps.clock.now() - lastActive() > aliveMs()) {
        void deps.serverLogout().catch(() => undefined);
        endLocally('inactivity');
      }
    }, INACTIVITY_CHECK_MS);
  }

  function stopWatch(): void {
    if (watch !== null) deps.timers.clearInterval(watch);
    watch = null;
  }

  // A session restored from storage is watched too; one idle past the limit ends on the next
  // tick, after the host has had the chance to subscribe to `logout`.
  if (deps.userInfo.token()) {
    if (!lastActive()) touch();
    deps.timers.setTimeout(() => {
      if (deps.userInfo.token() && deps.clock.now() - lastActive() > aliveMs()) endLocally('inactivity');
      else if (deps.userInfo.token()) startWatch();
    }, 0);
  }
  // A session ended elsewhere (error policy, another tab) stops the watch.
  deps.userInfo.subscribe(() => {
    if (!deps.userInfo.token()) stopWatch();
  });

  return {
    /** Stores the player from a login or registration reply and starts watching inactivity. */
    completeLogin(reply: LoginReply): void {
      deps.userInfo.setUser(reply);
      touch();
      startWatch();
    },
    /** Ends the session on the server and on this device; emits `logout` with the reason. */
    async logout(reason: LogoutReason = 'user'): Promise<void> {
      if (deps.userInfo.token()) await deps.serverLogout().catch(() => undefined);
      endLocally(reason);
    },
    /** Records player activity (hosts call it on pointer and key events; calls record it too). */
    touch,
    isLoggedIn: () => deps.userInfo.token() !== null,
    dispose: stopWatch,
  };
}

export type Session = ReturnType<typeof createSession>;
