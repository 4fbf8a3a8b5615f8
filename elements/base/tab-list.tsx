import { useRef, type KeyboardEvent } from 'react';
import { useDirection } from './hooks';

/**
 * Where a key moves the selection of a WAI-ARIA tab row of `count` tabs: the arrows move and wrap
 * (mirrored in right-to-left), Home and End jump to the ends; null for any other key.
 *
 * @example tabKeyTarget('ArrowLeft', 0, 3, true) === 1 // in Arabic, left is forward
 */
export function tabKeyTarget(key: string, index: number, count: number, rtl: boolean): number | null {
  const last = count - 1;
  if (key === (rtl ? 'ArrowLeft' : 'ArrowRight')) return index === last ? 0 : index + 1;
  if (key === (rtl ? 'ArrowRight' : 'ArrowLeft')) return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

export interface TabListProps<T extends string> {
  tabs: readonly T[];
  value: T;
  onChange: (tab: T) => void;
  /** Accessible name of the row. */
  label: string;
  /** The text of each tab. */
  labelOf: (tab: T) => string;
  /** Id of each tab, which the panel names in aria-labelledby. */
  idOf: (tab: T) => string;
  panelId: string;
  /** Class of the row and of each tab, for the element's own styles. */
  className: string;
  tabClassName: string;
}

/**
 * A tab row: a WAI-ARIA tablist. Only the selected tab is in the Tab order; arrow keys move and
 * select (mirrored in Arabic), Home and End jump to the ends. Each tab carries `data-tab`.
 *
 * @example <TabList tabs={TABS} value={tab} onChange={setTab} label={t('x.tabs')} labelOf={(k) => t(`x.tab.${k}`)} idOf={idOf} panelId={panelId} className="x-tabs" tabClassName="x-tab" />
 */
export function TabList<T extends string>({ tabs, value, onChange, label, labelOf, idOf, panelId, className, tabClassName }: TabListProps<T>) {
  const rtl = useDirection() === 'rtl';
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabKeyTarget(event.key, tabs.indexOf(value), tabs.length, rtl);
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next]!;
    onChange(tab);
    refs.current.get(tab)?.focus();
  };
  return (
    <div className={className} role="tablist" aria-label={label} part="tabs" onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab}
          ref={(node) => {
            if (node) refs.current.set(tab, node);
            else refs.current.delete(tab);
          }}
          type="button"
          role="tab"
          id={idOf(tab)}
          className={tabClassName}
          data-tab={tab}
          aria-selected={tab === value}
          aria-controls={panelId}
          tabIndex={tab === value ? 0 : -1}
          onClick={() => onChange(tab)}
        >
          {labelOf(tab)}
        </button>
      ))}
    </div>
  );
}
