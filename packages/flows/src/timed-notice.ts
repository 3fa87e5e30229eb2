/**
 * The state that shows a timed notice (spec 4, Other notices; 9: a notice or overlay shows for NOTICE_MS), for every
 * flow that shows one. Spread it into that state, beside its own tags, events and child states:
 *
 * ```ts
 * setup({ actions: { clearNotice: assign({ notice: null }) }, delays: { noticeMs: NOTICE_MS } }).createMachine({
 *   initial: 'idle',
 *   states: { idle: {}, notice: timedNotice({ delay: 'noticeMs', then: 'idle', hide: 'clearNotice' }) },
 * });
 * ```
 *
 * After `delay` (the machine's name for NOTICE_MS) the state goes to `then`. `hide`, the machine's action that
 * clears what the notice showed, runs whichever way the state is left: timed out, dismissed, or replaced by a new
 * attempt or a new notice (whose transition then sets what it shows; a re-entry restarts the time).
 */
export function timedNotice<const Delay extends string, const Then extends string, const Hide extends string>({
  delay,
  then,
  hide,
}: {
  delay: Delay;
  then: Then;
  hide: Hide;
}) {
  return { after: { [delay]: then } as Record<Delay, Then>, exit: hide };
}
