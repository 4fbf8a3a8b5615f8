import { useCallback, useEffect, useState } from 'react';
import type { CallResult, Commands, NlClient, ResponseOf } from '../../sdk';
import { useClient } from '../base/hooks';

/** One country of the countryCodes list (001016). */
export type CountryCode = ResponseOf<Commands['countryCodes']>['countries'][number];

/** Dialling code selected before the list arrives and when it fails (SPEC §3, §9). */
export const DEFAULT_COUNTRY_CODE = '971';

// One request per client for the page's lifetime; a failure is forgotten so the next field retries.
const loads = new WeakMap<NlClient, Promise<CallResult<{ countries: CountryCode[] }>>>();

/**
 * Loads the country list (countryCodes 001016) once per client; later calls share the result.
 * @example const result = await loadCountryCodes(client);
 */
export function loadCountryCodes(client: NlClient): Promise<CallResult<{ countries: CountryCode[] }>> {
  let load = loads.get(client);
  if (!load) {
    load = client.call('countryCodes', {}, { hideToast: true });
    loads.set(client, load);
    void load.then((result) => {
      if (!result.ok) loads.delete(client);
    });
  }
  return load;
}

/**
 * The country list for selects (dialling codes, nationality, residence); empty while loading or
 * after a failure (`status` tells which; `retry()` asks again).
 * @example const { countries } = useCountryCodes();
 */
export function useCountryCodes(): { status: 'loading' | 'ready' | 'error'; countries: readonly CountryCode[]; retry: () => void } {
  const client = useClient();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ status: 'loading' | 'ready' | 'error'; countries: readonly CountryCode[] }>({ status: 'loading', countries: [] });
  useEffect(() => {
    let live = true;
    void loadCountryCodes(client).then((result) => {
      if (live) setState(result.ok ? { status: 'ready', countries: result.data.countries } : { status: 'error', countries: [] });
    });
    return () => {
      live = false;
    };
  }, [client, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading', countries: [] });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}

const displayNames = new Map<string, Intl.DisplayNames | null>();

/**
 * A country's name in the player's language (from its ISO code through Intl.DisplayNames), else
 * the server's name.
 * @example countryName('AE', 'ar-AE', 'United Arab Emirates') // 'الإمارات العربية المتحدة'
 */
export function countryName(iso: string, language: string, fallback: string): string {
  if (!displayNames.has(language)) {
    try {
      displayNames.set(language, new Intl.DisplayNames([language], { type: 'region' }));
    } catch {
      displayNames.set(language, null);
    }
  }
  try {
    const name = iso ? displayNames.get(language)?.of(iso.toUpperCase()) : undefined;
    return name && name !== iso.toUpperCase() ? name : fallback;
  } catch {
    return fallback;
  }
}
