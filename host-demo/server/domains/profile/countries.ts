import type { ValidationIssue } from '../../errors/validation-issues';
import { validationError } from '../validation';

/**
 * Countries offered for the mobile number's dialling code (001016), the UAE (971, the SPEC §3
 * default) first, then the other GCC states, then the countries most of the UAE's residents and
 * visitors come from. Registration and code sending accept only these codes; nationality,
 * residence and the address's country are chosen from the same list (by ISO code).
 */
export interface Country {
  id: number;
  /** ISO 3166-1 alpha-2, lower case. */
  iso: string;
  /** Dialling code, digits only. */
  code: string;
  en: string;
  ar: string;
}

export const COUNTRIES: readonly Country[] = [
  { id: 1, iso: 'ae', code: '971', en: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة' },
  { id: 2, iso: 'sa', code: '966', en: 'Saudi Arabia', ar: 'المملكة العربية السعودية' },
  { id: 3, iso: 'qa', code: '974', en: 'Qatar', ar: 'قطر' },
  { id: 4, iso: 'kw', code: '965', en: 'Kuwait', ar: 'الكويت' },
  { id: 5, iso: 'bh', code: '973', en: 'Bahrain', ar: 'البحرين' },
  { id: 6, iso: 'om', code: '968', en: 'Oman', ar: 'عُمان' },
  { id: 7, iso: 'gb', code: '44', en: 'United Kingdom', ar: 'المملكة المتحدة' },
  { id: 8, iso: 'in', code: '91', en: 'India', ar: 'الهند' },
  { id: 9, iso: 'pk', code: '92', en: 'Pakistan', ar: 'باكستان' },
  { id: 10, iso: 'ph', code: '63', en: 'Philippines', ar: 'الفلبين' },
  { id: 11, iso: 'eg', code: '20', en: 'Egypt', ar: 'مصر' },
  { id: 12, iso: 'jo', code: '962', en: 'Jordan', ar: 'الأردن' },
  { id: 13, iso: 'lb', code: '961', en: 'Lebanon', ar: 'لبنان' },
  { id: 14, iso: 'bd', code: '880', en: 'Bangladesh', ar: 'بنغلاديش' },
  { id: 15, iso: 'lk', code: '94', en: 'Sri Lanka', ar: 'سريلانكا' },
  { id: 16, iso: 'np', code: '977', en: 'Nepal', ar: 'نيبال' },
  { id: 17, iso: 'us', code: '1', en: 'United States', ar: 'الولايات المتحدة' },
];

const CODES = new Set(COUNTRIES.map((c) => c.code));

/** True for a dialling code of {@link COUNTRIES}. */
export function isKnownCountryCode(code: string): boolean {
  return CODES.has(code);
}

const ISO_CODES = new Set(COUNTRIES.map((c) => c.iso.toUpperCase()));

/** True for the ISO code, in capitals as forms send it (`AE`), of a country of {@link COUNTRIES}. */
export function isKnownCountry(iso: string): boolean {
  return ISO_CODES.has(iso);
}

/**
 * 400000012 naming every field whose country is not one of {@link COUNTRIES}
 * ('validation.country'), so a form shows them all at once.
 *
 * @example assertKnownCountries([[['data', 'nationality'], 'IN'], [['data', 'address', 'country'], 'AE']])
 */
export function assertKnownCountries(fields: readonly (readonly [path: (string | number)[], iso: string])[]): void {
  const issues: ValidationIssue[] = fields.filter(([, iso]) => !isKnownCountry(iso)).map(([path]) => ({ path, message: 'validation.country' }));
  if (issues.length > 0) throw validationError(issues);
}
