import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { Pagination } from './pagination';

const labels = {
  label: 'Sivutus',
  previousLabel: 'Edellinen sivu',
  nextLabel: 'Seuraava sivu',
  pageLabel: (page: number) => `Sivu ${page}`,
};

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { ...labels, page: 5, pageCount: 10, onPageChange: fn() },
  argTypes: { page: { control: { type: 'number', min: 1 } }, pageCount: { control: { type: 'number', min: 1 } } },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          args.onPageChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const shownPages = (canvas: { getAllByRole: (role: 'button') => HTMLElement[] }) =>
  canvas
    .getAllByRole('button')
    .filter((button) => button.dataset.slot === 'pagination-page')
    .map((button) => button.textContent);

/** First, previous, current, next and last pages; the keyboard pages through them. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(shownPages(canvas)).toEqual(['1', '4', '5', '6', '10']);
    await expect(canvas.getByRole('button', { name: 'Sivu 5' })).toHaveAttribute('aria-current', 'page');
    canvas.getByRole('button', { name: 'Seuraava sivu' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
    await expect(shownPages(canvas)).toEqual(['1', '5', '6', '7', '10']);
    await userEvent.click(canvas.getByRole('button', { name: 'Sivu 10' }));
    await expect(canvas.getByRole('button', { name: 'Seuraava sivu' })).toBeDisabled();
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Edellinen sivu' })).toBeDisabled();
    await expect(shownPages(canvas)).toEqual(['1', '2', '10']);
  },
};

export const LastPage: Story = { args: { page: 10 } };

export const TwoPages: Story = { args: { page: 1, pageCount: 2 } };

export const LongFinnishText: Story = {
  args: {
    label: 'Ilmaiskierrosbonusten sivutus',
    previousLabel: 'Siirry edelliselle tulossivulle',
    nextLabel: 'Siirry seuraavalle tulossivulle',
    page: 1234,
    pageCount: 9999,
  },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States>
      {[
        ['Keskellä', 5, 10],
        ['Ensimmäinen', 1, 10],
        ['Viimeinen', 10, 10],
        ['Kaksi sivua', 2, 2],
        ['Yksi sivu', 1, 1],
        ['Suuret numerot', 1234, 9999],
      ].map(([label, page, pageCount]) => (
        <State key={label} label={String(label)}>
          <Pagination
            {...labels}
            label={`Sivutus ${label}`}
            page={Number(page)}
            pageCount={Number(pageCount)}
            onPageChange={() => {}}
          />
        </State>
      ))}
    </States>
  ),
};
