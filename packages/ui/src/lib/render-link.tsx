import type { ComponentProps, ReactElement } from 'react';

/** What a component hands its link renderer: an anchor's props, `href` always set. */
export type LinkProps = ComponentProps<'a'> & { href: string; 'data-slot'?: string };

/**
 * Renders a link. Components that show lists of links take one, so the app can pass its router's link
 * (`(props) => <RouterLink to={props.href} {...props} />`) while the design system never knows a route.
 */
export type RenderLink = (props: LinkProps) => ReactElement;

export const renderAnchor: RenderLink = ({ children, ...props }) => <a {...props}>{children}</a>;
