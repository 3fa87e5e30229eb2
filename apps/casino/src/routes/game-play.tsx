import type { ClientLoaderFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { loadInBrowser, loadOnServer } from '../app/route-data';
import { GamePlay } from '../features/game-play/game-play';
import { loadGamePlay } from '../features/game-play/load';

export const loader = (args: LoaderFunctionArgs) => loadOnServer(args, loadGamePlay);
export const clientLoader = (args: ClientLoaderFunctionArgs) => loadInBrowser(args, loadGamePlay);

/** Game play (spec 2.1 /game/{slug}/play): an unknown slug is the not-found page with HTTP 404. */
export default function GamePlayPage() {
  return <GamePlay />;
}
