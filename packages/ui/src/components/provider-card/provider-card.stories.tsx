import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { logo } from '../../fixtures/images';
import { State, States } from '../../fixtures/states';
import { expectNoOverflow } from '../../fixtures/story-kit';
import { ProviderCard, ProviderGrid } from './provider-card';

const providers = [
  { id: '1', name: 'NetEnt', count: 212, hue: 140 },
  { id: '2', name: "Play'n GO", count: 187, hue: 30 },
  { id: '3', name: 'Pragmatic Play', count: 301, hue: 200 },
  { id: '4', name: 'Push Gaming', count: 45, hue: 280 },
  { id: '5', name: 'Evolution', count: 96, hue: 0 },
  { id: '6', name: 'Relax Gaming', count: 120, hue: 90 },
];

const grid = (withLogos: boolean) => (
  <ProviderGrid>
    {providers.map((provider) => (
      <ProviderCard
        key={provider.id}
        name={provider.name}
        logoSrc={withLogos ? logo(provider.hue) : undefined}
        gameCountText={`${provider.count} peliä`}
        href={`#gameprovider/${provider.id}`}
      />
    ))}
  </ProviderGrid>
);

const meta = {
  title: 'Casino/ProviderCard',
  component: ProviderCard,
  subcomponents: { ProviderGrid },
  tags: ['autodocs'],
  args: { name: 'NetEnt', logoSrc: logo(140), gameCountText: '212 peliä', href: '#gameprovider/1/netent' },
  render: (args) => (
    <div className="w-48 max-w-full">
      <ProviderCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ProviderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'NetEnt 212 peliä' });
    await expect(link).toHaveAttribute('href', '#gameprovider/1/netent');
  },
};

/** Without a logo the name is shown. */
export const WithoutLogo: Story = { args: { logoSrc: undefined } };

export const LongFinnishText: Story = {
  args: { name: 'Pohjoismaiden Pelitehdasosuuskunta', logoSrc: undefined, gameCountText: '1 234 kolikkopeliä' },
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement.querySelector<HTMLElement>('[data-slot="provider-card"]')!);
  },
};

export const Grid: Story = { render: () => grid(true) };

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States>
      <State label="Logot">{grid(true)}</State>
      <State label="Nimet">{grid(false)}</State>
    </States>
  ),
};
