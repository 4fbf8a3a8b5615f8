import { useRef, type KeyboardEvent } from 'react';
import type { NumberPool } from '../../../sdk/games';
import { useDirection } from '../../base/hooks';

/** One button of a pool: its value, what it shows and its accessible name. */
export interface PoolOption {
  value: number;
  label: string;
  /** Accessible name when the label alone is not enough (a colour, a range). */
  name?: string;
  /** A style hook: colour options carry their colour. */
  tone?: string;
}

export interface NumberGridProps {
  /** The group's accessible name, e.g. "Digit 1" or "Numbers". */
  label: string;
  options: readonly PoolOption[];
  chosen: readonly number[];
  onPick: (value: number) => void;
  /** Buttons per row, for Up and Down. */
  columns: number;
  pool: NumberPool;
}

/**
 * A pool's numbers as toggle buttons, keyboard-playable: one Tab stop, arrow keys move (Left and
 * Right follow the reading direction, so they mirror in Arabic), Home and End jump, Enter or Space
 * picks the focused number.
 */
export function NumberGrid({ label, options, chosen, onPick, columns }: NumberGridProps) {
  const direction = useDirection();
  const ref = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const steps: Record<string, number> = { [forward]: 1, [back]: -1, ArrowDown: columns, ArrowUp: -columns };
    const buttons = Array.from(ref.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);
    const index = buttons.indexOf(event.target as HTMLButtonElement);
    if (index < 0) return;
    if (event.key === 'Enter' || event.key === ' ') {
      // Picked here rather than by the button's own activation, which the keyup below cancels:
      // one pick per key press in every browser (a second would take the number back).
      event.preventDefault();
      onPick(options[index]!.value);
      return;
    }
    let next: number;
    if (event.key in steps) next = Math.min(buttons.length - 1, Math.max(0, index + steps[event.key]!));
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = buttons.length - 1;
    else return;
    event.preventDefault();
    buttons.forEach((button, i) => (button.tabIndex = i === next ? 0 : -1));
    buttons[next]!.focus();
  };

  // The Tab stop: the first chosen number, else the first.
  const tabStop = Math.max(0, options.findIndex((o) => chosen.includes(o.value)));
  return (
    <div className="pool" part="pool">
    {/* The position or kind, visible above the row (1st digit, Day numbers, Diamond); the group carries it as its name. */}
    <span className="pool-label" aria-hidden="true">{label}</span>
    <div ref={ref} className="number-grid" role="group" aria-label={label} onKeyDown={onKeyDown}
      onKeyUp={(event) => event.key === ' ' && event.preventDefault()} part="number-grid" style={{ ['--columns' as string]: columns }}>
      {options.map((option, i) => {
        const on = chosen.includes(option.value);
        return (
          <button
            key={option.value}
            type="button"
            className="ball"
            data-tone={option.tone}
            aria-pressed={on}
            aria-label={option.name}
            tabIndex={i === tabStop ? 0 : -1}
            onClick={() => onPick(option.value)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
    </div>
  );
}
