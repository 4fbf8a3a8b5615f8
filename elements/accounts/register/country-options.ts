import { useMemo } from 'react';
import { useLanguage } from '../../base/hooks';
import { countryName, useCountryCodes } from '../../forms/country-codes';
import type { SelectOption } from '../../forms/select-field';

/**
 * Countries as select options (value: ISO code), named in the player's language and sorted by
 * that name; from countryCodes 001016 (loaded once per client).
 */
export function useCountryOptions(): { status: 'loading' | 'ready' | 'error'; options: SelectOption[]; retry: () => void } {
  const language = useLanguage();
  const { status, countries, retry } = useCountryCodes();
  const options = useMemo(() => {
    const seen = new Set<string>();
    const list: SelectOption[] = [];
    for (const c of countries) {
      const iso = c.iso.toUpperCase();
      if (!iso || seen.has(iso)) continue;
      seen.add(iso);
      list.push({ value: iso, label: countryName(iso, language, c.country) });
    }
    return list.sort((a, b) => a.label.localeCompare(b.label, language));
  }, [countries, language]);
  return { status, options, retry };
}
