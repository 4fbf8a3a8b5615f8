/** Colours of the brand marks; an unknown brand gets a plain card. */
const BRANDS: Record<string, { label: string; fill: string; text: string }> = {
  visa: { label: 'VISA', fill: '#1a1f71', text: '#ffffff' },
  mastercard: { label: 'MC', fill: '#eb001b', text: '#ffffff' },
  amex: { label: 'AMEX', fill: '#2e77bc', text: '#ffffff' },
};

/**
 * A card's icon by brand (SPEC §3 "saved card shows cardIcon"). Decorative: the brand is said in
 * text beside it for screen readers.
 * @example <CardIcon brand="visa" />
 */
export function CardIcon({ brand }: { brand: string }) {
  const mark = BRANDS[brand.toLowerCase()];
  return (
    <svg className="card-icon" viewBox="0 0 48 32" width="48" height="32" aria-hidden="true" focusable="false" data-brand={mark ? brand.toLowerCase() : 'card'}>
      <rect x="0.5" y="0.5" width="47" height="31" rx="4" fill={mark?.fill ?? '#5b6488'} />
      {mark ? (
        <text x="24" y="20" textAnchor="middle" fontSize="11" fontWeight="700" fontFamily="sans-serif" fill={mark.text}>
          {mark.label}
        </text>
      ) : (
        <>
          <rect x="0.5" y="8" width="47" height="6" fill="#14183a" />
          <rect x="6" y="20" width="14" height="4" rx="1" fill="#dfe3ef" />
        </>
      )}
    </svg>
  );
}

/** The brand's name as read out, e.g. `Visa`; empty for an unknown brand. */
export function brandName(brand: string): string {
  const key = brand.toLowerCase();
  return key === 'visa' ? 'Visa' : key === 'mastercard' ? 'Mastercard' : key === 'amex' ? 'American Express' : '';
}
