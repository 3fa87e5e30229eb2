import type { FastifyInstance } from 'fastify';
import type { BankIdentity } from '../../db/accounts-schema.ts';
import { SIMULATOR_POLICY } from '../../http/security-headers.ts';
import type { IdentificationProvider, ReportIdentification } from './provider.ts';

/**
 * The people a tester can be at the simulated bank. One is under age, to try the refusal. Each person's first visit
 * opens an account, so the e2e journeys that need a new person each have their own (Aino and Matti: Pay N Play).
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
    personalCode: '010112A902C',
    firstName: 'Nuori',
    lastName: 'Alaikäinen',
    birthDate: '2012-01-01',
    city: 'Espoo',
  },
];

const PATH = '/bank-id/identify';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const page = (token: string, country: string) => {
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
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Demo bank identification</title>
<style>body{font:16px system-ui;max-width:32rem;margin:2rem auto;padding:0 1rem}li{margin:.5rem 0}</style></head>
<body><h1>Demo bank</h1><p>A simulated online-bank identification. Choose who you are:</p>
<form method="post" action="${PATH}"><input type="hidden" name="token" value="${escapeHtml(token)}">
<ul>${choices}</ul><button name="identity" value="cancel">Cancel</button></form></body></html>`;
};

/**
 * The simulated bank served by this server: `start` sends the person to a page listing the demo identities of the
 * chosen country; choosing one (or cancelling) reports the outcome and redirects back to the site, where the app
 * asks for the login status with its token.
 */
export function simulatedBankId(
  app: FastifyInstance,
  siteOrigin: string,
  report: ReportIdentification,
): IdentificationProvider {
  app.get<{ Querystring: { token?: unknown; country?: unknown } }>(PATH, async (request, reply) => {
    const { token, country } = request.query;
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', SIMULATOR_POLICY)
      .send(page(String(token ?? ''), String(country ?? 'FIN')));
  });

  app.post<{ Body: { token?: unknown; identity?: unknown } | undefined }>(PATH, async (request, reply) => {
    const { token, identity } = request.body ?? {};
    const chosen = /^\d+$/.test(String(identity)) ? demoIdentities[Number(identity)] : undefined;
    if (!chosen) await report(String(token), { cancelled: true });
    else {
      const { country: _country, ...person } = chosen;
      await report(String(token), { identity: person });
    }
    return reply.redirect(`${siteOrigin}/`, 303);
  });

  return {
    start: async ({ token, country }) => `${siteOrigin}${PATH}?${new URLSearchParams({ token, country }).toString()}`,
  };
}
