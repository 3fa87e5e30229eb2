import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ProviderSignature } from '../http/csrf.ts';
import { SIMULATOR_POLICY } from '../http/security-headers.ts';
import { demoIdentities } from '../accounts/bank-id/simulated.ts';
import type { DepositOrder, DepositOutcome, PaymentProvider, PaymentReports } from './provider.ts';
import { toEur } from '../http/money.ts';
import { escapeHtml } from '../http/html.ts';
import { simulatorPage, sitePath, visitorPage, type SimulatorLocale } from '../http/simulator-page.ts';

const PAGE_PATH = '/payment-provider/pay';
/** The provider's server-to-server callback: signed, exempt from the origin check (src/http/csrf.ts). */
export const CALLBACK_PATH = '/payment-provider/callback';
export const SIGNATURE_HEADER = 'x-signature';

/** The hex HMAC-SHA256 of a callback body, as the provider signs it. */
export const signCallback = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex');

/** The callback's body. */
export interface Callback {
  reference: string;
  outcome: DepositOutcome;
}

/** The page's words in each language. */
const TEXTS = {
  en: {
    title: 'Demo payment',
    heading: 'Demo bank payment',
    pay: (amount: string, method: string) => `Pay <strong>${amount} EUR</strong> to the casino (${method}).`,
    identify: 'Your bank identifies you as:',
    approve: 'Approve',
    decline: 'Decline',
    unknown: 'Unknown or finished payment.',
    back: 'Back to the casino',
    note: 'A simulated bank for the demo: no real money moves.',
  },
  fi: {
    title: 'Demomaksu',
    heading: 'Demopankin maksu',
    pay: (amount: string, method: string) => `Maksa <strong>${amount} EUR</strong> kasinolle (${method}).`,
    identify: 'Pankkisi tunnistaa sinut henkilöksi:',
    approve: 'Hyväksy',
    decline: 'Hylkää',
    unknown: 'Tuntematon tai jo käsitelty maksu.',
    back: 'Takaisin kasinolle',
    note: 'Demon simuloitu pankki: oikeaa rahaa ei siirry.',
  },
  et: {
    title: 'Demomakse',
    heading: 'Demopanga makse',
    pay: (amount: string, method: string) => `Maksa kasiinole <strong>${amount} EUR</strong> (${method}).`,
    identify: 'Pank tuvastab sinu isiku:',
    approve: 'Kinnita',
    decline: 'Keeldu',
    unknown: 'Tundmatu või juba töödeldud makse.',
    back: 'Tagasi kasiinosse',
    note: 'Demo simuleeritud pank: päris raha ei liigu.',
  },
} satisfies Record<SimulatorLocale, unknown>;

const page = (order: DepositOrder | undefined, locale: SimulatorLocale, returnTo: string) => {
  const text = TEXTS[locale];
  const amount = order && toEur(order.amount).toFixed(2);
  const body = !order
    ? `<h1>${text.heading}</h1><p>${text.unknown}</p><p><a href="${escapeHtml(returnTo)}">${text.back}</a></p>`
    : `<h1>${text.heading}</h1><p>${text.pay(locale === 'en' ? amount! : amount!.replace('.', ','), escapeHtml(order.method))}</p>
<form method="post" action="${PAGE_PATH}"><input type="hidden" name="reference" value="${escapeHtml(order.reference)}">
<input type="hidden" name="returnTo" value="${escapeHtml(returnTo)}">
${
  order.identify
    ? `<p>${text.identify}</p><ul>${demoIdentities
        .map((identity, index) => ({ identity, index }))
        .filter(({ identity }) => identity.country === order.country)
        .map(
          ({ identity, index }) =>
            `<li><label><input type="radio" name="identity" value="${index}" required> ${escapeHtml(
              `${identity.firstName} ${identity.lastName} (${identity.birthDate})`,
            )}</label></li>`,
        )
        .join('')}</ul>`
    : ''
}<div class="actions"><button class="primary" name="decision" value="approve">${text.approve}</button><button name="decision" value="decline" formnovalidate>${text.decline}</button></div></form>`;
  return simulatorPage({ locale, title: text.title, body, note: text.note });
};

