import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { ProgressBar } from '../progress-bar/progress-bar';

export type LoadingScreenProps = ComponentProps<'div'> & {
  logo: ReactNode;
  /** 0-100; `null` while unknown. */
  progress: number | null;
  /** Names the bar, e.g. "Ladataan" (visually hidden). */
  progressLabel: string;
  /** Fades the screen out (the flow fades 1 s after loading and removes it 0.5 s later). */
  fading?: boolean;
};

/** The first screen while the app loads: the logo over a progress bar, fading out when done. */
export function LoadingScreen({
  logo,
  progress,
  progressLabel,
  fading = false,
  className,
  ...props
}: LoadingScreenProps) {
  return (
    <div
      data-slot="loading-screen"
      data-state={fading ? 'fading' : 'loading'}
      aria-busy={!fading}
      className={cn(
        'fixed inset-0 z-50 flex flex-col items-center justify-center gap-8 bg-surface p-6 transition-opacity duration-panel ease-standard data-[state=fading]:pointer-events-none data-[state=fading]:opacity-0',
        className,
      )}
      {...props}
    >
      <div data-slot="loading-screen-logo" className="flex max-w-full justify-center">
        {logo}
      </div>
      <ProgressBar
        data-slot="loading-screen-progress"
        label={progressLabel}
        hideLabel
        value={progress}
        className="w-64 max-w-full"
      />
    </div>
  );
}
