import { redirect } from 'react-router';

/**
 * A page addressed by id whose slug is only for reading (a group, a provider) has one address: asked with a wrong
 * or missing slug it answers 301 to the right one, query kept, so links with an old slug keep working and the
 * canonical link, hreflang alternates and language switcher all name the one address.
 */
export function requireSlug(url: URL, slug: string | undefined, canonical: { slug: string; path: string }) {
  if ((slug ?? '') !== canonical.slug) throw redirect(canonical.path + url.search, 301);
}
