import { profileBadge, wheelBadge } from '@casino/flows';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/api';
import { bonusWheelSpinsQuery, campaignsQuery, freeSpinsQuery } from '../../shared/player/player-queries';
import { useSessionStatus } from '../../shared/session/session';

/**
 * The bottom bar's badges for a logged-in player (spec 2.4): the wheel's available spins, and the profile's free-spin
 * bonuses plus deposit campaigns, each when at least 1; none for a visitor, who is asked nothing.
 */
export function usePlayerBadges(): { wheel: number | null; profile: number | null } {
  const api = useApi();
  const loggedIn = useSessionStatus() === 'loggedIn';
  const spins = useQuery({ ...bonusWheelSpinsQuery(api), enabled: loggedIn }).data;
  const freeSpins = useQuery({ ...freeSpinsQuery(api), enabled: loggedIn }).data;
  const campaigns = useQuery({ ...campaignsQuery(api), enabled: loggedIn }).data;
  if (!loggedIn) return { wheel: null, profile: null };
  return {
    wheel: wheelBadge(spins?.available_spins),
    profile: profileBadge(freeSpins?.bonuses.count, campaigns?.length),
  };
}
