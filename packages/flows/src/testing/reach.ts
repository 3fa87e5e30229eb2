import type { AnyEventObject, AnyStateMachine, AnyStateNode, StateValue } from 'xstate';
import { getShortestPaths } from 'xstate/graph';

/** Test helpers: which states of a machine exist, and which a set of events reaches (xstate/graph). */

/** The dotted paths of every atomic (leaf) state of a machine, e.g. `result.submitting`. */
export function atomicStates(machine: AnyStateMachine): string[] {
  const walk = (node: AnyStateNode, prefix: string): string[] => {
    const children = Object.entries(node.states);
    if (children.length === 0) return [prefix];
    return children.flatMap(([key, child]) => walk(child, prefix ? `${prefix}.${key}` : key));
  };
  return walk(machine.root, '').sort();
}

const leaves = (value: StateValue): string[] =>
  typeof value === 'string'
    ? [value]
    : Object.entries(value).flatMap(([key, child]) => leaves(child as StateValue).map((leaf) => `${key}.${leaf}`));

/**
 * The atomic states reached from the initial state by any sequence of `events`, found by shortest-path
 * generation. Snapshots are told apart by state value and context, so keep the events few and their payloads
 * fixed: the graph must stay finite.
 */
export function reachedStates(machine: AnyStateMachine, events: readonly AnyEventObject[], input?: unknown): string[] {
  const paths = getShortestPaths(machine, {
    events,
    input,
    serializeState: ({ value, context }) => JSON.stringify({ value, context }),
  });
  return [...new Set(paths.flatMap((path) => leaves(path.state.value)))].sort();
}

/** The event an invoked actor sends when its promise resolves. */
export const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output });

/** The event an invoked actor sends when its promise rejects. */
export const failed = (id: string, error?: unknown) => ({ type: `xstate.error.actor.${id}`, error });

/** The event of a delayed transition named `delay` in the state with id `stateId`. */
export const after = (delay: string, stateId: string) => ({ type: `xstate.after.${delay}.${stateId}` });
