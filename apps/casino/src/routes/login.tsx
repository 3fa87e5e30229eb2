import { LoginPage } from '../features/login/login-page';

/** The login page (spec 2.1, 3b), for visitors. */
export default function Login() {
  return <LoginPage />;
}
