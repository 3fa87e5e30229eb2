import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { Button } from '../button/button';
import { ServiceDisruptionBanner } from './service-disruption-banner';

const meta = {
  title: 'Components/ServiceDisruptionBanner',
  component: ServiceDisruptionBanner,
  tags: ['autodocs'],
  args: {
    severity: 'warning',
    title: 'Talletuksissa on häiriöitä',
    children: 'Pankkimaksut voivat viivästyä noin klo 14.00 asti.',
  },
  argTypes: { severity: { control: 'inline-radio', options: ['warning', 'critical'] } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ServiceDisruptionBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Warning: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Talletuksissa on häiriöitä');
  },
};

export const Critical: Story = {
  args: { severity: 'critical', title: 'Pelit eivät ole käytettävissä', children: 'Selvitämme vikaa.' },
};

export const WithAction: Story = {
  args: {
    action: (
      <Button size="sm" variant="secondary" asChild>
        <a href="#tila">Tilannetiedote</a>
      </Button>
    ),
  },
};

export const Dismissable: Story = {
  args: { onDismiss: fn(), dismissLabel: 'Sulje tiedote' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sulje tiedote' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const LongFinnishText: Story = {
  args: {
    title: 'Maksunvälityspalveluntarjoajan järjestelmäpäivitys',
    children: 'Verkkopankkitalletukset ja -kotiutukset ovat tilapäisesti poissa käytöstä huoltokatkon ajan.',
    onDismiss: fn(),
    dismissLabel: 'Sulje tiedote',
  },
  decorators: [narrowColumn],
  play: async ({ canvas }) => {
    await expectNoOverflow(canvas.getByTestId('narrow-column'));
  },
};

export const AllStates: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <States>
      <State label="Varoitus">
        <ServiceDisruptionBanner title="Talletuksissa on häiriöitä">
          Pankkimaksut voivat viivästyä noin klo 14.00 asti.
        </ServiceDisruptionBanner>
      </State>
      <State label="Vakava, toiminnolla ja sulkemisella">
        <ServiceDisruptionBanner
          severity="critical"
          title="Pelit eivät ole käytettävissä"
          action={
            <Button size="sm" variant="secondary" asChild>
              <a href="#tila">Tilannetiedote</a>
            </Button>
          }
          onDismiss={() => {}}
          dismissLabel="Sulje tiedote"
        >
          Selvitämme vikaa.
        </ServiceDisruptionBanner>
      </State>
    </States>
  ),
};
