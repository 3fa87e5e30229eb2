// The types of slot-rules.js (a browser module, served as it is written; see there for what each one decides).
export declare const SPIN_MS: number;
export declare const STOP_STEP_MS: number;
export declare function stoppingMs(moving: boolean): number;
export declare function cycleMs(mode: 'demo' | 'real', moving: boolean, minCycleMs: number): number;
export declare function holdMs(cycle: number, moving: boolean, elapsed: number): number;
export declare function outcomeOf(bet: number, win: number): 'won' | 'returned' | 'lost';
export declare function netAfter(net: number, bet: number, win: number): number;
export declare function formatNet(net: number, locale: string): string;
export declare function formatElapsed(ms: number): string;
export declare function repeatsPress(event: Pick<KeyboardEvent, 'repeat' | 'key'>): boolean;
