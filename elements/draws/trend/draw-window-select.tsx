import { useT } from '../../base/hooks';

/**
 * The "Last N draws" select of the trend pages: how many past draws a table counts.
 *
 * @example <DrawWindowSelect windows={[30, 50, 100]} value={draws} onChange={setDraws} />
 */
export function DrawWindowSelect({ windows, value, onChange }: { windows: readonly number[]; value: number; onChange: (draws: number) => void }) {
  const t = useT();
  return (
    <label>
      <span>{t('trend.window')}</span>
      <select className="nl-compact-select" name="draws" value={String(value)} onChange={(event) => onChange(Number(event.target.value))}>
        {windows.map((n) => (
          <option key={n} value={String(n)}>
            {t('trend.lastDraws', { count: n })}
          </option>
        ))}
      </select>
    </label>
  );
}
