import { LimitsPage } from '../features/limits/limits-page';

/** Profile limits (spec 2.1, 2.7), for logged-in players only. */
export default function ProfileLimits() {
  return <LimitsPage />;
}
