import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';

import { storyAmount } from '../../fixtures/amount-rules';
import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../accordion/accordion';
import { LimitCard } from '../limit-card/limit-card';
import { LimitForm, type LimitFormProps } from './limit-form';

const autoRenew = {
  checked: true,
  onCheckedChange: fn(),
  label: 'Uusiutuu automaattisesti',
  description: 'Pois päältä raja päättyy jaksonsa lopussa.',
};

/**
 * The app's container in miniature: it keeps the amount and the box as the limits flow does and reports every call
 * to the story's spies.
 */
function Stateful(args: LimitFormProps) {
  const [value, setValue] = useState(args.value);
  const [renews, setRenews] = useState(args.autoRenew?.checked ?? false);
  return (
    <LimitForm
      {...args}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        args.onValueChange(next);
      }}
      autoRenew={
        args.autoRenew && {
          ...args.autoRenew,
          checked: renews,
          onCheckedChange: (checked) => {
            setRenews(checked);
            args.autoRenew?.onCheckedChange(checked);
          },
        }
      }
    />
  );
}

/** The width from which the field and the button share a row: LimitForm's container query `@md` (28rem). */
const rowFrom = 448;

/**
 * The layout fits the room the form is given: in a narrow column the button is under the field, from 28rem beside
 * it with its top in line with the input's. Measured, so the check holds at both the mobile and the desktop viewport.
 */
async function expectLayoutFits(canvasElement: HTMLElement) {
  const form = canvasElement.querySelector('form')!;
  const input = within(form).getByRole('textbox').getBoundingClientRect();
  const button = within(form).getByRole('button').getBoundingClientRect();
  if (form.getBoundingClientRect().width >= rowFrom) {
    await expect(Math.abs(button.top - input.top)).toBeLessThan(1);
    await expect(button.left).toBeGreaterThanOrEqual(input.right);
  } else {
    await expect(button.top).toBeGreaterThanOrEqual(input.bottom);
    await expect(Math.abs(button.width - input.width)).toBeLessThan(1);
  }
}

const meta = {
  title: 'Casino/LimitForm',
  component: LimitForm,
  tags: ['autodocs'],
  args: {
    label: 'Uusi päiväraja (€)',
    value: '',
    onValueChange: fn(),
    acceptAmount: storyAmount.acceptLimit,
    hint: 'Min 10 € – Max 100 000 €',
    submitLabel: 'Tallenna',
    onSubmit: fn(),
  },
  argTypes: {
    hint: { control: 'text' },
    error: { control: 'text' },
    busy: { control: 'boolean' },
    status: { control: 'object' },
    autoRenew: { control: false },
  },
  // As wide as an open limit in the profile panel; a phone gives it its whole width.
  render: (args) => (
    <div className="w-full max-w-lg">
      <Stateful {...args} />
    </div>
  ),
} satisfies Meta<typeof LimitForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Digits only, on a numeric keyboard; Enter in the field and the button both submit, without reloading the page. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Uusi päiväraja (€)' });
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(field).toHaveAccessibleDescription('Min 10 € – Max 100 000 €');
    await expect(field).toBeValid();
    // The live region is there, empty, before any result arrives, so the result is announced.
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();

    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('5,0a0');
    await expect(field).toHaveValue('500');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('500');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();

    // Six digits at most (100 000).
    await userEvent.keyboard('0000');
    await expect(field).toHaveValue('500000');

    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Tallenna' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledTimes(3);

    await expectLayoutFits(canvasElement);
  },
};

/** The box comes between the field and the button in the Tab order; Space or its label toggle it. */
export const WithAutoRenew: Story = {
  args: { label: 'Uusi kuukausiraja (€)', value: '2000', autoRenew },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Uusiutuu automaattisesti' });
    await expect(box).toBeChecked();
    await expect(box).toHaveAccessibleDescription('Pois päältä raja päättyy jaksonsa lopussa.');

    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Uusi kuukausiraja (€)' })).toHaveFocus();
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.autoRenew?.onCheckedChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(canvas.getByText('Uusiutuu automaattisesti'));
    await expect(box).toBeChecked();
    await expect(args.autoRenew?.onCheckedChange).toHaveBeenLastCalledWith(true);
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Tallenna' })).toHaveFocus();
    await expectLayoutFits(canvasElement);
  },
};

