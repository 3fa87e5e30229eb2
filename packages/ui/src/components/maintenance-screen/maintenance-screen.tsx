import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn';

export type MaintenanceScreenProps = ComponentProps<'div'> & {
  logoSrc: string;
  /** The app name, the logo's text alternative. */
  appName: string;
  /** From the environment settings; 200 × 57 by default. */
  logoWidth?: number;
  logoHeight?: number;
  title?: string;
  /** The message in the current locale (falling back to English), already sanitised by the app. */
  children: ReactNode;
};

/** Replaces the whole site during maintenance: the provider's logo and its message. The app renders it in its main landmark. */
export function MaintenanceScreen({
  logoSrc,
  appName,
  logoWidth = 200,
  logoHeight = 57,
  title,
  children,
  className,
  ...props
}: MaintenanceScreenProps) {
  return (
    <div
      data-slot="maintenance-screen"
      className={cn(
        'flex min-h-dvh flex-col items-center justify-center gap-6 bg-surface p-6 text-center text-fg',
        className,
      )}
      {...props}
    >
      <img
        data-slot="maintenance-screen-logo"
        src={logoSrc}
        alt={appName}
        width={logoWidth}
        height={logoHeight}
        className="h-auto max-w-full"
      />
      {title && <h1 className="text-2xl font-bold wrap-break-word hyphens-auto">{title}</h1>}
      <div
        data-slot="maintenance-screen-message"
        className="flex max-w-prose flex-col gap-3 text-base wrap-break-word text-fg-muted [&_a]:text-fg [&_a]:underline [&_strong]:text-fg"
      >
        {children}
      </div>
    </div>
  );
}
