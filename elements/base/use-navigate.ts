import { useCallback } from 'react';
import type { NavigateRequestDetail } from './emit';
import { useHost } from './hooks';
import { requestNavigation } from './navigate';

/**
 * A function that asks the host to go to a path (see {@link requestNavigation}).
 * @example const navigate = useNavigate(); navigate('/account/login');
 */
export function useNavigate(): (path: string, target?: NavigateRequestDetail['target']) => void {
  const host = useHost();
  return useCallback((path, target) => requestNavigation(host, path, target), [host]);
}
