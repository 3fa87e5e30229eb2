import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { Button } from '../button/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, type CardProps } from './card';

function FreeSpins({ title = 'Ilmaiskierrokset', ...props }: CardProps & { title?: string }) {
  return (
    <Card {...props}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>Voimassa 24.12.2026 asti</CardDescription>
      </CardHeader>
      <CardContent>20 kierrosta peliin Book of Dead, panos 0,20 €.</CardContent>
      <CardFooter>
        <Button size="sm">Pelaa nyt</Button>
        <Button size="sm" variant="ghost">
          Peru
        </Button>
      </CardFooter>
    </Card>
  );
}

const meta = {
  title: 'Components/Card',
  component: Card,
  tags: ['autodocs'],
  args: { variant: 'default' },
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'sunken', 'highlight'] } },
  render: (args) => <FreeSpins {...args} />,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Ilmaiskierrokset' })).toBeVisible();
  },
};

export const Sunken: Story = { args: { variant: 'sunken' } };

export const Highlight: Story = { args: { variant: 'highlight' } };

export const LongFinnishText: Story = {
  decorators: [narrowColumn],
  render: (args) => <FreeSpins {...args} title="Joulukalenterin ylimääräiset ilmaiskierrosyllätykset" />,
  play: async ({ canvas }) => {
    await expectNoOverflow(canvas.getByTestId('narrow-column'));
  },
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States className="grid gap-6 md:grid-cols-3">
      {(['default', 'sunken', 'highlight'] as const).map((variant) => (
        <State key={variant} label={variant}>
          <FreeSpins variant={variant} />
        </State>
      ))}
    </States>
  ),
};
