import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { games } from '../../fixtures/casino';
import { artwork } from '../../fixtures/images';
import { State, States } from '../../fixtures/states';
import { pressArrow } from '../../fixtures/story-kit';
import { SegmentedControl } from '../radio-group/radio-group';
import { SearchBox, type SearchGroup, type SearchStatus } from './search-box';

const groups: SearchGroup[] = [
  {
    id: 'games',
    label: 'Pelit',
    results: games.slice(0, 3).map((game) => ({
      id: game.slug,
      label: game.title,
      description: game.provider,
      thumbnailSrc: artwork(game.hue, 80, 80),
    })),
  },
  { id: 'providers', label: 'Pelivalmistajat', results: [{ id: 'p-2', label: "Play'n GO" }] },
  { id: 'tags', label: 'Tagit', results: [{ id: 't-egypt', label: 'Egypti' }] },
  { id: 'content', label: 'Sisältö', results: [] },
  {
    id: 'articles',
    label: 'Artikkelit',
    results: [{ id: 'a-book', label: 'Kirjojen viikko: 50 ilmaiskierrosta', description: '12.6.2026' }],
  },
];

const texts = {
  label: 'Hae pelejä',
  placeholder: 'Hae pelejä, valmistajia…',
  searchingText: 'Haetaan…',
  notFoundText: 'Haullasi ei löytynyt tuloksia.',
  resultsText: '6 tulosta',
};

const meta = {
  title: 'Casino/SearchBox',
  component: SearchBox,
  tags: ['autodocs'],
  args: { ...texts, value: 'boo', status: 'results', groups, onValueChange: fn(), onSelect: fn() },
  argTypes: { status: { control: 'inline-radio', options: ['idle', 'searching', 'not-found', 'results'] } },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div className="h-[34rem]">
        <SearchBox
          {...args}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            args.onValueChange(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing searched yet: no panel. */
export const Idle: Story = {
  args: { value: '', status: 'idle' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Hae pelejä' });
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(input, 'bo');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('bo');
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

/** Read-only, as in the server's HTML before the app runs: it can be focused, and takes no keys that would be lost. */
export const ReadOnly: Story = {
  args: { value: '', status: 'idle', readOnly: true },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Hae pelejä' });
    await expect(input).toHaveAttribute('readonly');
    await userEvent.type(input, 'bo');
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** The flow is asking the server: the live region says so. */
export const Searching: Story = {
  args: { status: 'searching' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Haetaan…');
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

export const NotFound: Story = {
  args: { value: 'xyzzy', status: 'not-found', groups: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Haullasi ei löytynyt tuloksia.');
    await expect(canvas.queryByRole('option')).toBeNull();
  },
};

/** Results grouped by kind (empty groups hidden). Arrow keys move, Enter chooses, Escape closes. */
export const Results: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Hae pelejä' });
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('group').map((group) => group.getAttribute('aria-labelledby'))).toHaveLength(4);
    await expect(canvas.getByRole('group', { name: 'Pelit' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Sisältö' })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('6 tulosta');

    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = canvas.getByRole('option', { name: /Sweet Bonanza/ });
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('option', { name: /Kirjojen viikko/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'book-of-dead' }),
      expect.objectContaining({ id: 'games' }),
    );
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
    await userEvent.type(input, 'k');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
  },
};

/** A result is also chosen with the pointer. */
export const ChooseWithPointer: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('option', { name: "Play'n GO" }));
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ label: "Play'n GO" }),
      expect.objectContaining({ id: 'providers' }),
    );
  },
};

/** A volatility filter as the app puts it in the panel: a radio group under its visible name. */
function VolatilityChoice({ value, onValueChange }: { value: string; onValueChange: (value: string) => void }) {
  return (
    <div className="flex flex-col gap-2">
      <p id="search-volatility" className="text-sm font-semibold text-fg-muted">
        Volatiliteetti
      </p>
      <SegmentedControl
        size="sm"
        aria-labelledby="search-volatility"
        value={value}
        onValueChange={onValueChange}
        options={[
          { value: 'all', label: 'Kaikki' },
          { value: 'low', label: 'Matala' },
          { value: 'medium', label: 'Keskitaso' },
          { value: 'high', label: 'Korkea' },
        ]}
      />
    </div>
  );
}

/**
 * A filter at the top of the panel: a click chooses and leaves the focus in the input; Tab reaches it, and moving
 * between the input and the filter is no blur. Leaving both is.
 */
export const WithFilter: Story = {
  args: { onInputBlur: fn() },
  render: function Render(args) {
    const [volatility, setVolatility] = useState('all');
    return (
      <div className="h-[38rem]">
        <SearchBox {...args} filter={<VolatilityChoice value={volatility} onValueChange={setVolatility} />} />
        <button type="button" className="mt-2">
          Muualla
        </button>
      </div>
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Hae pelejä' });
    await userEvent.click(input);
    await userEvent.click(canvas.getByRole('radio', { name: 'Korkea' }));
    await expect(canvas.getByRole('radio', { name: 'Korkea' })).toBeChecked();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Korkea' })).toHaveFocus();
    await pressArrow(userEvent, 'ArrowLeft', canvas.getByRole('radio', { name: 'Keskitaso' }));
    await expect(canvas.getByRole('radio', { name: 'Keskitaso' })).toBeChecked();
    await userEvent.click(input);
    await expect(input).toHaveFocus();
    await expect(args.onInputBlur).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Muualla' }));
    await expect(args.onInputBlur).toHaveBeenCalledOnce();
  },
};

export const LongFinnishText: Story = {
  args: {
    label: 'Hae pelejä, pelivalmistajia ja kampanja-artikkeleita',
    placeholder: 'Kirjoita vähintään kolme merkkiä hakeaksesi',
    value: 'vastuullinen',
    groups: [
      {
        id: 'articles',
        label: 'Kampanja-artikkelit ja ajankohtaiset uutiset',
        results: [
          {
            id: 'a-long',
            label: 'Vastuullisen pelaamisen työkalut: tappiorajat, pelitauot ja itsearviointi',
            description: 'Asiakaspalvelun ohjeistus pelaajille',
          },
        ],
      },
    ],
  },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
};

function StaticSearch({
  status,
  value,
  groups: shown = groups,
  filter = false,
}: {
  status: SearchStatus;
  value: string;
  groups?: SearchGroup[];
  filter?: boolean;
}) {
  return (
    <div className={status === 'idle' ? undefined : filter ? 'h-[38rem]' : 'h-[30rem]'}>
      <SearchBox
        {...texts}
        value={value}
        status={status}
        groups={shown}
        filter={filter && <VolatilityChoice value="high" onValueChange={() => {}} />}
        onValueChange={() => {}}
        onSelect={() => {}}
      />
    </div>
  );
}

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      <State label="Tyhjä">
        <StaticSearch status="idle" value="" />
      </State>
      <State label="Haetaan">
        <StaticSearch status="searching" value="boo" />
      </State>
      <State label="Ei tuloksia">
        <StaticSearch status="not-found" value="xyzzy" groups={[]} />
      </State>
      <State label="Tulokset">
        <StaticSearch status="results" value="boo" />
      </State>
      <State label="Tulokset, suodatin">
        <StaticSearch status="results" value="boo" filter />
      </State>
    </States>
  ),
};
