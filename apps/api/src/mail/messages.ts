import { codeLink, FORGOT_PASSWORD_PATHS, toLocale, VERIFY_EMAIL_PATHS, type Locale } from '@casino/flows/rules';
import type { Message } from './transport.ts';

type Kind = 'activation' | 'passwordReset' | 'emailCode' | 'smsCode';

/** The kinds whose message links to the app's page that takes the code (`?code=`), and that page. */
const linkedPage = { activation: VERIFY_EMAIL_PATHS, passwordReset: FORGOT_PASSWORD_PATHS } as const;

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
    emailCode: { subject: 'Vahvista sähköpostiosoitteesi', body: (code) => `Vahvistuskoodisi on ${code}.` },
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
    emailCode: { subject: 'Verify your e-mail address', body: (code) => `Your verification code is ${code}.` },
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
    emailCode: { subject: 'Kinnita oma e-posti aadress', body: (code) => `Sinu kinnituskood on ${code}.` },
    smsCode: { subject: 'Kinnituskood', body: (code) => `Sinu kinnituskood on ${code}.` },
  },
};

/**
 * The message of `kind` carrying `code`, in the player's language (fi when unknown); SMS for smsCode. The activation
 * and password-reset mails link to the app's verify-e-mail and forgot-password pages in that language, on
 * `siteOrigin`, with the code as `?code=` (codeLink of @casino/flows/rules), and still name the code for typing in.
 */
export function composeMessage(kind: Kind, language: string, to: string, code: string, siteOrigin: string): Message {
  const locale = toLocale(language);
  const text = texts[locale][kind];
  const link = isLinked(kind) ? codeLink(linkedPage[kind], siteOrigin, locale, code) : undefined;
  return {
    channel: kind === 'smsCode' ? 'sms' : 'email',
    to,
    subject: text.subject,
    body: text.body(code, link ?? ''),
    code,
    ...(link && { link }),
  };
}
