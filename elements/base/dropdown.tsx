import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { activeElementOf, focusableIn } from './focus';

/** Delay before a hover-opened menu closes after the pointer leaves (SPEC §9: 400 ms). */
export const MENU_CLOSE_DELAY_MS = 400;

export interface DropdownProps {
  /** Accessible name of the trigger button. */
  label: string;
  /** Visible content of the trigger button. */
  trigger: ReactNode;
  /** `menu`: a list of actions (arrow keys move between items); `dialog`: a small non-modal popover. */
  kind?: 'menu' | 'dialog';
  /** Open on hover as well as on click (desktop navigation). */
  hover?: boolean;
  /** Called the first time the dropdown opens, e.g. to load its content lazily. */
  onOpen?: () => void;
  className?: string;
  triggerClassName?: string;
  /** Content; receives `close()` so an item can close the dropdown after acting. */
  children: (close: () => void) => ReactNode;
}

/**
 * A button that opens a menu or popover. Keyboard: Enter, Space or ArrowDown opens and focuses
 * the first item; arrows move; Escape closes and returns focus to the button; Tab or a click
 * outside closes.
 */
export function Dropdown({ label, trigger, kind = 'menu', hover = false, onOpen, className, triggerClassName, children }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const focusFirstOnOpen = useRef(false);

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const show = useCallback(
    (focusFirst: boolean) => {
      focusFirstOnOpen.current = focusFirst;
      setOpen(true);
      onOpen?.();
    },
    [onOpen],
  );
  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    if (focusFirstOnOpen.current && panelRef.current) {
      const target = kind === 'menu' ? panelRef.current.querySelector<HTMLElement>('[role="menuitem"]') : focusableIn(panelRef.current)[0];
      (target ?? panelRef.current).focus();
    }
    // composedPath sees through shadow roots, so a click inside our own shadow tree is "inside".
    const onPointerDown = (event: Event) => {
      if (rootRef.current && !event.composedPath().includes(rootRef.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, kind]);

  useEffect(() => cancelClose, []);

  const onPointerEnter = () => {
    cancelClose();
    if (!open) show(false);
  };
  // A short delay lets the pointer cross the gap between the button and the panel (SPEC §9).
  const onPointerLeave = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), MENU_CLOSE_DELAY_MS);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
      return;
    }
    if (event.key === 'Tab' && open && event.target !== buttonRef.current) {
      setOpen(false);
      return;
    }
    if (kind !== 'menu') return;
    if (!open) {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        show(true);
      }
      return;
    }
    if (!panelRef.current || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Home' && event.key !== 'End')) return;
    const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>('[role="menuitem"]'));
    if (items.length === 0) return;
    event.preventDefault();
    const current = items.indexOf(activeElementOf(panelRef.current) as HTMLElement);
    const next =
      event.key === 'Home' ? 0 : event.key === 'End' ? items.length - 1 : event.key === 'ArrowDown' ? (current + 1) % items.length : (current - 1 + items.length) % items.length;
    items[next]?.focus();
  };

  return (
    <div
      ref={rootRef}
      className={`nl-dropdown${className ? ` ${className}` : ''}`}
      data-open={open ? 'true' : 'false'}
      onKeyDown={onKeyDown}
      onMouseEnter={hover ? onPointerEnter : undefined}
      onMouseLeave={hover ? onPointerLeave : undefined}
    >
      <button
        ref={buttonRef}
        type="button"
        className={triggerClassName ?? 'nl-button nl-button-ghost'}
        aria-label={label}
        aria-haspopup={kind === 'menu' ? 'menu' : 'dialog'}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => (open ? close() : show(false))}
        onKeyDown={(event) => {
          if (!open && (event.key === 'Enter' || event.key === ' ')) {
            event.preventDefault();
            show(true);
          }
        }}
      >
        {trigger}
      </button>
      {/* The part names are literals so the manifest test can read them from the source. */}
      {open ? (
        <div ref={panelRef} id={id} className={`nl-dropdown-panel nl-dropdown-${kind}`} role={kind} aria-label={label} tabIndex={-1} part={kind === 'menu' ? 'menu' : 'dialog'}>
          {children(() => close(true))}
        </div>
      ) : null}
    </div>
  );
}
