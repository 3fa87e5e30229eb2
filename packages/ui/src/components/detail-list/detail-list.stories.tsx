import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { DetailList } from './detail-list';

const details = [
  { term: 'Kierrätys', description: '35x' },
  { term: 'Voimassa', description: '31.12.2026' },
];

const meta = {
  title: 'Components/DetailList',
  component: DetailList,
  tags: ['autodocs'],
  args: { details },
  decorators: [narrowColumn],
} satisfies Meta<typeof DetailList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(['Kierrätys', 'Voimassa']);
    await expect(canvas.getAllByRole('definition').map((value) => value.textContent)).toEqual(['35x', '31.12.2026']);
  },
};

export const LongFinnishText: Story = {
  args: {
    details: [
      { term: 'Kierrätysvaatimuksen täyttämiseen vaadittava kerroin', description: '35-kertainen' },
      { term: 'Voimassaolo', description: 'Seuraavan kalenterikuukauden viimeiseen päivään asti' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement.querySelector<HTMLElement>('[data-testid="narrow-column"]')!);
  },
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States>
      <State label="Perus">
        <DetailList details={details} />
      </State>
      <State label="Pitkä teksti">
        <div className="w-80">
          <DetailList details={LongFinnishText.args!.details!} />
        </div>
      </State>
    </States>
  ),
};
