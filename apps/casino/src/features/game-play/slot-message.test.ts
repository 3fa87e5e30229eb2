import { describe, expect, it } from 'vitest';
import { slotMessage, type SlotMessage } from './slot-message';

const frame = { name: 'the slot frame' } as unknown as MessageEventSource;
const otherWindow = { name: 'another window of the same origin' } as unknown as MessageEventSource;
const origin = 'https://casino.example';
const from = { origin, frame };

const cases: [string, Pick<MessageEvent, 'origin' | 'source' | 'data'>, SlotMessage | null][] = [
  [
    'a balance change from the frame',
    { origin, source: frame, data: { type: 'balance-changed', balance: 12.5 } },
    { type: 'balance-changed', balance: 12.5 },
  ],
  [
    'a refused round from the frame',
    { origin, source: frame, data: { type: 'round-refused', errorCode: 121 } },
    { type: 'round-refused', errorCode: 121 },
  ],
  [
    'another origin',
    { origin: 'https://evil.example', source: frame, data: { type: 'balance-changed', balance: 1 } },
    null,
  ],
  ['an opaque origin', { origin: 'null', source: frame, data: { type: 'balance-changed', balance: 1 } }, null],
  [
    'the origin with another port',
    { origin: `${origin}:8443`, source: frame, data: { type: 'balance-changed', balance: 1 } },
    null,
  ],
  [
    'another window of the right origin',
    { origin, source: otherWindow, data: { type: 'balance-changed', balance: 1 } },
    null,
  ],
  ['no source', { origin, source: null, data: { type: 'balance-changed', balance: 1 } }, null],
  ['an unknown type', { origin, source: frame, data: { type: 'jackpot', balance: 1 } }, null],
  ['a balance that is no number', { origin, source: frame, data: { type: 'balance-changed', balance: '12.50' } }, null],
  [
    'a balance that is not finite',
    { origin, source: frame, data: { type: 'balance-changed', balance: Number.NaN } },
    null,
  ],
  [
    'an errorCode that is no number',
    { origin, source: frame, data: { type: 'round-refused', errorCode: '121' } },
    null,
  ],
  ['a string', { origin, source: frame, data: 'balance-changed' }, null],
  ['null', { origin, source: frame, data: null }, null],
];

describe('slotMessage', () => {
  it.each(cases)('%s', (_, event, expected) => {
    expect(slotMessage(event, from)).toEqual(expected);
  });

  it('refuses everything while the frame has no window', () => {
    const event = { origin, source: frame, data: { type: 'balance-changed', balance: 1 } };
    expect(slotMessage(event, { origin, frame: null })).toBeNull();
    expect(slotMessage({ ...event, source: null }, { origin, frame: undefined })).toBeNull();
  });
});
