import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { PanelBackRow } from './panel-back-row';

const labels = { breadcrumbLabel: 'Polku', backLabel: 'Takaisin', closeLabel: 'Sulje' };

const meta = {
  title: 'Components/PanelBackRow',
  component: PanelBackRow,
  tags: ['autodocs'],
  args: {
    ...labels,
    trail: ['Profiili', 'Tapahtumat', 'Talletukset'],
    onBack: fn(),
    onNavigate: fn(),
    onClose: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-full max-w-[550px] bg-surface-raised">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PanelBackRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Back pops the stack; a crumb jumps to its page; close closes the panel. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Talletukset' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Takaisin' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Profiili' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Sulje' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** The first page of the stack: no back button and no breadcrumb. */
export const FirstPage: Story = {
  args: { trail: ['Profiili'] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Takaisin' })).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** The app moves focus to the title when a page is pushed or popped (titleRef); it takes focus by script only. */
export const TitleTakesFocus: Story = {
  render: (args) => {
    const title = { current: null as HTMLHeadingElement | null };
    return (
      <>
        <PanelBackRow {...args} titleRef={(node) => void (title.current = node)} />
        <button type="button" onClick={() => title.current?.focus()}>
          Avaa sivu
        </button>
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Avaa sivu' }));
    await expect(canvas.getByRole('heading', { name: 'Talletukset' })).toHaveFocus();
  },
};

export const WithoutClose: Story = { args: { onClose: undefined } };

export const LongFinnishText: Story = {
  args: {
    trail: ['Vastuullinen pelaaminen', 'Tappiorajojen hallinnointi', 'Kuukausittaisen tappiorajan vahvistaminen'],
  },
  decorators: [narrowColumn],
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement.querySelector<HTMLElement>('[data-testid="narrow-column"]')!);
  },
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States>
      <State label="Pino">
        <PanelBackRow
          {...labels}
          breadcrumbLabel="Polku 1"
          trail={['Profiili', 'Tapahtumat', 'Talletukset']}
          onBack={() => {}}
          onNavigate={() => {}}
          onClose={() => {}}
        />
      </State>
      <State label="Ensimmäinen sivu">
        <PanelBackRow {...labels} breadcrumbLabel="Polku 2" trail={['Profiili']} onBack={() => {}} onClose={() => {}} />
      </State>
      <State label="Ilman sulkemista">
        <PanelBackRow {...labels} breadcrumbLabel="Polku 3" trail={['Profiili', 'Asetukset']} onBack={() => {}} />
      </State>
      <State label="Pitkä teksti">
        <div className="w-80">
          <PanelBackRow
            {...labels}
            breadcrumbLabel="Polku 4"
            trail={[
              'Vastuullinen pelaaminen',
              'Tappiorajojen hallinnointi',
              'Kuukausittaisen tappiorajan vahvistaminen',
            ]}
            onBack={() => {}}
            onClose={() => {}}
          />
        </div>
      </State>
    </States>
  ),
};
