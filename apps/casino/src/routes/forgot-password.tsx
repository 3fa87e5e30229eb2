import { ForgotPasswordPage } from '../features/forgot-password/forgot-password-page';

/** Forgot password (spec 2.1 /login/forgotPassword), for visitors; the reset e-mail links here with `?code=`. */
export default function ForgotPassword() {
  return <ForgotPasswordPage />;
}
