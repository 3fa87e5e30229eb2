import { LimitsPage } from '../features/limits/limits-page';
import { RequireLogin } from '../features/login/require-login';
import { useProfilePanel } from '../features/profile-panel/panel-context';

/** Profile limits (spec 2.1, 2.7), for logged-in players only. */
export default function ProfileLimits() {
  const panel = useProfilePanel();
  return <LimitsPage guard={RequireLogin} openDeposit={() => panel.open('deposit')} />;
}
