import {
  CODE_PARAM,
  codeLink,
  FORGOT_PASSWORD_PATHS,
  SHORT_CODE_PARAM,
  toLocale,
  VERIFY_EMAIL_PATHS,
  type Locale,
} from '@casino/flows/rules';
import type { Message } from './transport.ts';

type Kind = 'activation' | 'passwordReset' | 'emailCode' | 'smsCode';

/**
 * The kinds whose message links to the app's page that takes the code, that page and the code's query parameter: the
 * verify-e-mail page for the activation (`?code=`) and the e-mail verification (`?shortCode=`), the forgot-password
 * page for the reset (`?code=`).
 */
const linkedPage = {
  activation: { paths: VERIFY_EMAIL_PATHS, param: CODE_PARAM },
  passwordReset: { paths: FORGOT_PASSWORD_PATHS, param: CODE_PARAM },
  emailCode: { paths: VERIFY_EMAIL_PATHS, param: SHORT_CODE_PARAM },
} as const;

type LinkedKind = keyof typeof linkedPage;

const isLinked = (kind: Kind): kind is LinkedKind => kind in linkedPage;

interface Text {
  subject: string;
  /** The body with the code and, for a linked kind, the link to the page in the player's language. */
  body: (code: string, link: string) => string;
}

const texts: Record<Locale, Record<Kind, Text>> = {
  fi: {
    activation: {
      subject: 'Aktivoi tilisi',
      body: (code, link) =>
        `Tervetuloa! Aktivoi tilisi avaamalla tämä linkki:\n${link}\n\n` +
        `Voit myös kirjoittaa aktivointikoodin vahvistussivulle: ${code}`,
    },
    passwordReset: {
      subject: 'Salasanan vaihto',
      body: (code, link) =>
        `Vaihda salasanasi avaamalla tämä linkki:\n${link}\n\n` +
        `Voit myös kirjoittaa salasanan vaihtokoodin: ${code}\nLinkki ja koodi ovat voimassa tunnin.`,
    },
    emailCode: {
      subject: 'Vahvista sähköpostiosoitteesi',
      body: (code, link) =>
        `Vahvista sähköpostiosoitteesi avaamalla tämä linkki:\n${link}\n\n` +
        `Voit myös kirjoittaa vahvistuskoodin vahvistussivulle: ${code}`,
    },
    smsCode: { subject: 'Vahvistuskoodi', body: (code) => `Vahvistuskoodisi on ${code}.` },
  },
  en: {
    activation: {
      subject: 'Activate your account',
      body: (code, link) =>
        `Welcome! Activate your account by following this link:\n${link}\n\n` +
        `Or type this activation code on the verification page: ${code}`,
    },
    passwordReset: {
      subject: 'Password reset',
      body: (code, link) =>
        `Choose a new password by following this link:\n${link}\n\n` +
        `Or type this password reset code: ${code}\nThe link and the code are valid for one hour.`,
    },
    emailCode: {
      subject: 'Verify your e-mail address',
      body: (code, link) =>
        `Verify your e-mail address by following this link:\n${link}\n\n` +
        `Or type this verification code on the verification page: ${code}`,
    },
    smsCode: { subject: 'Verification code', body: (code) => `Your verification code is ${code}.` },
  },
  et: {
    activation: {
      subject: 'Aktiveeri oma konto',
      body: (code, link) =>
        `Tere tulemast! Aktiveeri oma konto, avades selle lingi:\n${link}\n\n` +
        `Võid ka sisestada aktiveerimiskoodi kinnituslehel: ${code}`,
    },
    passwordReset: {
      subject: 'Parooli muutmine',
      body: (code, link) =>
        `Vali uus parool, avades selle lingi:\n${link}\n\n` +
        `Võid ka sisestada parooli muutmise koodi: ${code}\nLink ja kood kehtivad ühe tunni.`,
    },
    emailCode: {
      subject: 'Kinnita oma e-posti aadress',
      body: (code, link) =>
        `Kinnita oma e-posti aadress, avades selle lingi:\n${link}\n\n` +
        `Võid ka sisestada kinnituskoodi kinnituslehel: ${code}`,
    },
    smsCode: { subject: 'Kinnituskood', body: (code) => `Sinu kinnituskood on ${code}.` },
  },
};

/**
 * The message of `kind` carrying `code`, in the player's language (fi when unknown); SMS for smsCode. The activation,
 * e-mail verification and password-reset mails link to the app's verify-e-mail and forgot-password pages in that
 * language, on `siteOrigin`, with the code as `?code=` or `?shortCode=` (codeLink of @casino/flows/rules), and still
 * name the code for typing in.
 */
export function composeMessage(kind: Kind, language: string, to: string, code: string, siteOrigin: string): Message {
  const locale = toLocale(language);
  const text = texts[locale][kind];
  const page = isLinked(kind) ? linkedPage[kind] : undefined;
  const link = page && codeLink(page.paths, siteOrigin, locale, code, page.param);
  return {
    channel: kind === 'smsCode' ? 'sms' : 'email',
    to,
    subject: text.subject,
    body: text.body(code, link ?? ''),
    code,
    ...(link && { link }),
  };
}
