import tailwindcss from '@tailwindcss/vite';
import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';

/** One Storybook for the whole repo: the design system and the app's screens and flows. */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/ui/src/**/*.stories.tsx', '../apps/casino/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-themes', '@storybook/addon-docs'],
  // The Mock Service Worker script (`npx msw init .storybook/public --save=false`), and the app's payment logos.
  staticDirs: ['./public', { from: '../apps/casino/public/payment-logos', to: '/payment-logos' }],
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true },
  // There is no root vite config, so Storybook's Vite gets React and Tailwind here.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), react(), tailwindcss()],
  }),
};

export default config;
