import { Fragment } from 'react';
import type { Language } from '../../../sdk';
import type { AddressForm } from '../../../sdk/forms';
import { useLanguage, useT, type BoundTranslate } from '../../base/hooks';
import { countryName } from '../../forms/country-codes';
import { emirateLabelKey } from './emirates';

/** A player's address as the profile (100107) and edit address (100117) carry it. */
export type Address = AddressForm;

/**
 * The parts of an address for display, in order: street, city, emirate or state, postcode,
 * country; empty parts left out, the emirate and country named in the player's language, and a
 * part repeated in another (Dubai, Dubai; a city that is the emirate, in either language) shown once.
 */
export function addressParts(address: Address, t: BoundTranslate, language: Language): string[] {
  const emirateKey = emirateLabelKey(address.emirate);
  // A city that is the emirate itself (Dubai, Dubai) goes: in Arabic the emirate is translated and
  // the typed city is not, so comparing the texts would keep both (Dubai، دبي).
  const city = emirateKey && emirateLabelKey(address.city) === emirateKey ? '' : address.city;
  const parts = [address.street, city, emirateKey ? t(emirateKey) : address.emirate, address.postcode ?? '', address.country ? countryName(address.country, language, address.country) : ''];
  const seen = new Set<string>();
  return parts.map((part) => part.trim()).filter((part) => part && !seen.has(part.toLowerCase()) && seen.add(part.toLowerCase()));
}

/** The list separator of a language (the Arabic comma in Arabic). */
export function listSeparator(language: Language): string {
  return language === 'ar-AE' ? '، ' : ', ';
}

/**
 * An address on one line. Each part is isolated (`<bdi>`), so a Latin street that starts with a
 * house number keeps its order inside an Arabic sentence.
 */
export function AddressText({ address }: { address: Address }) {
  const t = useT();
  const language = useLanguage();
  const parts = addressParts(address, t, language);
  if (!parts.length) return <>—</>;
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? listSeparator(language) : null}
          <bdi>{part}</bdi>
        </Fragment>
      ))}
    </>
  );
}
