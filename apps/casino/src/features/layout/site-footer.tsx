import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/api';
import { siteSettingsQuery } from '../../shared/content/queries';
import { useLocale } from '../../shared/locale/use-locale';
import { SafeHtml } from '../../lib/safe-html';

/** The footer HTML of the site settings in the current locale (spec 2.3), sanitised; absent when there is none. */
export function SiteFooter({ children }: { children?: React.ReactNode }) {
  const { data: footer } = useQuery({
    ...siteSettingsQuery(useApi(), useLocale()),
    select: (settings) => settings.footer,
  });
  return (
    <footer className="border-t border-border bg-surface-sunken py-8 text-sm text-fg-muted">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4">
        {children}
        {footer && (
          <SafeHtml
            html={footer}
            className="flex flex-col gap-2 [&_a]:inline-block [&_a]:min-h-6 [&_a]:py-0.5 [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4 [&_ul]:flex [&_ul]:flex-wrap [&_ul]:gap-x-4"
          />
        )}
      </div>
    </footer>
  );
}
