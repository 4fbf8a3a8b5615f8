import { Fragment, type ReactNode } from 'react';
import { useT } from './hooks';

// An invisible separator that never occurs in our translations marks where a value goes.
const MARK = '\u2063';

/**
 * A translation whose `{{placeholders}}` are React nodes rather than plain text, so a number or
 * address inside a sentence can sit in its own `dir="ltr"` span or link.
 *
 * @param k translation key, e.g. `footer.supportEmail` ("Support e-mail: {{email}}")
 * @param values one node per placeholder name
 * @example <TransText k="footer.version" values={{ version: <Ltr>1.0.5</Ltr> }} />
 */
export function TransText({ k, values }: { k: string; values: Record<string, ReactNode> }) {
  const t = useT();
  const markers = Object.fromEntries(Object.keys(values).map((name) => [name, `${MARK}${name}${MARK}`]));
  const parts = t(k, markers).split(MARK);
  // split() puts the placeholder names at odd indexes.
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>{i % 2 === 1 ? values[part] : part}</Fragment>
      ))}
    </>
  );
}
