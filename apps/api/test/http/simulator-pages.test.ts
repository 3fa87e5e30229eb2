import { describe, expect, it } from 'vitest';
import { Browser, expectOk } from '../player-support.ts';
import { useTestApp } from '../support.ts';

const testApp = useTestApp();

/** The simulators' pages as the browser opens them, coming from `from` (a Referer), or from nowhere. */
async function open(url: string, from?: string) {
  const response = await testApp().app.inject({ method: 'GET', url, headers: from ? { referer: from } : {} });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The form's post, as the page sends it; answers where the browser goes next. */
async function submit(url: string, fields: Record<string, string>) {
  const response = await testApp().app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  expect(response.statusCode).toBe(303);
  return response.headers.location;
}

/** A new deposit started on the site: the provider page's path and the payment's reference. */
async function newDeposit() {
  const started = await new Browser(testApp().app).post('/payment/initDeposit', {
    country: 'EST',
    amount: 25,
    method: 'trustly',
    currency: 'EUR',
    policyChecked: true,
    privacyPolicyChecked: true,
  });
  expectOk(started);
  const url = new URL(started.json().redirectUrl as string);
  return { path: url.pathname + url.search, reference: url.searchParams.get('reference')! };
}

describe('the simulated provider and bank speak the language of the page the visitor came from', () => {
  it('the payment page in Estonian, and back to the Estonian page it came from', async () => {
    const { siteOrigin } = testApp().config;
    const { path, reference } = await newDeposit();
    const page = await open(path, `${siteOrigin}/et/mangud?x=1`);
    expect(page).toContain('<html lang="et">');
    expect(page).toContain('<h1>Demopanga makse</h1>');
    expect(page).toContain('<strong>25,00 EUR</strong>');
    expect(page).toContain('<input type="hidden" name="returnTo" value="/et/mangud?x=1">');
    const back = await submit('/payment-provider/pay', { reference, decision: 'decline', returnTo: '/et/mangud?x=1' });
    expect(back).toBe(`${siteOrigin}/et/mangud?x=1`);
  });

  it('the bank page in English from an English page, in Finnish from anywhere else', async () => {
    const { siteOrigin } = testApp().config;
    const english = await open('/bank-id/identify?token=t1&country=FIN', `${siteOrigin}/en/login`);
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<h1>Demo bank</h1>');
    expect(english).toContain('<input type="hidden" name="returnTo" value="/en/login">');
    for (const from of [undefined, 'https://evil.example/en/login', 'not an address']) {
      const finnish = await open('/bank-id/identify?token=t1&country=FIN', from);
      expect(finnish).toContain('<html lang="fi">');
      expect(finnish).toContain('<h1>Demopankki</h1>');
      expect(finnish).toContain('<input type="hidden" name="returnTo" value="/">');
    }
    expect(await submit('/bank-id/identify', { token: 't1', identity: 'cancel', returnTo: '/en/login' })).toBe(
      `${siteOrigin}/en/login`,
    );
  });

  it('never sends the visitor to another site', async () => {
    const { siteOrigin } = testApp().config;
    const { reference } = await newDeposit();
    for (const returnTo of ['//evil.example/', '/\\evil.example', 'https://evil.example/', 'en', ''])
      expect(await submit('/bank-id/identify', { token: 't2', identity: 'cancel', returnTo })).toBe(`${siteOrigin}/`);
    expect(await submit('/payment-provider/pay', { reference, decision: 'decline', returnTo: '//evil.example' })).toBe(
      `${siteOrigin}/`,
    );
  });
});
