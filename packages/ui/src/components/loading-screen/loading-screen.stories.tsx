import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { logo } from '../../fixtures/images';
import { State, States } from '../../fixtures/states';
import { LoadingScreen } from './loading-screen';

const storyLogo = <img src={logo()} alt="Kultakasino" width={200} height={57} />;

const meta = {
  title: 'Casino/LoadingScreen',
  component: LoadingScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { logo: storyLogo, progress: 40, progressLabel: 'Ladataan' },
  argTypes: { progress: { control: { type: 'range', min: 0, max: 100 } } },
} satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Ladataan' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByRole('img', { name: 'Kultakasino' })).toBeVisible();
  },
};

export const Indeterminate: Story = { args: { progress: null } };

/** Loaded: the screen fades out (the flow removes it 0.5 s later). */
export const FadingOut: Story = {
  args: { progress: 100, fading: true },
  play: async ({ canvasElement }) => {
    const screen = canvasElement.querySelector<HTMLElement>('[data-slot="loading-screen"]')!;
    await expect(screen).toHaveAttribute('data-state', 'fading');
    await expect(screen).toHaveAttribute('aria-busy', 'false');
  },
};

export const LongFinnishText: Story = { args: { progressLabel: 'Ladataan pelivalikoimaa ja asetuksia' } };

export const AllStates: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <States className="grid gap-6 md:grid-cols-3">
      {[
        ['Alussa', 5],
        ['Puolivälissä', 60],
        ['Valmis', 100],
      ].map(([label, progress]) => (
        <State key={label} label={String(label)}>
          <div className="relative h-72 overflow-hidden rounded-lg border border-border">
            <LoadingScreen
              logo={storyLogo}
              progress={Number(progress)}
              progressLabel={`Ladataan ${label}`}
              className="absolute"
            />
          </div>
        </State>
      ))}
    </States>
  ),
};
