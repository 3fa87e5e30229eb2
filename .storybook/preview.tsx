// The app's stylesheet: the design system's plus the classes of the app's own stories (Screens, Flows).
import '@casino/app/styles.css';
// Inter, which the app loads after its first screen, is there from the start in Storybook (the test-runner waits for it).
import '@casino/ui/fonts.css';

import { brands } from '@casino/ui';
import { withThemeByDataAttribute } from '@storybook/addon-themes';
import type { Preview, ReactRenderer } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { themes } from 'storybook/theming';

import { viewports } from './viewports';

// A screen story loads its page's code and data as the app does, which on a busy machine takes longer than
// Testing Library's 1 s: every findBy and waitFor gives it the 5 s a slow phone gets (the test-runner's limit is 15 s).
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  // Each story's `parameters.msw` handlers are installed before it renders.
  loaders: [mswLoader()],
  decorators: [
    // The brand toolbar: sets <html data-brand>, as the app does.
    withThemeByDataAttribute<ReactRenderer>({
      themes: Object.fromEntries(brands.map((brand) => [brand, brand])),
      defaultTheme: brands[0],
      attributeName: 'data-brand',
      parentSelector: 'html',
    }),
  ],
  parameters: {
    // The test-runner fails a story on any axe violation.
    a11y: { test: 'error' },
    docs: { theme: themes.dark },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    backgrounds: { options: { casino: { name: 'Casino', value: 'var(--color-surface)' } } },
    viewport: {
      options: Object.fromEntries(
        Object.entries(viewports).map(([key, { name, type, width, height }]) => [
          key,
          { name, type, styles: { width: `${width}px`, height: `${height}px` } },
        ]),
      ),
    },
  },
  initialGlobals: { backgrounds: { value: 'casino' } },
};

export default preview;
