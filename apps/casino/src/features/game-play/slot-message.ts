/**
 * What the game page hears from the slot in its frame. The slot page (apps/api src/demo-game/slot.js) posts to the
 * site's origin `{ type: 'balance-changed', balance }` after each real-money round (free spins included) and
 * `{ type: 'round-refused', errorCode }` when the server refuses a round.
 */
export type SlotMessage = { type: 'balance-changed'; balance: number } | { type: 'round-refused'; errorCode: number };

/** Where a message must come from: the launch URL's origin and the frame's own window. */
export interface SlotSource {
  origin: string;
  frame: MessageEventSource | null | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The slot's message in a `message` event, or null for anything else: a message counts only when it comes from the
 * launch URL's origin AND from the frame's window (another window of the same origin, or a frame that navigated
 * elsewhere, is not the game), and only in one of the slot's two shapes.
 */
export function slotMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  from: SlotSource,
): SlotMessage | null {
  if (!from.frame || event.source !== from.frame || event.origin !== from.origin) return null;
  const { data } = event;
  if (!isRecord(data)) return null;
  if (data.type === 'balance-changed' && typeof data.balance === 'number' && Number.isFinite(data.balance))
    return { type: 'balance-changed', balance: data.balance };
  if (data.type === 'round-refused' && typeof data.errorCode === 'number')
    return { type: 'round-refused', errorCode: data.errorCode };
  return null;
}
