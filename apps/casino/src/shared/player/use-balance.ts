import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/api';
import { balanceQuery } from './player-queries';
import { useSessionStatus } from '../session/session';

/** The player's balance, polled every 10 s while logged in (spec 9); nothing is asked for a visitor. */
export function useBalance() {
  const loggedIn = useSessionStatus() === 'loggedIn';
  return useQuery({ ...balanceQuery(useApi()), enabled: loggedIn });
}
