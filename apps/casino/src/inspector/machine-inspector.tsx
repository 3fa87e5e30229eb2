import { Button } from '@casino/ui';
import { useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import './inspector.css';
import {
  DEFAULT_ERROR,
  describeStep,
  InspectorSession,
  type InspectorOptions,
  type PendingCall,
  type PendingTimer,
} from './inspector-session';
import { statePaths, ValueTree } from './value-tree';

export interface MachineInspectorProps extends InspectorOptions {
  /** The panel's heading (default: the machine's id). */
  title?: string;
  /** An optional view of the snapshot, shown beside the panel. */
  children?: (snapshot: AnyMachineSnapshot, send: (event: AnyEventObject) => void) => ReactNode;
}

const toJson = (value: unknown) => JSON.stringify(value, null, 2) ?? '';

/** Parses a payload editor's text: the value, or the reason it is not JSON. */
function parseJson(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/** A labelled JSON textarea with its parse error. */
function JsonEditor({
  label,
  text,
  onChange,
  error,
}: {
  label: string;
  text: string;
  onChange: (text: string) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <div className="mi-editor">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        value={text}
        spellCheck={false}
        rows={Math.min(8, text.split('\n').length + 1)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="mi-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** One accepted event: its send button, and a payload editor when the event has fields. */
function EventForm({
  type,
  example,
  onSend,
}: {
  type: string;
  example?: Record<string, unknown>;
  onSend: (event: AnyEventObject) => void;
}) {
  const [text, setText] = useState(() => (example ? toJson(example) : ''));
  const [error, setError] = useState<string>();
  const send = () => {
    const parsed = parseJson(text);
    if (!parsed.ok) return setError(parsed.message);
    const payload = parsed.value;
    if (payload !== undefined && (typeof payload !== 'object' || payload === null || Array.isArray(payload))) {
      return setError('The payload must be a JSON object.');
    }
    setError(undefined);
    onSend({ ...(payload as object | undefined), type });
  };
  return (
    <li className="mi-item">
      {example && <JsonEditor label={`${type} payload (JSON)`} text={text} onChange={setText} error={error} />}
      <Button size="sm" variant="secondary" onClick={send}>
        Send {type}
      </Button>
    </li>
  );
}

/** A pending actor call: its input, and resolve and reject buttons with editable payloads. */
function CallForm({
  call,
  output,
  error,
  onResolve,
  onReject,
}: {
  call: PendingCall;
  output: unknown;
  error: unknown;
  onResolve: (output: unknown) => void;
  onReject: (error: unknown) => void;
}) {
  const [outputText, setOutputText] = useState(() => toJson(output));
  const [errorText, setErrorText] = useState(() => toJson(error));
  const [problem, setProblem] = useState<{ field: 'output' | 'error'; message: string }>();
  const settle = (field: 'output' | 'error', text: string, done: (value: unknown) => void) => {
    const parsed = parseJson(text);
    if (!parsed.ok) return setProblem({ field, message: parsed.message });
    setProblem(undefined);
    done(parsed.value);
  };
  return (
    <li className="mi-item">
      <p className="mi-call">
        <strong>{call.src}</strong> called with <code>{toJson(call.input)}</code>
      </p>
      <JsonEditor
        label={`${call.src} output (JSON)`}
        text={outputText}
        onChange={setOutputText}
        error={problem?.field === 'output' ? problem.message : undefined}
      />
      <Button size="sm" onClick={() => settle('output', outputText, onResolve)}>
        Resolve {call.src}
      </Button>
      <JsonEditor
        label={`${call.src} error (JSON)`}
        text={errorText}
        onChange={setErrorText}
        error={problem?.field === 'error' ? problem.message : undefined}
      />
      <Button size="sm" variant="danger" onClick={() => settle('error', errorText, onReject)}>
        Reject {call.src}
      </Button>
    </li>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="mi-section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

function TimerList({
  timers,
  onFire,
  disabled,
}: {
  timers: PendingTimer[];
  onFire: (id: number) => void;
  disabled: boolean;
}) {
  if (timers.length === 0) return <p className="mi-empty">No timer is running.</p>;
  return (
    <ul className="mi-list">
      {timers.map((timer) => (
        <li key={timer.id} className="mi-item">
          <Button size="sm" variant="secondary" disabled={disabled} onClick={() => onFire(timer.id)}>
            Fire {timer.label}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The offline machine inspector: runs `machine` with every actor replaced by a controllable fake, every custom
 * action by a log line and a clock that runs only when told, and shows the state value and context, the events
 * the current state accepts (each a button, with a payload editor where the event has fields), the pending
 * timers and actor calls (resolve or reject each with an editable payload), and the event log with a step back.
 * No server, no network: stories drive any flow with the panel alone.
 */
export function MachineInspector({ title, children, ...options }: MachineInspectorProps) {
  const [session] = useState(() => new InspectorSession(options));
  const state = useSyncExternalStore(session.subscribe, session.getState);
  const { snapshot, events, timers, calls, log, startEffects, replaying } = state;
  const { examples } = session;
  const paths = statePaths(snapshot.value);
  const send = (event: AnyEventObject) => session.send(event);
  const titleId = useId();

  return (
    <div className="mi-root">
      {children && <div className="mi-preview">{children(snapshot, send)}</div>}
      <section className="mi-panel" aria-labelledby={titleId}>
        <h2 id={titleId}>{title ?? options.machine.id}</h2>
        <p role="status" className="mi-status">
          State: <code data-testid="state-value">{paths.join(', ')}</code>
          {snapshot.status !== 'active' && <> ({snapshot.status})</>}
          {snapshot.tags.size > 0 && <> · tags: {[...snapshot.tags].sort().join(', ')}</>}
        </p>

        <div className="mi-columns">
          <Section title="State value">
            <ValueTree value={snapshot.value} />
          </Section>
          <Section title="Context">
            <ValueTree value={snapshot.context} />
          </Section>
        </div>

        <Section title="Events">
          {events.length === 0 ? (
            <p className="mi-empty">The current state accepts no event.</p>
          ) : (
            <ul className="mi-list">
              {events.map((type) => (
                <EventForm key={type} type={type} example={examples.events?.[type]} onSend={send} />
              ))}
            </ul>
          )}
        </Section>

        <Section title="Timers">
          <TimerList timers={timers} disabled={replaying} onFire={(id) => session.fireTimer(id)} />
        </Section>

        <Section title="Actor calls">
          {calls.length === 0 ? (
            <p className="mi-empty">No call is waiting.</p>
          ) : (
            <ul className="mi-list">
              {calls.map((call) => (
                <CallForm
                  key={call.id}
                  call={call}
                  output={examples.outputs?.[call.src] ?? null}
                  error={examples.errors?.[call.src] ?? DEFAULT_ERROR}
                  onResolve={(output) => session.resolveCall(call.id, output)}
                  onReject={(error) => session.rejectCall(call.id, error)}
                />
              ))}
            </ul>
          )}
        </Section>

        <Section title="Event log">
          <Button
            size="sm"
            variant="secondary"
            disabled={log.length === 0 || replaying}
            onClick={() => void session.stepBack()}
          >
            Step back
          </Button>
          {startEffects.length > 0 && (
            <ul className="mi-effects" aria-label="Effects of the start">
              {startEffects.map((effect, index) => (
                <li key={index}>{effect}</li>
              ))}
            </ul>
          )}
          {log.length === 0 ? (
            <p className="mi-empty">Nothing sent yet.</p>
          ) : (
            <ol className="mi-log">
              {log.map((entry, index) => (
                <li key={index}>
                  <code>{describeStep(entry.step)}</code>
                  {entry.effects.length > 0 && (
                    <ul className="mi-effects">
                      {entry.effects.map((effect, effectIndex) => (
                        <li key={effectIndex}>{effect}</li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ol>
          )}
        </Section>
      </section>
    </div>
  );
}
