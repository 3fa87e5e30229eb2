import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { MachineInspector, type MachineInspectorProps } from './machine-inspector';

/**
 * Stories of a machine in the offline inspector, one short file per machine:
 *
 * ```tsx
 * // Storybook reads the title and tags statically: keep them literal here.
 * const meta = {
 *   title: 'Flows/search',
 *   tags: ['autodocs', 'flow'],
 *   ...flowMeta({ machine: searchMachine, input: {}, examples: { events: { 'keyword.changed': { keyword: 'book' } } } }),
 * } satisfies Meta;
 * export default meta;
 * export const Results: FlowStory = {
 *   play: async (context) => {
 *     const flow = inspect(context);
 *     await flow.send('keyword.changed');
 *     await flow.fire('searchDebounce');
 *     await flow.resolve('search');
 *     await flow.expectState('query.results', 'focus.blurred');
 *   },
 * };
 * ```
 *
 * Every actor of the machine becomes a controllable fake and every custom action a log line; `examples`
 * prefill the payload editors (event fields, actor outputs and errors). Plays step with the panel's buttons
 * only, which shows that each flow can be stepped through with the inspector alone.
 */
export function flowMeta(props: Omit<MachineInspectorProps, 'children'>) {
  return {
    component: MachineInspector,
    parameters: { layout: 'padded', controls: { disable: true } },
    // The machine is not an arg: Storybook would serialise it for the controls.
    render: () => <MachineInspector {...props} />,
  } satisfies Meta;
}

export type FlowStory = StoryObj;

type PlayContext = Parameters<NonNullable<FlowStory['play']>>[0];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The inspector's buttons and editors, as a play function uses them. */
export function inspect({ canvas, userEvent }: PlayContext) {
  /** Replaces the text of a JSON editor. */
  const fill = async (label: string, value: unknown) => {
    const editor = canvas.getByLabelText(label);
    await userEvent.clear(editor);
    await userEvent.click(editor);
    await userEvent.paste(JSON.stringify(value));
  };
  const click = async (name: string | RegExp) => {
    const [button] = await canvas.findAllByRole('button', { name });
    await userEvent.click(button!);
  };

  return {
    /** Sends an accepted event, with `payload` typed into its editor (else the example). */
    async send(type: string, payload?: Record<string, unknown>) {
      if (payload) await fill(`${type} payload (JSON)`, payload);
      await click(`Send ${type}`);
    },
    /** Fires the pending timer of a named delay; add its state to tell two of a name apart: 'notice (m.step.done)'. */
    async fire(delay: string) {
      await click(new RegExp(`^Fire after ${escape(delay)}[ ,]`));
    },
    /** Resolves the oldest pending call of an actor, with `output` (else the example). */
    async resolve(src: string, output?: unknown) {
      if (output !== undefined) await fill(`${src} output (JSON)`, output);
      await click(`Resolve ${src}`);
    },
    /** Rejects the oldest pending call of an actor, with `error` (else the example). */
    async reject(src: string, error?: unknown) {
      if (error !== undefined) await fill(`${src} error (JSON)`, error);
      await click(`Reject ${src}`);
    },
    async stepBack() {
      await click('Step back');
    },
    /** Waits until the state value reads `paths` (dotted, in the machine's region order). */
    async expectState(...paths: string[]) {
      await waitFor(() =>
        expect(canvas.getByTestId('state-value')).toHaveTextContent(new RegExp(`^${escape(paths.join(', '))}$`)),
      );
    },
  };
}
