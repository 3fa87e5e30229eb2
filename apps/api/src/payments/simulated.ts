import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db/database.ts';
import type { ProviderSignature } from '../http/csrf.ts';
import { SIMULATOR_POLICY } from '../http/security-headers.ts';
import { demoIdentities } from '../accounts/bank-id/simulated.ts';
import type { DepositOrder, DepositOutcome, PaymentProvider, PaymentReports, WithdrawalReports } from './provider.ts';
import { toEur } from '../http/money.ts';
import { escapeHtml } from '../http/html.ts';
import { localeOf, simulatorPage, sitePath, visitorPage, type SimulatorLocale } from '../http/simulator-page.ts';
import { addSimulatedOrder, decideSimulatedOrder, simulatedOrder } from './repository.ts';

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
    unconfirmed:
      'The payment was approved, but the casino could not be told of it just now: it asks again when you return.',
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
    unconfirmed: 'Maksu hyväksyttiin, mutta kasinolle ei juuri nyt saatu siitä tietoa: se kysyy uudelleen, kun palaat.',
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
    unconfirmed: 'Makse kinnitati, kuid kasiinot ei õnnestunud sellest praegu teavitada: see küsib uuesti, kui naased.',
    back: 'Tagasi kasiinosse',
    note: 'Demo simuleeritud pank: päris raha ei liigu.',
  },
} satisfies Record<SimulatorLocale, unknown>;

/** What the page shows: the order to decide on, or a word on one that cannot be decided (with a way back). */
type PageView = DepositOrder | 'unknown' | 'unconfirmed';

const page = (view: PageView, locale: SimulatorLocale, returnTo: string) => {
  const text = TEXTS[locale];
  if (typeof view === 'string') {
    const body = `<h1>${text.heading}</h1><p>${text[view]}</p><p><a href="${escapeHtml(returnTo)}">${text.back}</a></p>`;
    return simulatorPage({ locale, title: text.title, body, note: text.note });
  }
  const order = view;
  const amount = toEur(order.amount).toFixed(2);
  const body = `<h1>${text.heading}</h1><p>${text.pay(locale === 'en' ? amount : amount.replace('.', ','), escapeHtml(order.method))}</p>
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
 * One payout round of the simulated provider: it approves the withdrawals requested `stepSeconds` ago or earlier,
 * then pays those approved `stepSeconds` ago or earlier (with 0, the ones it has just approved too). Answers the
 * references approved and paid.
 */
export async function payOut(reports: WithdrawalReports, stepSeconds: number) {
  const before = () => new Date(Date.now() - stepSeconds * 1000);
  const approved = await reports.pendingWithdrawals(before());
  if (approved.length > 0) await reports.withdrawalsApproved(approved);
  const paid = await reports.approvedWithdrawals(before());
  if (paid.length > 0) await reports.withdrawalsPaid(paid);
  return { approved, paid };
}

/**
 * The simulated payment provider served by this server. `startDeposit` sends the payer to a page where the tester
 * approves (a visitor's Pay N Play deposit also picks a demo identity) or declines, in the site's colours and the
 * language of the page the payer came from; the provider then calls the server back with a signed server-to-server
 * request, and sends the payer back to that page, whose status call asks
 * `depositOutcome`. Whichever arrives first settles the deposit; the other finds it settled. Payouts: every second
 * the provider approves the withdrawals requested half of `processingSeconds` ago and pays those approved half of it
 * ago (`payOut`; the operator's `payout` command makes the same round at once).
 *
 * Its orders and their decisions are kept in its own table (`simulated_payment_orders`), so that every server process
 * of the database serves the page and the status answer alike: the page may be shown by one process and approved on
 * another. One decision stands per order (a conditional update); a decision on an unknown or decided order is
 * answered with a page that says so, never with the redirect of a payment made.
 */
export function simulatedPayments(
  app: FastifyInstance,
  db: Database,
  options: { siteOrigin: string; secret: string; processingSeconds: number },
  reports: PaymentReports,
): PaymentProvider {
  /** The page's answer: HTML under the simulator's policy. */
  const send = (reply: FastifyReply, status: number, view: PageView, locale: SimulatorLocale, returnTo: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', SIMULATOR_POLICY)
      .send(page(view, locale, returnTo));

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
      const known = await simulatedOrder(db, request.query.reference);
      const { locale, returnTo } = visitorPage(request, options.siteOrigin);
      return send(reply, 200, known && !known.outcome ? known : 'unknown', locale, returnTo);
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
      const { reference, decision, identity } = request.body;
      // Back to the page the payer came from (a path of this site only), in its language.
      const returnTo = sitePath(request.body.returnTo);
      const locale = localeOf(returnTo);
      const known = await simulatedOrder(db, reference);
      if (!known) return send(reply, 404, 'unknown', locale, returnTo);
      const chosen = identity === undefined ? undefined : demoIdentities[identity];
      if (!known.outcome && decision === 'approve' && known.identify && chosen?.country !== known.country)
        return reply.code(400).type('text/plain').send('Choose who you are');
      const person = chosen && (({ country: _country, ...rest }) => rest)(chosen);
      const outcome: DepositOutcome =
        decision === 'decline'
          ? { approved: false }
          : known.identify && person
            ? { approved: true, identity: person }
            : { approved: true };
      // Decided already (a second press, here or on another process): that decision stands.
      if (known.outcome || !(await decideSimulatedOrder(db, reference, outcome)))
        return send(reply, 409, 'unknown', locale, returnTo);
      const body = JSON.stringify({ reference, outcome } satisfies Callback);
      const told = await app.inject({
        method: 'POST',
        url: CALLBACK_PATH,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signCallback(options.secret, body) },
        payload: body,
      });
      // The decision is kept: the casino's status call asks for it (depositOutcome) and settles the deposit then.
      if (told.statusCode !== 200) {
        app.log.error({ reference, status: told.statusCode }, 'the payment callback failed');
        return send(reply, 502, 'unconfirmed', locale, returnTo);
      }
      return reply.redirect(`${options.siteOrigin}${returnTo}`, 303);
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
    paying = payOut(reports, options.processingSeconds / 2).catch((error: unknown) =>
      app.log.error(error, 'withdrawal payout failed'),
    );
  }, 1000);
  payout.unref();

  return {
    startDeposit: async (order) => {
      await addSimulatedOrder(db, order);
      return `${options.siteOrigin}${PAGE_PATH}?${new URLSearchParams({ reference: order.reference }).toString()}`;
    },
    depositOutcome: async (reference) => (await simulatedOrder(db, reference))?.outcome,
    close: async () => {
      clearInterval(payout);
      await paying;
    },
  };
}
