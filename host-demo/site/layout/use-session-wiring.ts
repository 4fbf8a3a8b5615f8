import { useEffect } from 'react';
import { HOME_PATH, type NlClient } from '../../../sdk';
import type { HistoryRouter } from '../routing/history-router';
import { requiresLogin } from '../routing/route-table';

/** Activity closer together than this counts once (the SDK checks inactivity every 3 s). */
const TOUCH_THROTTLE_MS = 1000;

/**
 * Connects the SDK session to the site: player activity keeps the session alive; logging in
 * re-applies the route guards and opens the player's live socket (balance and server events;
 * its code loads on demand, the first time a player is logged in); logging out leaves a page that
 * needs login for home (SPEC §4), and an inactivity logout reloads the page.
 */
export function useSessionWiring(client: NlClient, router: HistoryRouter): void {
  useEffect(() => {
    let last = 0;
    const touch = () => {
      const now = Date.now();
      if (now - last < TOUCH_THROTTLE_MS) return;
      last = now;
      client.session.touch();
    };
    const activity = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
    for (const type of activity) window.addEventListener(type, touch, { passive: true });

    // The socket follows login and logout by itself once started; it is started only for a player.
    let socket: { disconnect(): void } | null = null;
    let unmounted = false;
    let socketRequested = false;
    const startSocket = () => {
      if (socketRequested || !client.session.isLoggedIn()) return;
      socketRequested = true;
      void import('../../../sdk/socket').then(({ connectSocket }) => {
        if (!unmounted) socket = connectSocket(client);
      });
    };
    startSocket();

    let wasLoggedIn = client.session.isLoggedIn();
    const offUser = client.stores.userInfo.subscribe(() => {
      const loggedIn = client.session.isLoggedIn();
      startSocket();
      // The header loads the balance when a session appears; the site only re-applies the guards.
      if (loggedIn && !wasLoggedIn) router.recheck();
      wasLoggedIn = loggedIn;
    });
    const onLogout = ({ reason }: { reason: string }) => {
      const { route, params } = router.getSnapshot();
      if (requiresLogin(route, params)) router.navigate(HOME_PATH, { replace: true });
      if (reason === 'inactivity') window.location.reload();
    };
    client.events.on('logout', onLogout);
    return () => {
      for (const type of activity) window.removeEventListener(type, touch);
      offUser();
      client.events.off('logout', onLogout);
      unmounted = true;
      socket?.disconnect();
    };
  }, [client, router]);
}
