import type { ReactNode } from 'react';
import { PageHead } from '../../shared/head/page-head';

interface LobbyPageProps {
  /** The page head's title and description (localised). */
  title: string;
  description: string;
  heading: string;
  /** A line under the heading (a group's description). */
  intro?: string;
  children: ReactNode;
}

/** The frame of a lobby page: its head, its heading and what it lists. */
export function LobbyPage({ title, description, heading, intro, children }: LobbyPageProps) {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-6">
      <PageHead title={title} description={description} />
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{heading}</h1>
        {intro && <p className="text-fg-muted">{intro}</p>}
      </div>
      {children}
    </div>
  );
}
