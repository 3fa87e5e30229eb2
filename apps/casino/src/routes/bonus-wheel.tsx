import { BonusWheelPage } from '../features/bonus-wheel/bonus-wheel-page';
import { RequireLogin } from '../features/login/require-login';

/** The bonus wheel (spec 2.1), for logged-in players only. */
export default function BonusWheel() {
  return <BonusWheelPage guard={RequireLogin} />;
}
