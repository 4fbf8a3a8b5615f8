import type { AriaRole, MouseEvent, ReactNode } from 'react';
import { useNavigate } from './use-navigate';

export interface NavLinkProps {
  /** Product path, e.g. `/faq`. */
  path: string;
  target?: '_self' | '_blank';
  className?: string;
  role?: AriaRole;
  /** Called after the navigation request, e.g. to close the menu the link sits in. */
  onNavigate?: () => void;
  children: ReactNode;
}

/**
 * A real link (so it can be opened in a new tab or copied) that, on a plain click, asks the host
 * to route with `nl-navigate-request` instead of loading the page.
 */
export function NavLink({ path, target = '_self', className, role, onNavigate, children }: NavLinkProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks keep the browser's own behaviour (new tab, new window, download).
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(path, target);
    onNavigate?.();
  };
  return (
    <a href={path} className={className} role={role} onClick={onClick} {...(target === '_blank' ? { target, rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
