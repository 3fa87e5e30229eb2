import type { FastifyInstance } from 'fastify';
import type { BankIdentity } from '../schema.ts';
import { SIMULATOR_POLICY } from '../../http/security-headers.ts';
import { escapeHtml } from '../../http/html.ts';
import { simulatorPage, sitePath, visitorPage, type SimulatorLocale } from '../../http/simulator-page.ts';
import type { IdentificationProvider, ReportIdentification } from './provider.ts';

/**
 * The people a tester can be at the simulated bank. One is under age, to try the refusal. Each person's first visit
 * opens an account, so the e2e journeys that need a new person each have their own (Aino and Matti: Pay N Play;
 * Liisa and Kalle: the count of actions to the first spin).
 */
export const demoIdentities: readonly (BankIdentity & { country: string })[] = [
  {
    country: 'FIN',
    personalCode: '010190-900A',
    firstName: 'Maija',
    lastName: 'Mallikas',
    birthDate: '1990-01-01',
    address: 'Aleksanterinkatu 1',
    zipCode: '00100',
    city: 'Helsinki',
  },
  {
    country: 'FIN',
    personalCode: '150585-901B',
    firstName: 'Teppo',
    lastName: 'Testaaja',
    birthDate: '1985-05-15',
    address: 'Hämeenkatu 5',
    zipCode: '33100',
    city: 'Tampere',
  },
  {
    country: 'EST',
    personalCode: '38001010000',
    firstName: 'Mari',
    lastName: 'Maasikas',
    birthDate: '1980-01-01',
    address: 'Narva mnt 7',
    zipCode: '10117',
    city: 'Tallinn',
  },
  {
    country: 'FIN',
    personalCode: '040392-903D',
    firstName: 'Aino',
    lastName: 'Aaltonen',
    birthDate: '1992-03-04',
    address: 'Kauppakatu 3',
    zipCode: '40100',
    city: 'Jyväskylä',
  },
  {
    country: 'FIN',
    personalCode: '080788-904E',
    firstName: 'Matti',
    lastName: 'Virtanen',
    birthDate: '1988-07-08',
    address: 'Linnankatu 9',
    zipCode: '20100',
    city: 'Turku',
  },
  {
    country: 'FIN',
    personalCode: '120495-905F',
    firstName: 'Liisa',
    lastName: 'Laine',
    birthDate: '1995-04-12',
    address: 'Isokatu 12',
    zipCode: '90100',
    city: 'Oulu',
  },
  {
    country: 'FIN',
    personalCode: '230379-906H',
    firstName: 'Kalle',
    lastName: 'Korhonen',
    birthDate: '1979-03-23',
    address: 'Puijonkatu 4',
    zipCode: '70100',
    city: 'Kuopio',
  },
  {
    country: 'FIN',
    personalCode: '010112A902C',
    firstName: 'Nuori',
    lastName: 'Alaikäinen',
    birthDate: '2012-01-01',
    city: 'Espoo',
  },
  {
    country: 'EST',
    personalCode: '49106150019',
    firstName: 'Kadri',
    lastName: 'Tamm',
    birthDate: '1991-06-15',
    address: 'Rüütli 12',
    zipCode: '51007',
    city: 'Tartu',
  },
];

const PATH = '/bank-id/identify';

/** The page's words in each language. */
const TEXTS = {
  en: {
    title: 'Demo bank identification',
    heading: 'Demo bank',
    choose: 'A simulated online-bank identification. Choose who you are:',
    cancel: 'Cancel',
    note: 'A simulated bank for the demo: these people are made up.',
  },
  fi: {
    title: 'Demopankin tunnistus',
    heading: 'Demopankki',
    choose: 'Simuloitu verkkopankkitunnistus. Valitse, kuka olet:',
    cancel: 'Peruuta',
    note: 'Demon simuloitu pankki: nämä henkilöt ovat keksittyjä.',
  },
  et: {
    title: 'Demopanga tuvastamine',
    heading: 'Demopank',
    choose: 'Simuleeritud internetipanga tuvastamine. Vali, kes sa oled:',
    cancel: 'Tühista',
    note: 'Demo simuleeritud pank: need inimesed on välja mõeldud.',
  },
} satisfies Record<SimulatorLocale, unknown>;

const page = (token: string, country: string, locale: SimulatorLocale, returnTo: string) => {
  const text = TEXTS[locale];
  const choices = demoIdentities
    .map((identity, index) => ({ identity, index }))
    .filter(({ identity }) => identity.country === country)
    .map(
      ({ identity, index }) =>
        `<li><button name="identity" value="${index}">${escapeHtml(
          `${identity.firstName} ${identity.lastName} (${identity.birthDate})`,
        )}</button></li>`,
    )
    .join('');
  const body = `<h1>${text.heading}</h1><p>${text.choose}</p>
<form method="post" action="${PATH}"><input type="hidden" name="token" value="${escapeHtml(token)}">
<input type="hidden" name="returnTo" value="${escapeHtml(returnTo)}">
<ul>${choices}</ul><div class="actions"><button name="identity" value="cancel">${text.cancel}</button></div></form>`;
  return simulatorPage({ locale, title: text.title, body, note: text.note });
};

/**
 * The simulated bank served by this server: `start` sends the person to a page listing the demo identities of the
 * chosen country, in the site's colours and the language of the page the person came from; choosing one (or
 * cancelling) reports the outcome and redirects back to that page, where the app asks for the login status with its
 * token.
 */
export function simulatedBankId(
  app: FastifyInstance,
  siteOrigin: string,
  report: ReportIdentification,
): IdentificationProvider {
  app.get<{ Querystring: { token?: unknown; country?: unknown } }>(PATH, async (request, reply) => {
    const { token, country } = request.query;
    const { locale, returnTo } = visitorPage(request, siteOrigin);
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', SIMULATOR_POLICY)
      .send(page(String(token ?? ''), String(country ?? 'FIN'), locale, returnTo));
  });

  app.post<{ Body: { token?: unknown; identity?: unknown; returnTo?: unknown } | undefined }>(
    PATH,
    async (request, reply) => {
      const { token, identity, returnTo } = request.body ?? {};
      const chosen = /^\d+$/.test(String(identity)) ? demoIdentities[Number(identity)] : undefined;
      if (!chosen) await report(String(token), { cancelled: true });
      else {
        const { country: _country, ...person } = chosen;
        await report(String(token), { identity: person });
      }
      // Back to the page the person came from (a path of this site only).
      return reply.redirect(`${siteOrigin}${sitePath(returnTo)}`, 303);
    },
  );

  return {
    start: async ({ token, country }) => `${siteOrigin}${PATH}?${new URLSearchParams({ token, country }).toString()}`,
  };
}
