import { DEFAULT_ERROR_MESSAGE, ERROR_CODES } from '@casino/flows';
import {
  createActor,
  fromPromise,
  type Actor,
  type AnyActorLogic,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type ActorOptions,
  type AnyStateMachine,
} from 'xstate';

type Clock = NonNullable<ActorOptions<AnyStateMachine>['clock']>;

/**
 * The offline machine inspector's engine, without React: it runs a machine with every actor replaced by a
 * controllable fake, every custom action by a logger, and a clock whose timers fire only when told. Each thing
 * the developer does is a step; stepping back re-creates the actor and replays the steps but the last.
 */

/** Example payloads that prefill the inspector's editors. */
export interface InspectorExamples {
  /** Fields of each event that has any (the type is added). */
  events?: Record<string, Record<string, unknown>>;
  /** What each actor answers when resolved. */
  outputs?: Record<string, unknown>;
  /** What each actor throws when rejected (default: an application error with code 100). */
  errors?: Record<string, unknown>;
}

export interface InspectorOptions {
  machine: AnyStateMachine;
  input?: unknown;
  /** Real implementations to keep (e.g. an action); everything else the machine names is faked. */
  provide?: { actors?: Record<string, AnyActorLogic>; actions?: Record<string, unknown> };
  examples?: InspectorExamples;
}

/** What the developer did, in a form that can be replayed on a new actor. */
export type Step =
  | { kind: 'event'; event: AnyEventObject }
  | { kind: 'timer'; label: string; index: number }
  | { kind: 'resolve'; src: string; index: number; output: unknown }
  | { kind: 'reject'; src: string; index: number; error: unknown };

export interface PendingTimer {
  id: number;
  delay: number;
  /** The delayed event's name, e.g. 'after searchDebounce (search.query.debouncing)'. */
  label: string;
}

export interface PendingCall {
  id: number;
  src: string;
  input: unknown;
}

export interface LogEntry {
  step: Step;
  /** Actions, emitted events and errors that the step caused. */
  effects: string[];
}

export interface InspectorState {
  snapshot: AnyMachineSnapshot;
  /** Event types the current state has transitions for. */
  events: string[];
  timers: PendingTimer[];
  calls: PendingCall[];
  /** Effects of starting the actor, before any step. */
  startEffects: string[];
  log: LogEntry[];
  /** True while stepping back (the replay runs). */
  replaying: boolean;
}

export const DEFAULT_ERROR = { errorCode: ERROR_CODES.unexpected, message: DEFAULT_ERROR_MESSAGE };

/** The event types the current state nodes have transitions for, without XState's own (done, error, after). */
export function acceptedEvents(snapshot: AnyMachineSnapshot): string[] {
  if (snapshot.status !== 'active') return [];
  const own = snapshot._nodes.flatMap((node) => node.ownEvents);
  return [...new Set(own)].filter((type) => !type.startsWith('xstate.') && type !== '*');
}

/** One line of a step, for the log and the step-back button. */
export function describeStep(step: Step): string {
  switch (step.kind) {
    case 'event': {
      const { type, ...payload } = step.event;
      return Object.keys(payload).length ? `${type} ${JSON.stringify(payload)}` : type;
    }
    case 'timer':
      return `timer: ${step.label}`;
    case 'resolve':
      return `${step.src} resolved ${JSON.stringify(step.output) ?? 'undefined'}`;
    case 'reject':
      return `${step.src} rejected ${JSON.stringify(step.error)}`;
  }
}

/** A readable name for a scheduled event, e.g. 'after searchDebounce (search.query.debouncing)'. */
function timerLabel(eventType: string | undefined, delay: number): string {
  const after = eventType?.match(/^xstate\.after\.([^.]+)\.(.+)$/);
  if (after) return `after ${after[1]} (${after[2]}), ${delay} ms`;
  return eventType ? `${eventType}, ${delay} ms` : `${delay} ms`;
}

