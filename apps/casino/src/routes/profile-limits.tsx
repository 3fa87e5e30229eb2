import { LimitsPage } from '../features/limits/limits-page';
import { useProfilePanel } from '../features/profile-panel/panel-context';

/** Profile limits (spec 2.1, 2.7), for logged-in players only. */
export default function ProfileLimits() {
  const panel = useProfilePanel();
  const openDeposit = () => {
    // The desktop panel hangs from the header's balance button: from the foot of the page it would open out of view.
    window.scrollTo({ top: 0, behavior: 'instant' });
    panel.open('deposit');
  };
  return <LimitsPage openDeposit={openDeposit} />;
}
