/**
 * `@nl/lottery/sdk/i18n`: the product's texts in the player's language, for whatever renders
 * strings (the elements use it; a host page may too). Kept out of the main SDK entry so a
 * partner who renders its own UI carries neither i18next nor any locale file.
 *
 * @example
 * import { translationsFor } from '@nl/lottery/sdk/i18n';
 * const { t } = await translationsFor(client).ready();
 */
export * from './translations';