/**
 * The simulated payment provider served by this server. `startDeposit` sends the payer to a page where the tester
 * approves (a visitor's Pay N Play deposit also picks a demo identity) or declines, in the site's colours and the
 * language of the page the payer came from; the provider then calls the server back with a signed server-to-server
 * request, and sends the payer back to that page, whose status call asks
 * `depositOutcome`. Whichever arrives first settles the deposit; the other finds it settled. Payouts: every second
 * the provider pays the withdrawals older than `processingSeconds`.
 */
export function simulatedPayments(
  app: FastifyInstance,
  options: { siteOrigin: string; secret: string; processingSeconds: number },
  reports: PaymentReports,
): PaymentProvider {
  const orders = new Map<string, { order: DepositOrder; outcome?: DepositOutcome }>();

  app.get<{ Querystring: { reference: string } }>(
    PAGE_PATH,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { reference: { type: 'string', maxLength: 128 } },
          required: ['reference'],
        },
      },
    },
    async (request, reply) => {
      const { reference } = request.query;
      const known = orders.get(reference);
      const { locale, returnTo } = visitorPage(request, options.siteOrigin);
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', SIMULATOR_POLICY)
        .send(page(known && !known.outcome ? known.order : undefined, locale, returnTo));
    },
  );

  app.post<{ Body: { reference: string; decision: 'approve' | 'decline'; identity?: number; returnTo?: string } }>(
    PAGE_PATH,
    {
      schema: {
        body: {
          type: 'object',
          required: ['reference', 'decision'],
          properties: {
            reference: { type: 'string', maxLength: 128 },
            decision: { enum: ['approve', 'decline'] },
            identity: { type: 'integer', minimum: 0, maximum: demoIdentities.length - 1 },
            returnTo: { type: 'string', maxLength: 512 },
          },
        },
      },
    },
    async (request, reply) => {
      const { reference, decision, identity, returnTo } = request.body;
      const known = orders.get(reference);
      if (known && !known.outcome) {
        const chosen = identity === undefined ? undefined : demoIdentities[identity];
        if (decision === 'approve' && known.order.identify && chosen?.country !== known.order.country)
          return reply.code(400).type('text/plain').send('Choose who you are');
        const person = chosen && (({ country: _country, ...rest }) => rest)(chosen);
        known.outcome =
          decision === 'decline'
            ? { approved: false }
            : known.order.identify && person
              ? { approved: true, identity: person }
              : { approved: true };
        const body = JSON.stringify({ reference, outcome: known.outcome } satisfies Callback);
        await app.inject({
          method: 'POST',
          url: CALLBACK_PATH,
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signCallback(options.secret, body) },
          payload: body,
        });
      }
      // Back to the page the payer came from (a path of this site only).
      return reply.redirect(`${options.siteOrigin}${sitePath(returnTo)}`, 303);
    },
  );

  app.post<{ Body: Callback }, { providerSignature: ProviderSignature }>(
    CALLBACK_PATH,
    {
      config: { providerSignature: { secret: options.secret, header: SIGNATURE_HEADER } },
      schema: {
        body: {
          type: 'object',
          required: ['reference', 'outcome'],
          properties: {
            reference: { type: 'string', maxLength: 128 },
            outcome: { type: 'object', required: ['approved'], properties: { approved: { type: 'boolean' } } },
          },
        },
      },
    },
    async (request) => {
      const { reference, outcome } = request.body;
      await reports.deposit(reference, outcome);
      return { success: true };
    },
  );

  let paying: Promise<unknown> = Promise.resolve();
  const payout = setInterval(() => {
    paying = reports
      .pendingWithdrawals(new Date(Date.now() - options.processingSeconds * 1000))
      .then((references) => (references.length > 0 ? reports.withdrawalsPaid(references) : undefined))
      .catch((error: unknown) => app.log.error(error, 'withdrawal payout failed'));
  }, 1000);
  payout.unref();

  return {
    startDeposit: async (order) => {
      orders.set(order.reference, { order });
      return `${options.siteOrigin}${PAGE_PATH}?${new URLSearchParams({ reference: order.reference }).toString()}`;
    },
    depositOutcome: async (reference) => orders.get(reference)?.outcome,
    close: async () => {
      clearInterval(payout);
      await paying;
    },
  };
}
