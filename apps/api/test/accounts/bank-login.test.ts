import { afterLogin } from '@casino/flows/rules';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoIdentities } from '../../src/accounts/bank-id/simulated.ts';
import { players } from '../../src/accounts/schema.ts';
import { Browser, expectFailure, expectOk, form, latestCode, someEmail } from '../player-support.ts';
import { useTestApp } from '../support.ts';

const testApp = useTestApp();

const MAIJA = demoIdentities.findIndex((identity) => identity.firstName === 'Maija');
const MARI = demoIdentities.findIndex((identity) => identity.firstName === 'Mari');
const UNDERAGE = demoIdentities.findIndex((identity) => identity.lastName === 'Alaikäinen');
/** Seen by no other test of this file: his first bank login opens his account. */
const TEPPO = demoIdentities[demoIdentities.findIndex((identity) => identity.firstName === 'Teppo')]!;

/** Starts a bank login and answers its token and the provider page's URL. */
async function startBankLogin(browser: Browser, country = 'FIN') {
  const response = await browser.post('/payment/initLogin', { country, method: 'trustly' });
  expectOk(response);
  const { token, redirectUrl } = response.json() as { token: string; redirectUrl: string };
  return { token, redirectUrl: new URL(redirectUrl) };
}

/** The tester at the simulated bank: chooses an identity (or cancels) and is sent back to the site. */
async function identify(token: string, identity: number | 'cancel') {
  const response = await testApp().app.inject({
    method: 'POST',
    url: '/bank-id/identify',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token, identity: String(identity) }).toString(),
  });
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe(`${testApp().config.siteOrigin}/`);
}

const status = async (browser: Browser, token: string) => browser.post('/payment/loginStatus', { token });

