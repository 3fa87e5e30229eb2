import type { RenderLink } from '@casino/ui';
import { Link } from 'react-router';

/** The ui components' link renderer: the router's Link, so a click navigates in the app instead of loading a page. */
export const renderRouterLink: RenderLink = ({ href, ...props }) => <Link to={href} {...props} />;
