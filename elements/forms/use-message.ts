import { useCallback } from 'react';
import { useTexts } from '../base/hooks';

/**
 * A function that shows a message that may be a translation key (`validation.email`) or text the
 * server already localised: keys are translated in the current language, other text is returned
 * as it is.
 * @example const message = useMessage(); message(issue.message)
 */
export function useMessage(): (keyOrText: string, params?: Record<string, unknown>) => string {
  const { t, exists } = useTexts();
  return useCallback((keyOrText, params) => (/^[\w-]+(\.[\w-]+)+$/.test(keyOrText) && exists(keyOrText) ? t(keyOrText, params) : keyOrText), [t, exists]);
}
