import { createApi, defaultApiConfig } from '@casino/api-client';
import type { Locale } from '@casino/flows';
import type { Decorator } from '@storybook/react-vite';
import { createContext, use, useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import en from '../../public/locales/en/common.json';
import et from '../../public/locales/et/common.json';
import fi from '../../public/locales/fi/common.json';
import { createI18n } from '../app/i18n';
import { Providers } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { localizedPath } from '../app/routes';

const resources = { fi: { common: fi }, en: { common: en }, et: { common: et } };

/** The story, handed to the router's page element from outside the router so that it follows the story's args. */
const StoryContent = createContext<ReactNode>(null);

/** The page the router shows: the story, and the path it is at (so that a play function can see a navigation). */
function StoryPage() {
  const { pathname } = useLocation();
  return (
    <>
      {use(StoryContent)}
      <p className="mt-4 text-sm text-fg-muted">
        Page: <code>{pathname}</code>
      </p>
    </>
  );
}

/**
 * What the app puts above a screen (the clients, the query cache, i18next with the locale files, the router), for a
 * screen's stories, at the home page of `locale`. The clients use the page's fetch, which MSW answers.
 */
export function StoryApp({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [services] = useState(() => ({
    api: createApi(defaultApiConfig),
    queryClient: createQueryClient(),
    i18n: createI18n(locale, { resources }),
  }));
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', element: <StoryPage /> }], { initialEntries: [localizedPath('HOME', locale)] }),
  );
  return (
    <Providers {...services}>
      <StoryContent value={children}>
        <RouterProvider router={router} />
      </StoryContent>
    </Providers>
  );
}

/** The decorator of a screen's stories: `parameters.locale` picks the language (default fi, the site's). */
export const withApp: Decorator = (Story, { parameters }) => (
  <StoryApp locale={(parameters.locale as Locale | undefined) ?? 'fi'}>
    <Story />
  </StoryApp>
);
