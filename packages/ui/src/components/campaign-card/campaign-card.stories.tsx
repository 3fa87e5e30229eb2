import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { artwork } from '../../fixtures/images';
import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { Button } from '../button/button';
import { CampaignCard, type CampaignCardProps } from './campaign-card';

const campaign: CampaignCardProps = {
  title: 'Viikonlopun talletusbonus',
  description: '100 % bonus talletuksesta ja ilmaiskierroksia.',
  imageSrc: artwork(260, 900, 300),
  details: [
    { term: 'Vähimmäistalletus', description: '20,00 €' },
    { term: 'Enimmäisbonus', description: '200,00 €' },
    { term: 'Ilmaiskierrokset', description: '50' },
    { term: 'Kierrätys', description: '35x' },
  ],
  action: <Button>Talleta</Button>,
};

const meta = {
  title: 'Casino/CampaignCard',
  component: CampaignCard,
  tags: ['autodocs'],
  args: campaign,
  render: (args) => (
    <div className="w-full max-w-md">
      <CampaignCard {...args} />
    </div>
  ),
} satisfies Meta<typeof CampaignCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: campaign.title })).toBeVisible();
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toContain('Kierrätys');
  },
};

export const WithoutImage: Story = { args: { imageSrc: undefined, description: undefined } };

export const WithoutAction: Story = { args: { action: undefined } };

export const LongFinnishText: Story = {
  args: {
    title: 'Juhannusviikonlopun ylimääräinen talletusbonuskampanja',
    description: 'Saat sataprosenttisen bonuksen ensimmäisestä talletuksestasi sekä viisikymmentä ilmaiskierrosta.',
    details: [
      { term: 'Vähimmäistalletussumma', description: '20,00 €' },
      { term: 'Kierrätysvaatimuskerroin', description: '35-kertainen' },
    ],
  },
  decorators: [narrowColumn],
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement.querySelector<HTMLElement>('[data-testid="narrow-column"]')!);
  },
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      <State label="Kuvalla">
        <CampaignCard {...campaign} />
      </State>
      <State label="Ilman kuvaa">
        <CampaignCard {...campaign} imageSrc={undefined} description={undefined} />
      </State>
      <State label="Pitkä teksti">
        <CampaignCard {...campaign} {...LongFinnishText.args} />
      </State>
    </States>
  ),
};
