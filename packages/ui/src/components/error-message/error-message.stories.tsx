import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { ErrorMessage } from './error-message';

const meta = {
  title: 'Components/ErrorMessage',
  component: ErrorMessage,
  tags: ['autodocs'],
  args: { message: 'Et ole kirjautunut sisälle' },
  argTypes: { message: { control: 'text' }, code: { control: 'text' } },
} satisfies Meta<typeof ErrorMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutCode: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Et ole kirjautunut sisälle');
    await expect(canvasElement.querySelector('[data-slot="error-message-code"]')).toBeNull();
  },
};

export const WithCode: Story = {
  args: { message: 'Pelirajasi on täynnä', code: 122 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Pelirajasi on täynnä (122)');
  },
};

export const LongFinnishText: Story = {
  args: {
    message:
      'Kotiutus on estetty, koska tililläsi on keskeneräinen varojen alkuperän selvityspyyntö, johon emme ole vielä saaneet vastausta',
    code: 234,
  },
  decorators: [narrowColumn],
  play: async ({ canvas }) => {
    await expectNoOverflow(canvas.getByTestId('narrow-column'));
  },
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States className="grid gap-6 md:grid-cols-2">
      <State label="Ilman koodia">
        <ErrorMessage message="Odottamaton virhe" />
      </State>
      <State label="Koodilla">
        <ErrorMessage message="Pelirajasi on täynnä" code={122} />
      </State>
    </States>
  ),
};
