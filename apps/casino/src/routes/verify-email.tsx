import { VerifyEmailPage } from '../features/verify-email/verify-email-page';

/**
 * The verify-e-mail page (spec 2.1: /vahvista-sahkoposti, /verifyemail, /kinnita-e-post): account activation by the
 * mail's link or code, and a logged-in player's e-mail verification by the short code mailed to the address.
 */
export default VerifyEmailPage;