/** Lets promise callbacks and the events they send run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const isBuiltInAction = (action: unknown) =>
  typeof action === 'function' && typeof (action as { type?: unknown }).type === 'string';

interface Timer extends PendingTimer {
  fire: () => void;
}
interface Call extends PendingCall {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

export class InspectorSession {
  readonly examples: InspectorExamples;
  private readonly options: InspectorOptions;
  private actor!: Actor<AnyStateMachine>;
  private timers: Timer[] = [];
  private calls: Call[] = [];
  private steps: Step[] = [];
  private log: LogEntry[] = [];
  private startEffects: string[] = [];
  private replaying = false;
  private sequence = 0;
  private listeners = new Set<() => void>();
  private state!: InspectorState;

  constructor(options: InspectorOptions) {
    this.options = options;
    this.examples = options.examples ?? {};
    this.restart();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getState = () => this.state;

  send(event: AnyEventObject) {
    this.record({ kind: 'event', event });
  }

  fireTimer(id: number) {
    const index = this.timers.findIndex((timer) => timer.id === id);
    const timer = this.timers[index];
    if (timer) this.record({ kind: 'timer', label: timer.label, index });
  }

  resolveCall(id: number, output: unknown) {
    const index = this.calls.findIndex((call) => call.id === id);
    const call = this.calls[index];
    if (call) this.record({ kind: 'resolve', src: call.src, index, output });
  }

  rejectCall(id: number, error: unknown) {
    const index = this.calls.findIndex((call) => call.id === id);
    const call = this.calls[index];
    if (call) this.record({ kind: 'reject', src: call.src, index, error });
  }

  /** Re-creates the actor and replays every step but the last. */
  async stepBack() {
    if (this.steps.length === 0 || this.replaying) return;
    const steps = this.steps.slice(0, -1);
    this.replaying = true;
    this.restart();
    for (const step of steps) {
      this.record(step);
      await settle();
    }
    this.replaying = false;
    this.update();
  }

  stop() {
    this.actor.stop();
  }

  private restart() {
    this.actor?.stop();
    this.timers = [];
    this.calls = [];
    this.steps = [];
    this.log = [];
    this.startEffects = [];
    this.actor = this.createActor();
    this.actor.subscribe({ next: () => this.update(), error: (error) => this.effect(`error: ${String(error)}`) });
    this.actor.start();
    this.update();
  }

  private record(step: Step) {
    this.steps.push(step);
    this.log.push({ step, effects: [] });
    this.apply(step);
    this.update();
  }

  private apply(step: Step) {
    switch (step.kind) {
      case 'event':
        this.actor.send(step.event);
        return;
      case 'timer': {
        const [timer] = this.timers.splice(step.index, 1);
        timer?.fire();
        return;
      }
      case 'resolve':
      case 'reject': {
        const [call] = this.calls.splice(step.index, 1);
        if (step.kind === 'resolve') call?.resolve(step.output);
        else call?.reject(step.error);
        return;
      }
    }
  }

  /** Adds what happened to the current log entry (or to the start's effects). */
  private effect(text: string) {
    const entry = this.log.at(-1);
    if (entry) entry.effects = [...entry.effects, text];
    else this.startEffects = [...this.startEffects, text];
    this.update();
  }

  private createActor() {
    const { machine, provide = {}, input } = this.options;
    const fakeActors = Object.fromEntries(
      Object.keys(machine.implementations.actors)
        .filter((src) => !provide.actors?.[src])
        .map((src) => [src, this.fakeActor(src)]),
    );
    const loggedActions = Object.fromEntries(
      Object.entries(machine.implementations.actions)
        .filter(([name, action]) => !isBuiltInAction(action) && !provide.actions?.[name])
        .map(([name]) => [
          name,
          (_args: unknown, params: unknown) =>
            this.effect(params === undefined ? `action ${name}` : `action ${name} ${JSON.stringify(params)}`),
        ]),
    );
    const provided = machine.provide({
      actors: { ...fakeActors, ...provide.actors },
      actions: { ...loggedActions, ...provide.actions },
    } as Parameters<AnyStateMachine['provide']>[0]);
    const actor = createActor(provided, { input, clock: this.clock() });
    actor.on('*', (emitted) => this.effect(`emitted ${describeStep({ kind: 'event', event: emitted })}`));
    return actor;
  }

  private fakeActor(src: string) {
    return fromPromise<unknown, unknown>(
      ({ input, signal }) =>
        new Promise((resolve, reject) => {
          const call: Call = { id: (this.sequence += 1), src, input, resolve, reject };
          this.calls = [...this.calls, call];
          // The state was left: the call is no longer anyone's.
          signal.addEventListener('abort', () => {
            this.calls = this.calls.filter((pending) => pending !== call);
            this.update();
          });
          this.update();
        }),
    );
  }

  private clock(): Clock {
    return {
      setTimeout: (fire: () => void, delay: number) => {
        const scheduled = Object.values(this.actor?.system.getSnapshot()._scheduledEvents ?? {}).at(-1);
        const id = (this.sequence += 1);
        this.timers = [...this.timers, { id, delay, label: timerLabel(scheduled?.event.type, delay), fire }];
        this.update();
        return id;
      },
      clearTimeout: (id: number) => {
        this.timers = this.timers.filter((timer) => timer.id !== id);
        this.update();
      },
    };
  }

  private update() {
    if (!this.actor) return;
    const snapshot = this.actor.getSnapshot() as AnyMachineSnapshot;
    this.state = {
      snapshot,
      events: acceptedEvents(snapshot),
      timers: this.timers.map(({ id, delay, label }) => ({ id, delay, label })),
      calls: this.calls.map(({ id, src, input }) => ({ id, src, input })),
      startEffects: this.startEffects,
      log: this.log.map((entry) => ({ ...entry })),
      replaying: this.replaying,
    };
    for (const listener of this.listeners) listener();
  }
}