/** The flow refused the amount: the field is marked invalid, and its message is read with it after the hint. */
export const Invalid: Story = {
  args: { label: 'Uusi viikkoraja (€)', value: '5', error: 'Min 10€ - Max 100000€' },
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Uusi viikkoraja (€)' });
    await expect(field).toBeInvalid();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Min 10 € – Max 100 000 € Min 10€ - Max 100000€');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Min 10€ - Max 100000€');
    // The form still submits: the flow decides again.
    await userEvent.click(canvas.getByRole('button', { name: 'Tallenna' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Saving: the button spins and refuses presses while keeping its focus, Enter does nothing, and the field stays. */
export const Busy: Story = {
  args: { value: '500', busy: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Tallenna' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(button).toHaveFocus();

    const field = canvas.getByRole('textbox', { name: 'Uusi päiväraja (€)' });
    await expect(field).toBeEnabled();
    await userEvent.click(field);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('0');
    await expect(field).toHaveValue('5000');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('5000');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The save went through: the result is announced politely, and nothing is marked wrong. */
export const Saved: Story = {
  args: { value: '500', status: { tone: 'success', text: 'Muutokset tallennettu.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Muutokset tallennettu.');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Uusi päiväraja (€)' })).toBeValid();
  },
};

/** The server refused the save (spec 8): the message and its code interrupt; the field itself is not at fault. */
export const Failed: Story = {
  args: { value: '500', status: { tone: 'error', text: 'Rajan päivitys epäonnistui', code: 122 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Rajan päivitys epäonnistui (122)');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.getByRole('textbox', { name: 'Uusi päiväraja (€)' })).toBeValid();
  },
};

/** The real composition: the form is the footer of a loss limit's card, under its bar, and adds no frame of its own. */
export const InLimitCard: Story = {
  args: { label: 'Uusi viikkoraja (€)', autoRenew },
  render: (args) => (
    <div className="w-full max-w-md">
      <LimitCard
        title="Viikkoraja"
        amount={1000}
        usedAmount={250}
        locale="fi-FI"
        usedLabel="Käytetty"
        noLimitText="Ei rajaa"
        footer={<Stateful {...args} />}
      />
    </div>
  ),
  play: async ({ args, canvasElement, userEvent }) => {
    const card = within(canvasElement.querySelector<HTMLElement>('[data-slot="limit-card"]')!);
    await expect(card.getByRole('progressbar', { name: 'Käytetty' })).toBeVisible();
    const field = card.getByRole('textbox', { name: 'Uusi viikkoraja (€)' });
    await userEvent.type(field, '1500{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1500');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(card.getByRole('checkbox', { name: 'Uusiutuu automaattisesti' })).toBeChecked();
    await expectLayoutFits(canvasElement);
  },
};

/** The deposit limits' composition: the form inside an open accordion section. */
export const InAccordion: Story = {
  args: { label: 'Uusi raja (€)', autoRenew },
  render: (args) => (
    <Accordion type="multiple" defaultValue={['daily']} className="w-full max-w-lg">
      <AccordionItem value="daily">
        <AccordionTrigger>
          <span>Päivittäinen talletusraja</span>
          <span className="font-normal text-fg-muted tabular-nums">Ei asetettu</span>
        </AccordionTrigger>
        <AccordionContent>
          <Stateful {...args} />
        </AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Uusi raja (€)' }), '300');
    await userEvent.click(canvas.getByRole('button', { name: 'Tallenna' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expectLayoutFits(canvasElement);
  },
};

export const LongFinnishText: Story = {
  args: {
    label: 'Uusi kuukausittainen tappioraja euroina (€)',
    value: '100000',
    hint: 'Pienin sallittu raja on kymmenen euroa ja suurin satatuhatta euroa',
    error: 'Raja ei voi olla pienempi kuin jo asettamasi viikoittainen tappioraja',
    autoRenew: {
      ...autoRenew,
      label: 'Uusi raja automaattisesti jokaisen kalenterikuukauden alussa',
      description: 'Jos poistat valinnan, raja päättyy kuluvan kuukauden viimeisenä päivänä keskiyöllä',
    },
    submitLabel: 'Tallenna uusi kuukausiraja',
    status: {
      tone: 'error',
      text: 'Rajan päivityksessä tapahtui odottamaton virhe, yritä hetken kuluttua uudelleen',
      code: 119,
    },
  },
  decorators: [narrowColumn],
  play: async ({ canvas, canvasElement }) => {
    await expectNoOverflow(canvas.getByTestId('narrow-column'));
    await expectLayoutFits(canvasElement);
  },
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States className="grid gap-6 lg:grid-cols-2">
      <State label="Oletus">
        <LimitForm {...meta.args} />
      </State>
      <State label="Automaattinen uusiutuminen">
        <LimitForm {...meta.args} {...WithAutoRenew.args} />
      </State>
      <State label="Virheellinen summa">
        <LimitForm {...meta.args} {...Invalid.args} />
      </State>
      <State label="Tallentaa">
        <LimitForm {...meta.args} {...Busy.args} />
      </State>
      <State label="Tallennettu">
        <LimitForm {...meta.args} {...Saved.args} />
      </State>
      <State label="Tallennus epäonnistui">
        <LimitForm {...meta.args} {...Failed.args} />
      </State>
      <State label="Kortin alaosassa">
        <LimitCard
          title="Viikkoraja"
          amount={1000}
          usedAmount={250}
          locale="fi-FI"
          usedLabel="Käytetty"
          noLimitText="Ei rajaa"
          footer={<LimitForm {...meta.args} {...InLimitCard.args} />}
        />
      </State>
      <State label="Kapea sarake">
        <div className="w-80 max-w-full">
          <LimitForm {...meta.args} {...LongFinnishText.args} />
        </div>
      </State>
    </States>
  ),
};
