import type { AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this app (never an absolute URL). */
  to: string;
  replace?: boolean;
}

/**
 * react-router's Link for the app's own paths: the same anchor (its href, its `data-discover`) and the same click
 * handling (react-router's useLinkClickHandler: a plain click navigates in the app, a modified click or another
 * target is the browser's). Without Link's prefetching, which only framework mode uses and which brought its route
 * manifest code into the landing page's JavaScript (docs/PERFORMANCE.md).
 */
export function RouterLink({ to, replace, target, onClick, ...rest }: RouterLinkProps) {
  const href = useHref(to);
  const navigateOnClick = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      data-discover="true"
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigateOnClick(event);
      }}
    />
  );
}
