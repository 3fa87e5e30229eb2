import { VerifyEmailPage } from '../features/verify-email/verify-email-page';

/** Account activation (spec 2.1: /vahvista-sahkoposti, /verifyemail, /kinnita-e-post) by the mail's link or code. */
export default VerifyEmailPage;
