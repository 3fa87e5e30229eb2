import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/api';
import { useLocale } from '../../app/use-locale';
import { SafeHtml } from '../../lib/safe-html';
import { siteSettingsQuery } from './site-settings-query';

/** The footer HTML of the site settings in the current locale (spec 2.3); absent until loaded or when empty. */
export function SiteFooter() {
  const { data: footer } = useQuery({
    ...siteSettingsQuery(useApi(), useLocale()),
    select: (settings) => settings.footer,
  });
  if (!footer) return null;
  return (
    <footer className="border-t border-border bg-surface-sunken py-8 text-sm text-fg-muted">
      <SafeHtml
        html={footer}
        className="mx-auto flex max-w-6xl flex-col gap-2 px-4 [&_a]:inline-block [&_a]:min-h-6 [&_a]:py-0.5 [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4"
      />
    </footer>
  );
}