describe('the bank login (Pay N Play)', () => {
  it('sends the tester to a page of the demo identities of the country', async () => {
    const { token, redirectUrl } = await startBankLogin(new Browser(testApp().app), 'EST');
    expect(redirectUrl.origin).toBe(testApp().config.siteOrigin);
    const page = await testApp().app.inject({ method: 'GET', url: redirectUrl.pathname + redirectUrl.search });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Mari Maasikas');
    expect(page.body).not.toContain('Maija');
    expect(page.body).toContain(`value="${token}"`);
  });

  it('opens an account at the first login: the terms first, then a session; the next login goes straight in', async () => {
    const browser = new Browser(testApp().app);
    const { token } = await startBankLogin(browser);
    expect((await status(browser, token)).json()).toEqual({ success: true, status: 'pending' });
    await identify(token, MAIJA);
    expectFailure(await status(browser, token), 400, 214);
    expectFailure(await browser.post('/autoLogin', { t: token, policyChecked: true }), 400, 215);
    expectOk(await browser.post('/autoLogin', { t: token, policyChecked: true, privacyPolicyChecked: true }));
    expect((await browser.get('/player')).json()).toMatchObject({
      firstName: 'Maija',
      lastName: 'Mallikas',
      email: null,
      nickName: null,
      country: 'FIN',
    });
    expect((await browser.get('/verification/status')).json()).toMatchObject({ identityVerified: true });
    expectFailure(await browser.post('/autoLogin', { t: token }), 401, 104);
    expect((await status(browser, token)).json()).toEqual({ success: true, status: 'ok' });
    const userId = (await browser.get('/player')).json().userId;

    const again = new Browser(testApp().app);
    const second = await startBankLogin(again);
    await identify(second.token, MAIJA);
    expect((await status(again, second.token)).json()).toEqual({ success: true, status: 'ok' });
    expect((await again.get('/player')).json().userId).toBe(userId);
  });

  it('logs a person never seen before in with a new e-mail-less account, as the app and the tester at the bank go', async () => {
    const { app, db, config } = testApp();
    const bankIdentity = `FIN:${TEPPO.personalCode}`;
    expect(await db.select().from(players).where(eq(players.bankIdentity, bankIdentity))).toEqual([]);
    const browser = new Browser(app);

    // The app: the method of GET /payment/methods, then initLogin; it keeps the token (type auth) and goes to the bank.
    const [method] = (await browser.get('/payment/methods')).json().methods as { method: string }[];
    const init = await browser.post('/payment/initLogin', { country: 'FIN', method: method!.method });
    expectOk(init);
    const { token, redirectUrl } = init.json() as { token: string; redirectUrl: string };
    expect(redirectUrl).toBe(`${config.siteOrigin}/bank-id/identify?${new URLSearchParams({ token, country: 'FIN' })}`);

    // The bank: a form posting the token and the chosen person back to the same path, which answers 303 to the site.
    const url = new URL(redirectUrl);
    const page = (await app.inject({ method: 'GET', url: url.pathname + url.search })).body;
    expect(page).toContain('<form method="post" action="/bank-id/identify">');
    expect(page).toContain(`<input type="hidden" name="token" value="${token}">`);
    const choice = new RegExp(`<button name="identity" value="(\\d+)">${TEPPO.firstName} ${TEPPO.lastName} `).exec(
      page,
    );
    expect(page).toContain('<button name="identity" value="cancel">');
    const back = await app.inject({
      method: 'POST',
      url: url.pathname,
      ...form({ token, identity: choice![1]! }),
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`${config.siteOrigin}/`);

    // Back on the site: the status of the stored token asks for the terms, which autoLogin accepts with the token.
    expectFailure(await browser.post('/payment/loginStatus', { token }), 400, 214);
    expect(browser.session).toBeUndefined();
    expectOk(await browser.post('/autoLogin', { t: token, policyChecked: true, privacyPolicyChecked: true }));
    expect(browser.session).toBeDefined();

    // Logged in with the new account: no e-mail (the complete-account modal), first login (the limits page).
    expect((await browser.get('/player')).json()).toMatchObject({
      firstName: TEPPO.firstName,
      lastName: TEPPO.lastName,
      email: null,
      nickName: null,
      phoneNumber: null,
      country: 'FIN',
      lastLoginTime: null,
    });
    const activity = (await browser.get('/player/activity')).json() as { count: number };
    expect(afterLogin(activity.count)).toBe('profileLimits');
    expect(await db.select().from(players).where(eq(players.bankIdentity, bankIdentity))).toHaveLength(1);
  });

  it('completes the account: nickname, e-mail and phone, a password, then the password login works', async () => {
    const browser = new Browser(testApp().app);
    const { token } = await startBankLogin(browser, 'EST');
    await identify(token, MARI);
    expectOk(await browser.post('/autoLogin', { t: token, policyChecked: true, privacyPolicyChecked: true }));
    const email = someEmail();
    expectOk(await browser.post('/player/nickname', { nickname: 'Mari80' }));
    expectOk(await browser.post('/player/email', { email }));
    expectOk(await browser.post('/player/phonenumber', { phonenumber: '+37251234567' }));
    expectFailure(
      await browser.post('/player/addPassword', { password: 'secret1', repeatPassword: 'secret2' }),
      400,
      213,
    );
    expectOk(await browser.post('/player/addPassword', { password: 'secret1', repeatPassword: 'secret1' }));
    expectFailure(
      await browser.post('/player/addPassword', { password: 'secret1', repeatPassword: 'secret1' }),
      409,
      180,
    );
    const complete = { email, phoneNumber: '+37251234567', nickName: 'Mari80', receiveEmail: true, receiveSms: false };
    expectOk(await browser.post('/player/completeAccount', complete));
    expectFailure(await browser.post('/player/completeAccount', complete), 409, 180);
    expect((await browser.get('/player')).json()).toMatchObject({
      email,
      nickName: 'Mari80',
      phoneNumber: '+37251234567',
      receiveEmail: true,
      receiveSms: false,
    });
    expectOk(await browser.get('/player/sendVerificationSms'));
    expectOk(
      await browser.post('/player/verifySmsShortCode', { code: await latestCode(testApp().app, '+37251234567') }),
    );
    expectOk(await new Browser(testApp().app).post('/login', { email, password: 'secret1' }));
  });

  it('answers cancelled when the tester cancels, and failed for an under-age person', async () => {
    const browser = new Browser(testApp().app);
    const cancelled = await startBankLogin(browser);
    await identify(cancelled.token, 'cancel');
    expect((await status(browser, cancelled.token)).json()).toEqual({ success: true, status: 'cancelled' });
    const young = await startBankLogin(browser);
    await identify(young.token, UNDERAGE);
    expect((await status(browser, young.token)).json()).toEqual({ success: true, status: 'failed' });
    expectFailure(await browser.post('/autoLogin', { t: young.token }), 401, 104);
    expectFailure(await browser.get('/player'), 401, 115);
  });

  it('refuses another country (108) and an unknown token (119)', async () => {
    const browser = new Browser(testApp().app);
    expectFailure(await browser.post('/payment/initLogin', { country: 'SWE', method: 'trustly' }), 403, 108);
    expectFailure(await status(browser, 'no-such-token'), 400, 119);
  });

  it('answers odd requests to the demo bank and the outbox without failing', async () => {
    const { app } = testApp();
    const page = await app.inject({ method: 'GET', url: '/bank-id/identify?token=a&token=b&country=FIN' });
    expect(page.statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/bank-id/identify' })).statusCode).toBe(303);
    expect((await app.inject({ method: 'GET', url: '/dev/outbox?to=a&to=b' })).statusCode).toBe(200);
  });
});
