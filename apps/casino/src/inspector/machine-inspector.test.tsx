import { noticeTimersMachine, searchMachine } from '@casino/flows';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MachineInspector } from './machine-inspector';

const stateValue = () => screen.getByTestId('state-value').textContent;

// user-event drives a whole flow per test: slower than the 5 s default on a busy machine.
describe('MachineInspector', { timeout: 30_000 }, () => {
  it('steps a flow with its buttons: events with payloads, timers, actor calls, and back', async () => {
    const user = userEvent.setup();
    render(
      <MachineInspector
        title="search"
        machine={searchMachine}
        input={{ lang: 'en' }}
        examples={{ events: { 'keyword.changed': { keyword: 'book' } } }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'search' })).toBeTruthy();
    expect(stateValue()).toBe('query.idle, focus.blurred');
    expect(screen.getByRole('button', { name: 'Step back' })).toHaveProperty('disabled', true);

    const payload = screen.getByLabelText('keyword.changed payload (JSON)');
    expect(JSON.parse((payload as HTMLTextAreaElement).value)).toEqual({ keyword: 'book' });
    await user.clear(payload);
    await user.click(payload);
    await user.paste('{"keyword":"netent"}');
    await user.click(screen.getByRole('button', { name: 'Send keyword.changed' }));
    expect(stateValue()).toBe('query.debouncing, focus.blurred');

    await user.click(
      screen.getByRole('button', { name: 'Fire after searchDebounce (search.query.debouncing), 900 ms' }),
    );
    const calls = screen.getByRole('region', { name: 'Actor calls' });
    expect(within(calls).getByText(/"gameProvider": 1/)).toBeTruthy();
    const output = screen.getByLabelText('search output (JSON)');
    await user.clear(output);
    await user.click(output);
    await user.paste('{"articles":[],"content":[],"games":[],"suppliers":[],"tags":[]}');
    await user.click(screen.getByRole('button', { name: 'Resolve search' }));
    await waitFor(() => expect(stateValue()).toBe('query.notFound, focus.blurred'));

    const log = screen.getByRole('region', { name: 'Event log' });
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'keyword.changed {"keyword":"netent"}',
      'timer: after searchDebounce (search.query.debouncing), 900 ms',
      expect.stringMatching(/^search resolved/),
    ]);

    await user.click(screen.getByRole('button', { name: 'Step back' }));
    await waitFor(() => expect(stateValue()).toBe('query.searching, focus.blurred'));
    expect(screen.getByRole('button', { name: 'Reject search' })).toBeTruthy();
  });

  it('shows the context as a tree, and rejects with the example error', async () => {
    const user = userEvent.setup();
    render(
      <MachineInspector
        title="noticeTimers"
        machine={noticeTimersMachine}
        examples={{ events: { 'avatar.save': { avatar: 4 } } }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Send avatar.save' }));
    expect(JSON.parse((screen.getByLabelText('saveAvatar error (JSON)') as HTMLTextAreaElement).value)).toEqual({
      errorCode: 100,
      message: 'Unexpected error',
    });
    await user.click(screen.getByRole('button', { name: 'Reject saveAvatar' }));
    await waitFor(() => expect(stateValue()).toBe('shown.failed'));
    expect(screen.getByRole('status').textContent).toContain('tags: error, notice');
    const context = screen.getByRole('region', { name: 'Context' });
    expect(within(context).getByText('notice')).toBeTruthy();
    expect(within(context).getByText('"avatar"')).toBeTruthy();
    expect(within(context).getByText('errorCode')).toBeTruthy();
  });

  it('names a payload that is not a JSON object, and sends nothing', async () => {
    const user = userEvent.setup();
    render(
      <MachineInspector
        title="search"
        machine={searchMachine}
        input={{}}
        examples={{ events: { 'keyword.changed': { keyword: 'book' } } }}
      />,
    );
    const payload = screen.getByLabelText('keyword.changed payload (JSON)');
    await user.clear(payload);
    await user.type(payload, 'nope');
    await user.click(screen.getByRole('button', { name: 'Send keyword.changed' }));
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(payload.getAttribute('aria-invalid')).toBe('true');
    await user.clear(payload);
    await user.click(payload);
    await user.paste('[1]');
    await user.click(screen.getByRole('button', { name: 'Send keyword.changed' }));
    expect(screen.getByRole('alert').textContent).toBe('The payload must be a JSON object.');
    expect(stateValue()).toBe('query.idle, focus.blurred');
  });
});
