import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { navigateTo } from '../lib/browser';

/** Moves to an in-app path without a page load. */
export type Navigate = (href: string, options?: { replace?: boolean }) => void;

/**
 * How links move: the game app provides React Router's navigate, the signed-out app its own history navigation
 * (app/signed-out-shell.tsx), so the pages and the frame both shells share need neither. Without a provider a
 * link is a plain page load.
 */
const NavigationContext = createContext<Navigate>((href) => navigateTo(href));

export const NavigationProvider = NavigationContext.Provider;

export function useNavigateTo(): Navigate {
  return useContext(NavigationContext);
}

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean };

/** A link to an app path: a real `<a href>` whose plain left click navigates in the app (others open as usual). */
export function AppLink({ to, replace, onClick, target, ...anchor }: AppLinkProps) {
  const navigate = useNavigateTo();
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || modified || (target && target !== '_self')) return;
    event.preventDefault();
    navigate(to, { replace });
  };
  return <a {...anchor} href={to} target={target} onClick={click} />;
}
