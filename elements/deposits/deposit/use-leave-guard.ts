import { useEffect } from 'react';
import { useHost } from '../../base/hooks';
import { hostWindow } from './host-window';

/**
 * While `active`, closing or reloading the page asks the browser's own confirmation (SPEC §5:
 * leaving the card form asks confirmation). Leaving inside the element (closing the card dialog)
 * asks with the element's own dialog instead.
 */
export function useLeaveGuard(active: boolean): void {
  const host = useHost();
  useEffect(() => {
    if (!active) return;
    const view = hostWindow(host);
    if (!view) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    view.addEventListener('beforeunload', onBeforeUnload);
    return () => view.removeEventListener('beforeunload', onBeforeUnload);
  }, [active, host]);
}
