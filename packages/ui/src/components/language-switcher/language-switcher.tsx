import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import { renderAnchor, type RenderLink } from '../../lib/render-link';

export type Language = {
  /** fi, en or et. */
  code: string;
  /** The language's own name: Suomi, English, Eesti. */
  label: string;
  /** The current page in that language. */
  href: string;
};

export type LanguageSwitcherProps = Omit<ComponentProps<'nav'>, 'onSelect'> & {
  /** The accessible name of the navigation landmark. */
  label: string;
  languages: Language[];
  /** The code of the language being shown: it is hidden from the choices. */
  current: string;
  /** Called with the chosen code when a language link is followed. */
  onSelect?: (code: string) => void;
  renderLink?: RenderLink;
};

/** Links to the other languages (Suomi / English / Eesti), each in its own language; the current one is hidden. */
export function LanguageSwitcher({
  label,
  languages,
  current,
  onSelect,
  renderLink = renderAnchor,
  className,
  ...props
}: LanguageSwitcherProps) {
  return (
    <nav data-slot="language-switcher" aria-label={label} className={cn('text-sm', className)} {...props}>
      <ul data-slot="language-switcher-list" className="flex flex-wrap items-center gap-1">
        {languages
          .filter((language) => language.code !== current)
          .map((language) => (
            <li key={language.code}>
              {renderLink({
                href: language.href,
                lang: language.code,
                hrefLang: language.code,
                'data-slot': 'language-switcher-link',
                onClick: () => onSelect?.(language.code),
                className:
                  'inline-flex min-h-10 items-center rounded-md px-3 py-2 font-semibold text-fg underline-offset-4 hover:bg-surface-hover hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                children: language.label,
              })}
            </li>
          ))}
      </ul>
    </nav>
  );
}
