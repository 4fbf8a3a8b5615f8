import { useEffect, useState } from 'react';
import type { NlClient } from '../../../sdk';
import { useTranslation } from '../pages/use-translation';

/** SPEC §9: the loading overlay hides itself after 10 s, whatever is still loading. */
export const LOADING_OVERLAY_MS = 10_000;

/**
 * Shown while a page's code or its element's code loads. It hides itself after
 * {@link LOADING_OVERLAY_MS} (SPEC §9), so a load that hangs never leaves a spinner over the page
 * for good; a load that fails shows {@link ChunkError} instead (./chunk-error).
 *
 * @example <Suspense fallback={<LoadingOverlay client={client} />}>…</Suspense>
 */
export function LoadingOverlay({ client }: { client: NlClient }) {
  const t = useTranslation(client);
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setShown(false), LOADING_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <div role="status" aria-busy="true" data-state="loading" style={OVERLAY}>
      <span style={SPINNER} aria-hidden="true" />
      <span style={VISUALLY_HIDDEN}>{t('common.loading')}</span>
    </div>
  );
}

const OVERLAY = { padding: '4rem 1rem', textAlign: 'center', color: '#5a6080' } as const;
const SPINNER = {
  display: 'inline-block', inlineSize: 32, blockSize: 32, borderRadius: '50%', border: '3px solid #d8dcf0',
  borderBlockStartColor: '#c9a227', animation: 'spin 1s linear infinite',
} as const;
const VISUALLY_HIDDEN = {
  position: 'absolute', inlineSize: 1, blockSize: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap',
} as const;
