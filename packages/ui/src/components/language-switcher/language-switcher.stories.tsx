import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { LanguageSwitcher } from './language-switcher';

const languages = [
  { code: 'fi', label: 'Suomi', href: '#fi/pelit' },
  { code: 'en', label: 'English', href: '#en/games' },
  { code: 'et', label: 'Eesti', href: '#et/mangud' },
];

const meta = {
  title: 'Components/LanguageSwitcher',
  component: LanguageSwitcher,
  tags: ['autodocs'],
  args: { label: 'Kieli', languages, current: 'fi', onSelect: fn() },
  argTypes: { current: { control: 'inline-radio', options: ['fi', 'en', 'et'] } },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Finnish shown: English and Eesti offered, each in its own language; Enter follows the link. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.queryByRole('link', { name: 'Suomi' })).toBeNull();
    const english = canvas.getByRole('link', { name: 'English' });
    await expect(english).toHaveAttribute('lang', 'en');
    await expect(canvas.getByRole('link', { name: 'Eesti' })).toHaveAttribute('href', '#et/mangud');
    await userEvent.tab();
    await expect(english).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('en');
  },
};

export const English: Story = {
  args: { current: 'en', label: 'Language' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'English' })).toBeNull();
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

export const Estonian: Story = { args: { current: 'et', label: 'Keel' } };

export const LongFinnishText: Story = {
  args: {
    label: 'Kieli',
    languages: [...languages, { code: 'se', label: 'Davvisámegiella (pohjoissaame)', href: '#se' }],
  },
  decorators: [
    (Story) => (
      <div className="w-40">
        <Story />
      </div>
    ),
  ],
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States>
      {languages.map((language) => (
        <State key={language.code} label={`Nykyinen: ${language.label}`}>
          <LanguageSwitcher label={`Kieli ${language.code}`} languages={languages} current={language.code} />
        </State>
      ))}
    </States>
  ),
};
