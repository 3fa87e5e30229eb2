import { createContext, useContext, type ReactNode } from 'react';
import type { InspectionEvent, Observer } from 'xstate';

/** What machines report to, when the Stately inspector runs: pass it as `useActorRef(machine, { inspect })`. */
export type Inspect = Observer<InspectionEvent>;

/** Whether the URL asks for the Stately inspector (`?inspect`). The caller also checks that this is development. */
export function wantsInspector(search: string): boolean {
  return new URLSearchParams(search).has('inspect');
}

/**
 * Opens the Stately inspector (https://stately.ai/inspect, so it needs stately.ai reachable) and returns the
 * observer for the machines. The package is imported only here, on demand, so the production bundle has none.
 */
export async function startInspector(): Promise<Inspect> {
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}

const InspectContext = createContext<Inspect | undefined>(undefined);

export function InspectProvider({ inspect, children }: { inspect: Inspect | undefined; children: ReactNode }) {
  return <InspectContext value={inspect}>{children}</InspectContext>;
}

/** The inspector's observer in development with `?inspect`, else undefined (machines run uninspected). */
export function useInspect(): Inspect | undefined {
  return useContext(InspectContext);
}
