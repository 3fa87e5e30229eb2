// The app's stylesheet: the design system's plus the classes of the app's own stories (Screens, Flows).
import '@casino/app/styles.css';

import { brands } from '@casino/ui';
import { withThemeByDataAttribute } from '@storybook/addon-themes';
import type { Preview, ReactRenderer } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { themes } from 'storybook/theming';

import { viewports } from './viewports';

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
