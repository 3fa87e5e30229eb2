import { toLocale, type Locale } from '@casino/flows/rules';
import type { Message } from './transport.ts';

type Kind = 'activation' | 'passwordReset' | 'emailCode' | 'smsCode';

interface Text {
  subject: string;
  body: (code: string, siteOrigin: string) => string;
}

const texts: Record<Locale, Record<Kind, Text>> = {
  fi: {
    activation: {
      subject: 'Aktivoi tilisi',
      body: (code, site) => `Tervetuloa! Aktivointikoodisi on ${code}. Aktivoi tili osoitteessa ${site}.`,
    },
    passwordReset: {
      subject: 'Salasanan vaihto',
      body: (code) => `Salasanan vaihtokoodisi on ${code}. Koodi on voimassa tunnin.`,
    },
    emailCode: { subject: 'Vahvista sähköpostiosoitteesi', body: (code) => `Vahvistuskoodisi on ${code}.` },
    smsCode: { subject: 'Vahvistuskoodi', body: (code) => `Vahvistuskoodisi on ${code}.` },
  },
  en: {
    activation: {
      subject: 'Activate your account',
      body: (code, site) => `Welcome! Your activation code is ${code}. Activate your account at ${site}.`,
    },
    passwordReset: {
      subject: 'Password reset',
      body: (code) => `Your password reset code is ${code}. It is valid for one hour.`,
    },
    emailCode: { subject: 'Verify your e-mail address', body: (code) => `Your verification code is ${code}.` },
    smsCode: { subject: 'Verification code', body: (code) => `Your verification code is ${code}.` },
  },
  et: {
    activation: {
      subject: 'Aktiveeri oma konto',
      body: (code, site) => `Tere tulemast! Sinu aktiveerimiskood on ${code}. Aktiveeri konto aadressil ${site}.`,
    },
    passwordReset: {
      subject: 'Parooli muutmine',
      body: (code) => `Sinu parooli muutmise kood on ${code}. See kehtib ühe tunni.`,
    },
    emailCode: { subject: 'Kinnita oma e-posti aadress', body: (code) => `Sinu kinnituskood on ${code}.` },
    smsCode: { subject: 'Kinnituskood', body: (code) => `Sinu kinnituskood on ${code}.` },
  },
};

/** The message of `kind` carrying `code`, in the player's language (fi when unknown); SMS for smsCode. */
export function composeMessage(kind: Kind, language: string, to: string, code: string, siteOrigin: string): Message {
  const text = texts[toLocale(language)][kind];
  return {
    channel: kind === 'smsCode' ? 'sms' : 'email',
    to,
    subject: text.subject,
    body: text.body(code, siteOrigin),
    code,
  };
}
