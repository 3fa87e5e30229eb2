import { LimitsPage } from '../features/limits/limits-page';
import { RequireLogin } from '../features/login/require-login';

/** Profile limits (spec 2.1, 2.7), for logged-in players only. */
export default function ProfileLimits() {
  return <LimitsPage guard={RequireLogin} />;
}
