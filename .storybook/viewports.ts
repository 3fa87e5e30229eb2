/** The two widths every screen is designed, reviewed and screenshot-tested at (preview.tsx, test-runner.ts). */
export const viewports = {
  mobile: { name: 'Mobile 390', type: 'mobile', width: 390, height: 844 },
  desktop: { name: 'Desktop 1280', type: 'desktop', width: 1280, height: 800 },
} as const;
