import { useMemo } from 'react';
import { useLanguage, useT } from '../base/hooks';
import { DEFAULT_COUNTRY_CODE, countryName, useCountryCodes } from './country-codes';
import { FieldError, useFieldIds } from './field-shell';
import type { FieldProps } from './text-field';

export interface PhoneFieldProps extends FieldProps<string> {
  /** Dialling code without `+`, e.g. `971` (the default before the list loads). */
  countryCode: string;
  onCountryCodeChange: (code: string) => void;
  /** Form name of the country code select. Default `countryCode`. */
  countryCodeName?: string;
}

/** Keeps the digits a player types or pastes. */
export const digitsOnly = (value: string) => value.replace(/\D+/g, '');

// Option text is laid out by the browser's own list, which ignores isolates: a leading
// left-to-right mark makes `+971 <name>` read left-to-right even when the name is Arabic.
const isolate = (text: string) => `\u200E${text}\u200E`;

/**
 * Mobile number: a country code select (countryCodes 001016, loaded once per client, default 971)
 * and the number without the country code. Only digits are kept; a number starting with 0 shows
 * the validation message at once (SPEC §5: no leading 0), and the form schema refuses it.
 * @example
 * <PhoneField label={t('auth.mobile')} {...form.field('mobile')}
 *   countryCode={form.values.countryCode} onCountryCodeChange={(code) => form.setValue('countryCode', code)} />
 */
export function PhoneField({ label, name, value, onChange, onBlur, error, hint, disabled, required, countryCode, onCountryCodeChange, countryCodeName = 'countryCode' }: PhoneFieldProps) {
  const t = useT();
  const language = useLanguage();
  const { countries } = useCountryCodes();
  const leadingZero = value.startsWith('0') ? t('validation.mobile') : undefined;
  const shown = error ?? leadingZero;
  const ids = useFieldIds(hint, shown);
  const codeId = `${ids.inputId}-code`;
  const options = useMemo(() => {
    const list = countries.map((c) => ({ value: c.code, label: `${isolate(`+${c.code}`)} ${countryName(c.iso, language, c.country)}`, key: `${c.id}` }));
    // Several countries share a code (+1, +7): keep the first of each so the select's value is unique.
    const unique = list.filter((option, index) => list.findIndex((o) => o.value === option.value) === index);
    if (!unique.some((o) => o.value === countryCode)) unique.unshift({ value: countryCode || DEFAULT_COUNTRY_CODE, label: isolate(`+${countryCode || DEFAULT_COUNTRY_CODE}`), key: 'current' });
    return unique;
  }, [countries, language, countryCode]);

  return (
    <div className="nl-field nl-phone" data-invalid={shown ? 'true' : undefined}>
      <label className="nl-field-label" htmlFor={ids.inputId}>
        {label}
      </label>
      <div className="nl-phone-row" dir="ltr">
        <label className="nl-visually-hidden" htmlFor={codeId}>
          {t('forms.countryCode')}
        </label>
        <select
          id={codeId}
          className="nl-input nl-select nl-phone-code"
          name={countryCodeName}
          value={countryCode || DEFAULT_COUNTRY_CODE}
          disabled={disabled}
          autoComplete="tel-country-code"
          onChange={(event) => onCountryCodeChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.key} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <input
          id={ids.inputId}
          className="nl-input nl-phone-number"
          name={name}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          dir="ltr"
          value={value}
          disabled={disabled}
          required={required}
          aria-required={required || undefined}
          aria-invalid={shown ? true : undefined}
          aria-describedby={ids.describedBy}
          onChange={(event) => onChange(digitsOnly(event.target.value))}
          onBlur={onBlur}
        />
      </div>
      {hint ? (
        <p id={ids.hintId} className="nl-field-hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={ids.errorId} error={shown} />
    </div>
  );
}
