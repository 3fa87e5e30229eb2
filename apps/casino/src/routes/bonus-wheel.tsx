import { BonusWheelPage } from '../features/bonus-wheel/bonus-wheel-page';

/** The bonus wheel (spec 2.1), for logged-in players only. */
export default function BonusWheel() {
  return <BonusWheelPage />;
}
