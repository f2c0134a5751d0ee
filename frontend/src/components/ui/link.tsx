import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
};

/**
 * A link within the app: the address from the router (`useHref`) and react-router's own click
 * handling (a plain click navigates in the app; a modified or middle click, or another
 * `target`, is the browser's). Not react-router's `Link`: that one brings its prefetching and
 * view-transition machinery, which the site never uses, into the public pages' initial
 * JavaScript (docs/frontend.md, "The initial JavaScript's budget").
 */
export function Link({ to, replace, onClick, target, children, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return (
    <a {...rest} href={href} target={target} onClick={click}>
      {children}
    </a>
  );
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** Active only on the path itself, not on the paths below it. */
  end?: boolean;
  className: (state: { isActive: boolean }) => string;
};

/** A `Link` that knows whether it points at the current page (`aria-current="page"`). */
export function NavLink({ end = false, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(rest.to).pathname;
  const isActive = pathname === target || (!end && pathname.startsWith(target.endsWith('/') ? target : `${target}/`));
  return <Link {...rest} aria-current={isActive ? 'page' : undefined} className={className({ isActive })} />;
}
