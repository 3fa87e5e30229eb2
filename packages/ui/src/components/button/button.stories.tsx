import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { brands } from '../../lib/brands';
import { Button, IconButton } from './button';

const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Talleta', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Talleta' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Talleta' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Talleta' });
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LongFinnishText: Story = {
  args: { children: 'Vahvista vastuullisen pelaamisen tappiorajojen muutokset ja talletusrajoitusasetukset' },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    // Long Finnish labels wrap inside a narrow (mobile) column instead of overflowing it.
    const button = canvas.getByRole('button');
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#kassa">Siirry kassalle</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Siirry kassalle' });
    await expect(link).toHaveAttribute('data-slot', 'button');
    await expect(link).not.toHaveAttribute('type');
  },
};

export const IconOnly: Story = {
  render: (args) => (
    <IconButton label="Lisää suosikkeihin" variant="secondary" onClick={args.onClick}>
      <StarIcon />
    </IconButton>
  ),
  play: async ({ args, canvas, userEvent }) => {
    // The icon alone is named by its label, for screen readers and as a tooltip.
    const button = canvas.getByRole('button', { name: 'Lisää suosikkeihin' });
    await expect(button).toHaveAttribute('title', 'Lisää suosikkeihin');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

const variants = ['primary', 'secondary', 'ghost', 'danger'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

function StarIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}

/** The visual-regression target: every variant, size and state, in every brand. */
export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <div className="flex flex-col">
      {brands.map((brand) => (
        <section key={brand} data-brand={brand} aria-label={brand} className="flex flex-col gap-6 bg-surface p-6">
          {variants.map((variant) => (
            <div key={variant} className="flex flex-wrap items-center gap-3">
              {sizes.map((size) => (
                <Button key={size} variant={variant} size={size}>
                  Pelaa {size}
                </Button>
              ))}
              <IconButton variant={variant} label="Suosikki">
                <StarIcon />
              </IconButton>
              <IconButton variant={variant} size="sm" label="Suosikki">
                <StarIcon />
              </IconButton>
              <Button variant={variant} loading>
                Ladataan
              </Button>
              <Button variant={variant} disabled>
                Ei käytössä
              </Button>
            </div>
          ))}
        </section>
      ))}
    </div>
  ),
};
