import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { LoyaltyCard, type LoyaltyCardProps } from './loyalty-card';

const card: LoyaltyCardProps = {
  title: 'Kanta-asiakaspisteet',
  points: '1 250',
  pointsUnit: 'pistettä',
  level: 'Hopea',
  levelLabel: 'Taso',
  description: '100 pistettä = 1,00 € bonusrahaa. Saat pisteen jokaista oikealla rahalla pelattua euroa kohden.',
  canConvert: true,
  convertLabel: 'Vaihda bonusrahaksi',
  open: false,
  onOpenChange: () => {},
  amount: '',
  onAmountChange: () => {},
  amountLabel: 'Vaihdettavat pisteet',
  amountHint: '100–1 200 pistettä, sadan pisteen erissä',
  submitLabel: 'Vaihda',
  onSubmit: () => {},
};

/** Typed 500 points: what they give shows beside the button. */
const typed = { open: true, amount: '500', worth: '= 5,00 € bonusrahaa' } satisfies Partial<LoyaltyCardProps>;

/** The app's container in miniature: it keeps the form open or closed and the typed points, and reports every call. */
function Stateful(args: LoyaltyCardProps) {
  const [open, setOpen] = useState(args.open);
  const [amount, setAmount] = useState(args.amount);
  return (
    <LoyaltyCard
      {...args}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        args.onOpenChange(next);
      }}
      amount={amount}
      onAmountChange={(value) => {
        setAmount(value);
        args.onAmountChange(value);
      }}
    />
  );
}

const meta = {
  title: 'Casino/LoyaltyCard',
  component: LoyaltyCard,
  tags: ['autodocs'],
  args: { ...card, onOpenChange: fn(), onAmountChange: fn(), onSubmit: fn() },
  render: (args) => (
    <div className="w-full max-w-md">
      <Stateful {...args} />
    </div>
  ),
} satisfies Meta<typeof LoyaltyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The points and level, folded: the control opens the form with focus in the field, Enter submits, and the control
 * folds it again.
 */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('region', { name: 'Kanta-asiakaspisteet' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="loyalty-card-level"]')).toHaveTextContent('Taso Hopea');
    const toggle = canvas.getByRole('button', { name: 'Vaihda bonusrahaksi' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('textbox')).toBeNull();

    await userEvent.click(toggle);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    const field = await canvas.findByRole('textbox', { name: 'Vaihdettavat pisteet' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAccessibleDescription('100–1 200 pistettä, sadan pisteen erissä');
    await userEvent.type(field, '500{Enter}');
    await expect(args.onAmountChange).toHaveBeenLastCalledWith('500');
    await expect(args.onSubmit).toHaveBeenCalledOnce();

    await userEvent.click(toggle);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(canvas.queryByRole('textbox')).toBeNull());
  },
};

/** The form with 500 points typed: what they give (5,00 €), the submit button. */
export const Open: Story = {
  args: typed,
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('= 5,00 € bonusrahaa')).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(canvas.getByRole('button', { name: 'Vaihda' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Points the rules refuse before sending: the field is invalid and the reason is read with it. */
export const Invalid: Story = {
  args: { ...typed, amount: '550', worth: '= 5,50 € bonusrahaa', invalid: 'Vaihda pisteitä sadan pisteen erissä.' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Vaihdettavat pisteet' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/sadan pisteen erissä\./);
  },
};

/** On its way: a spinner, and a second press does nothing. */
export const Submitting: Story = {
  args: { ...typed, submitting: true },
  play: async ({ args, canvas, userEvent }) => {
    const submit = canvas.getByRole('button', { name: 'Vaihda' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused (195): its message with the code, the form kept. */
export const Failed: Story = {
  args: { ...typed, error: 'Tarkista antamasi tiedot ja yritä uudelleen.', errorCode: 195 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Tarkista antamasi tiedot ja yritä uudelleen. (195)');
  },
};

/** Converted: the form folded, the points left, the result as a success notice the player may dismiss. */
export const Converted: Story = {
  args: {
    points: '750',
    success: '500 pistettä vaihdettu bonusrahaksi: 5,00 €.',
    dismissLabel: 'Sulje ilmoitus',
    onDismiss: fn(),
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('500 pistettä vaihdettu bonusrahaksi: 5,00 €.')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Sulje ilmoitus' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** Fewer than 100 points: no convert control, a line on how many are needed and how they are earned. */
export const NotEnoughPoints: Story = {
  args: {
    points: '40',
    level: 'Pronssi',
    canConvert: false,
    description:
      'Voit vaihtaa pisteitä bonusrahaksi, kun sinulla on vähintään 100 pistettä. Saat pisteen jokaista oikealla rahalla pelattua euroa kohden.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText(/vähintään 100 pistettä/)).toBeVisible();
  },
};

/** The points on their way: a skeleton, the section busy, no convert control until they are known. */
export const Loading: Story = {
  args: { points: undefined, level: undefined, canConvert: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Kanta-asiakaspisteet' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LongFinnishText: Story = {
  args: {
    ...typed,
    title: 'Kanta-asiakasohjelman kerryttämät bonuspisteet',
    points: '100 000',
    level: 'Platinatason kanta-asiakas',
    description:
      'Sata kanta-asiakaspistettä vastaa yhtä euroa bonusrahaa. Pisteitä kertyy pelaamalla oikealla rahalla kaikissa pelikategorioissa.',
    convertLabel: 'Vaihda kanta-asiakaspisteet bonusrahaksi',
    amountLabel: 'Bonusrahaksi vaihdettavien kanta-asiakaspisteiden määrä',
    amount: '100000',
    worth: '= 1 000,00 € bonusrahaa',
    error: 'Tapahtui odottamaton virhe. Yritä myöhemmin uudelleen.',
    errorCode: 100,
    submitLabel: 'Vaihda pisteet bonusrahaksi',
  },
  decorators: [narrowColumn],
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement.querySelector<HTMLElement>('[data-testid="narrow-column"]')!);
  },
};

/** Every state beside each other, in the order the player meets them (the visual baseline). */
const states: [label: string, props: Story['args']][] = [
  ['Pisteet', {}],
  ['Lomake auki', typed],
  ['Virheellinen määrä', Invalid.args],
  ['Vaihdetaan', Submitting.args],
  ['Palvelin kieltäytyi', Failed.args],
  ['Vaihdettu', { ...Converted.args, onDismiss: () => {} }],
  ['Liian vähän pisteitä', NotEnoughPoints.args],
  ['Ladataan', Loading.args],
  ['Pitkä teksti', LongFinnishText.args],
];

export const AllStates: Story = {
  parameters: {
    layout: 'fullscreen',
    controls: { disable: true },
    // Each card is a region named by its title, which a page has once; only this grid shows the same title nine
    // times, so the rule is off here and on in every other story.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: () => (
    <States className="grid items-start gap-6 md:grid-cols-2 xl:grid-cols-3">
      {states.map(([label, props]) => (
        <State key={label} label={label}>
          <LoyaltyCard {...card} {...props} />
        </State>
      ))}
    </States>
  ),
};
