import { useId, type ReactNode } from 'react';

/**
 * One setting as a switch (`role="switch"`): a native button, so Tab reaches it and Space or
 * Enter flips it; its name is the visible label and its state is `aria-checked`.
 */
export function SwitchRow({ label, hint, checked, busy, onToggle, name }: { label: string; hint?: ReactNode; checked: boolean; busy: boolean; onToggle: () => void; name: string }) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="switch-row" data-setting={name} aria-busy={busy || undefined}>
      <span className="switch-text">
        <span id={labelId} className="switch-label">
          {label}
        </span>
        {hint ? (
          <span id={hintId} className="switch-hint">
            {hint}
          </span>
        ) : null}
      </span>
      <button
        type="button"
        role="switch"
        name={name}
        className="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={hint ? hintId : undefined}
        onClick={onToggle}
        part="switch"
      >
        <span className="switch-thumb" aria-hidden="true" />
      </button>
    </div>
  );
}
