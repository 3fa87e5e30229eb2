import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeCodes, players } from '../../src/accounts/schema.ts';
import {
  activePlayer,
  Browser,
  expectFailure,
  expectOk,
  latestCode,
  latestMessage,
  playerIdOf,
  registration,
  someEmail,
} from '../player-support.ts';
import { useTestApp } from '../support.ts';

const testApp = useTestApp();
const browser = () => new Browser(testApp().app);

/** When the player's latest code expires, in milliseconds. */
async function latestCodeExpiry(email: string): Promise<number> {
  const [row] = await testApp()
    .db.select({ expiresTime: oneTimeCodes.expiresTime })
    .from(oneTimeCodes)
    .where(eq(oneTimeCodes.playerId, await playerIdOf(testApp().db, email)))
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  return row!.expiresTime.getTime();
}

describe('registration and activation', () => {
  it('registers a pending account, sends the activation code, and activates it once', async () => {
    const visitor = browser();
    const email = someEmail();
    expectOk(await visitor.post('/player/registerPlayer', registration(email.toUpperCase(), { nickName: 'Reg1' })));
    expectFailure(await visitor.post('/login', { email, password: 'secret1' }), 403, 114);
    const code = await latestCode(testApp().app, email);
    expect(code).toMatch(/^[0-9a-f]{32}$/);
    expectOk(await visitor.post('/player/activate', { activationCode: code }));
    expectFailure(await visitor.post('/player/activate', { activationCode: code }), 409, 209);
    expectFailure(await visitor.post('/player/activate', { activationCode: 'f'.repeat(32) }), 404, 183);
    expectOk(await visitor.post('/login', { email, password: 'secret1' }));
    const player = (await visitor.get('/player')).json();
    expect(player).toMatchObject({ email, nickName: 'Reg1', firstName: 'Matti', country: 'FIN', lastLoginTime: null });
  });

  it.each([
    ['fi', '/vahvista-sahkoposti', '/login/forgotPassword', 'Aktivoi tilisi', 'Vaihda salasanasi'],
    ['en', '/en/verifyemail', '/en/login/forgotPassword', 'Activate your account', 'Choose a new password'],
    ['et', '/et/kinnita-e-post', '/et/sisselogimine/unustatud-parool', 'Aktiveeri oma konto', 'Vali uus parool'],
  ])(
    'mails the activation and reset links to the app pages in the player language (%s), with the code',
    async (language, verifyPath, resetPath, activationWords, resetWords) => {
      const { app, config } = testApp();
      const visitor = browser();
      const email = someEmail();
      expectOk(await visitor.post('/player/registerPlayer', registration(email, { language })));
      const activation = await latestMessage(app, email);
      expect(activation.link).toBe(`${config.siteOrigin}${verifyPath}?code=${activation.code}`);
      expect(activation.body).toContain(activationWords);
      expect(activation.body).toContain(`${activation.link}\n`);
      expect(activation.body).toMatch(new RegExp(`: ${activation.code}$`));
      const linked = new URL(activation.link!).searchParams.get('code') ?? '';
      expectOk(await visitor.post('/player/activate', { activationCode: linked }));

      expectOk(await visitor.post('/player/triggerForgotPassword', { email, birthDate: '1990-05-17' }));
      const reset = await latestMessage(app, email);
      expect(reset.link).toBe(`${config.siteOrigin}${resetPath}?code=${reset.code}`);
      expect(reset.body).toContain(resetWords);
      expect(reset.body).toContain(`${reset.link}\n`);
      expect(reset.body).toContain(`: ${reset.code}\n`);
      const activationCode = new URL(reset.link!).searchParams.get('code') ?? '';
      expectOk(
        await visitor.post('/player/modifyForgotPassword', {
          activationCode,
          password: 'newSecret1',
          confirmPassword: 'newSecret1',
        }),
      );
      expectOk(await visitor.post('/login', { email, password: 'newSecret1' }));
    },
  );

  it('stores an argon2id hash, never the password', async () => {
    const { email } = await activePlayer(testApp().app, { login: false });
    const [row] = await testApp().db.select().from(players).where(eq(players.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    ['a taken e-mail', { email: 'taken' }, 409, 180],
    ['different passwords', { confirmPassword: 'secret2' }, 400, 213],
    ['a short password', { password: 'abc12', confirmPassword: 'abc12' }, 400, 1001],
    ['a password with other characters', { password: 'sala sana', confirmPassword: 'sala sana' }, 400, 104],
    ['the age box unticked', { ageChecked: false }, 400, 155],
    ['the terms unaccepted', { policyChecked: false }, 400, 214],
    ['the privacy policy unaccepted', { privacyPolicyChecked: false }, 400, 215],
    ['another country', { country: 'SWE' }, 403, 108],
    [
      'an Estonian of 19 (21 needed)',
      { country: 'EST', birthDate: `${new Date().getFullYear() - 19}-01-01` },
      400,
      195,
    ],
    ['a blank first name', { firstName: '  ' }, 400, 195],
    ['a bad nickname', { nickName: 'a b' }, 400, 195],
    ['a reserved nickname', { nickName: 'Admin' }, 409, 180],
  ])('refuses %s', async (_, overrides, status, errorCode) => {
    const { email: taken } = await activePlayer(testApp().app, { login: false });
    const fields = registration(someEmail(), overrides as Record<string, string | boolean>);
    if ('email' in overrides) fields.email = taken.toUpperCase();
    expectFailure(await browser().post('/player/registerPlayer', fields), status, errorCode);
  });
});

describe('login', () => {
  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const { email } = await activePlayer(testApp().app, { login: false });
    const unknown = await browser().post('/login', { email: someEmail(), password: 'secret1' });
    const wrong = await browser().post('/login', { email, password: 'secret2' });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({ success: false, errorCode: 104, error: 'Wrong e-mail or password' });
  });

  it('answers 114 with the activation code expiry as the end time', async () => {
    const visitor = browser();
    const email = someEmail();
    expectOk(await visitor.post('/player/registerPlayer', registration(email)));
    const pending = await visitor.post('/login', { email, password: 'secret1' });
    expectFailure(pending, 403, 114);
    expect(pending.json().params).toEqual({ expireTimestamp: await latestCodeExpiry(email) });
    expect(pending.json().params.expireTimestamp).toBeGreaterThan(Date.now() + 6 * 86_400_000);
  });

  it('resends the activation code when a pending account logs in after it expired', async () => {
    const visitor = browser();
    const email = someEmail();
    expectOk(await visitor.post('/player/registerPlayer', registration(email)));
    const first = await latestCode(testApp().app, email);
    const firstExpiry = await latestCodeExpiry(email);
    await testApp()
      .db.update(oneTimeCodes)
      .set({ expiresTime: new Date() })
      .where(eq(oneTimeCodes.playerId, await playerIdOf(testApp().db, email)));
    const resent = await visitor.post('/login', { email, password: 'secret1' });
    expectFailure(resent, 403, 114);
    const second = await latestCode(testApp().app, email);
    expect(second).not.toBe(first);
    expect(resent.json().params).toEqual({ expireTimestamp: await latestCodeExpiry(email) });
    expect(resent.json().params.expireTimestamp).toBeGreaterThanOrEqual(firstExpiry);
    expectFailure(await visitor.post('/player/activate', { activationCode: first }), 404, 183);
    expectOk(await visitor.post('/player/activate', { activationCode: second }));
  });

  it('answers 111 with the lock end for a frozen account, 210 without one for a closed one, and lets an expired freeze in', async () => {
    const { email } = await activePlayer(testApp().app, { login: false });
    const id = await playerIdOf(testApp().db, email);
    const until = new Date(Date.now() + 3_600_000);
    await testApp().db.update(players).set({ status: 'frozen', frozenUntil: until }).where(eq(players.id, id));
    const frozen = await browser().post('/login', { email, password: 'secret1' });
    expectFailure(frozen, 403, 111);
    expect(frozen.json().params).toEqual({ expireTimestamp: until.getTime() });
    await testApp()
      .db.update(players)
      .set({ frozenUntil: new Date(Date.now() - 1000) })
      .where(eq(players.id, id));
    expectOk(await browser().post('/login', { email, password: 'secret1' }));
    // Closing is not lifted by time: a freeze end left over from before is no end of it.
    await testApp().db.update(players).set({ status: 'closed', frozenUntil: until }).where(eq(players.id, id));
    const closed = await browser().post('/login', { email, password: 'secret1' });
    expectFailure(closed, 403, 210);
    expect(closed.json().params).toBeUndefined();
  });

  it('asks for the new terms (214) and privacy policy (215) until the flags accept them', async () => {
    const { email } = await activePlayer(testApp().app, { login: false });
    await testApp().db.update(players).set({ termsVersion: 0, privacyVersion: 0 }).where(eq(players.email, email));
    const visitor = browser();
    expectFailure(await visitor.post('/login', { email, password: 'secret1' }), 400, 214);
    expectFailure(await visitor.post('/login', { email, password: 'secret1', policyChecked: true }), 400, 215);
    expectOk(
      await visitor.post('/login', { email, password: 'secret1', policyChecked: true, privacyPolicyChecked: true }),
    );
    expectOk(await browser().post('/login', { email, password: 'secret1' }));
  });

  it('records each login in the activity and reports the previous login time', async () => {
    const { browser: player, email } = await activePlayer(testApp().app);
    expect((await player.get('/player/activity')).json()).toMatchObject({ count: 1, activities: [{ type: 'login' }] });
    expect((await player.get('/player')).json().lastLoginTime).toBeNull();
    expectOk(await player.post('/login', { email, password: 'secret1' }));
    const activity = (await player.get('/player/activity')).json();
    expect(activity.count).toBe(2);
    expect((await player.get('/player')).json().lastLoginTime).toBe(activity.activities[1].createdTime);
  });
});

describe('passwords', () => {
  it('resets a forgotten password with the e-mailed code, once, and ends the sessions', async () => {
    const { browser: player, email } = await activePlayer(testApp().app);
    const visitor = browser();
    expectFailure(
      await visitor.post('/player/triggerForgotPassword', { email: someEmail(), birthDate: '1990-05-17' }),
      404,
      181,
    );
    expectFailure(await visitor.post('/player/triggerForgotPassword', { email, birthDate: '1990-05-18' }), 400, 109);
    expectOk(await visitor.post('/player/triggerForgotPassword', { email, birthDate: '1990-05-17' }));
    const code = await latestCode(testApp().app, email);
    const reset = { activationCode: code, password: 'newSecret1', confirmPassword: 'newSecret1' };
    expectFailure(
      await visitor.post('/player/modifyForgotPassword', { ...reset, confirmPassword: 'other1' }),
      400,
      213,
    );
    expectFailure(await visitor.post('/player/modifyForgotPassword', { ...reset, activationCode: 'nope' }), 404, 183);
    expectOk(await visitor.post('/player/modifyForgotPassword', reset));
    expectFailure(await visitor.post('/player/modifyForgotPassword', reset), 409, 209);
    expectFailure(await player.get('/player'), 401, 115);
    expectFailure(await visitor.post('/login', { email, password: 'secret1' }), 401, 104);
    expectOk(await visitor.post('/login', { email, password: 'newSecret1' }));
  });

  it('sends no reset code to an address that is not verified (219)', async () => {
    const { browser: player, email } = await activePlayer(testApp().app);
    const changed = someEmail();
    expectOk(await player.post('/player/updateFields', { email: changed }));
    expectFailure(
      await browser().post('/player/triggerForgotPassword', { email: changed, birthDate: '1990-05-17' }),
      403,
      219,
    );
    expect(email).not.toBe(changed);
  });

  it('changes the password after checking the old one, and ends the other sessions', async () => {
    const { browser: player, email } = await activePlayer(testApp().app);
    const other = browser();
    expectOk(await other.post('/login', { email, password: 'secret1' }));
    const change = { oldPassword: 'secret1', password: 'newSecret1', confirmPassword: 'newSecret1' };
    expectFailure(await player.post('/player/updatePassword', { ...change, oldPassword: 'wrong11' }), 400, 109);
    expectFailure(await player.post('/player/updatePassword', { ...change, confirmPassword: 'newSecret2' }), 400, 213);
    expectFailure(
      await player.post('/player/updatePassword', { ...change, password: 'a1', confirmPassword: 'a1' }),
      400,
      1001,
    );
    expectOk(await player.post('/player/updatePassword', change));
    expectOk(await player.get('/player'));
    expectFailure(await other.get('/player'), 401, 115);
  });

  it('takes the one password rule: 5 characters refused (1001), 6 accepted, a symbol outside the set refused (104)', async () => {
    const { browser: player } = await activePlayer(testApp().app);
    const change = (password: string, oldPassword = 'secret1') =>
      player.post('/player/updatePassword', { oldPassword, password, confirmPassword: password });
    expectFailure(await change('abc12'), 400, 1001);
    expectFailure(await change('abc12<'), 400, 104);
    expectOk(await change('abc12!'));
    expectOk(await change('abc123', 'abc12!'));
  });
});

describe('profile', () => {
  it('updates fields and answers the player; a new e-mail or phone number is unverified until its code', async () => {
    const { browser: player } = await activePlayer(testApp().app);
    const email = someEmail();
    const updated = await player.post('/player/updateFields', {
      nickName: 'Onni',
      email: email.toUpperCase(),
      phoneNumber: '+358401230001',
      address: 'Katu 2',
      receiveEmail: true,
      receiveSms: false,
    });
    expect(updated.json()).toMatchObject({
      success: true,
      nickName: 'Onni',
      email,
      phoneNumber: '+358401230001',
      phoneNumberVerified: false,
      address: 'Katu 2',
      receiveEmail: true,
      receiveSms: false,
    });
    expect((await player.get('/verification/status')).json()).toEqual({
      success: true,
      emailVerified: false,
      phoneNumberVerified: false,
      identityVerified: false,
    });
    expectFailure(await player.post('/player/verifyEmailShortCode', { code: '000000x' }), 409, 180);
    expectOk(await player.post('/player/verifyEmailShortCode', { code: await latestCode(testApp().app, email) }));
    expect((await player.get('/verification/status')).json().emailVerified).toBe(true);
  });

  it('refuses data another player has (180) in any case', async () => {
    const { browser: first } = await activePlayer(testApp().app);
    const { browser: second, email } = await activePlayer(testApp().app);
    expectOk(await first.post('/player/updateFields', { nickName: 'Taken1', phoneNumber: '+358401230002' }));
    expectFailure(await second.post('/player/updateFields', { nickName: 'TAKEN1' }), 409, 180);
    expectFailure(await second.post('/player/updateFields', { phoneNumber: '+358401230002' }), 409, 180);
    expectFailure(await first.post('/player/updateFields', { email: email.toUpperCase() }), 409, 180);
    expectOk(await first.post('/player/updateFields', { nickName: 'taken1' }));
  });

  it('validates e-mail, nickname and phone number without storing them, for visitors and players', async () => {
    const { browser: player, email } = await activePlayer(testApp().app);
    expectOk(await player.post('/player/nickname', { nickname: 'Fresh1' }));
    expectOk(await player.post('/player/updateFields', { nickName: 'Mine1', phoneNumber: '+358401230003' }));
    expectOk(await player.post('/player/nickname', { nickname: 'MINE1' }));
    expectOk(await player.post('/player/email', { email }));
    const visitor = browser();
    expectFailure(await visitor.post('/player/nickname', { nickname: 'mine1' }), 409, 180);
    expectFailure(await visitor.post('/player/nickname', { nickname: 'x' }), 400, 195);
    expectFailure(await visitor.post('/player/email', { email }), 409, 180);
    expectOk(await visitor.post('/player/email', { email: someEmail() }));
    expectFailure(await visitor.post('/player/phonenumber', { phonenumber: '+358401230003' }), 409, 180);
    expectOk(await visitor.post('/player/phonenumber', { phonenumber: '+358401230004' }));
    expectFailure(await visitor.post('/player/phonenumber', { phonenumber: '358401230004' }), 400, 196);
  });

  it('changes the language of the messages, and links the e-mail verification code to its page', async () => {
    const { browser: player, email } = await activePlayer(testApp().app);
    expectOk(await player.post('/player/changeLanguage', { language: 'et' }));
    expectOk(await player.get('/player/sendVerificationEmail'));
    const response = await testApp().app.inject({ method: 'GET', url: `/dev/outbox?to=${email}` });
    const mail = response.json().messages[0];
    expect(mail).toMatchObject({ channel: 'email', subject: 'Kinnita oma e-posti aadress' });
    expect(mail.link).toBe(`${testApp().config.siteOrigin}/et/kinnita-e-post?shortCode=${mail.code}`);
    expect(mail.body).toContain(`${mail.link}\n`);
    expect(mail.body).toMatch(new RegExp(`: ${mail.code}$`));
    const linked = new URL(mail.link).searchParams.get('shortCode') ?? '';
    expectOk(await player.post('/player/verifyEmailShortCode', { code: linked }));
  });

  it('answers the loyalty points and level', async () => {
    const { browser: player, email } = await activePlayer(testApp().app);
    expect((await player.get('/player/loyalty')).json()).toEqual({ success: true, points: 0, level: 'bronze' });
    await testApp().db.update(players).set({ loyaltyPoints: 1200 }).where(eq(players.email, email));
    expect((await player.get('/player/loyalty')).json()).toEqual({ success: true, points: 1200, level: 'silver' });
  });

  it('keeps the avatar, 1 by default, within the brand set', async () => {
    const { browser: player } = await activePlayer(testApp().app);
    const avatar = async () => (await player.get('/api/user/avatar')).json();
    expect(await avatar()).toMatchObject({ success: true, avatar: { id: 1 } });
    const set = await player.call('POST', '/api/user/avatar', {
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ avatar: 7 }),
    });
    expect(set.json()).toMatchObject({ success: true, avatar: { id: 7, url: expect.stringContaining('7') } });
    expect(await avatar()).toEqual(set.json());
  });
});

describe('phone verification', () => {
  it('sends a 6-digit code to the current number, verifies it, and lists the messages', async () => {
    const { browser: player } = await activePlayer(testApp().app);
    expectFailure(await player.get('/player/sendVerificationSms'), 409, 180);
    expectOk(await player.post('/player/updateFields', { phoneNumber: '+358401230005' }));
    expectOk(await player.get('/player/sendVerificationSms'));
    const first = await latestCode(testApp().app, '+358401230005');
    expectOk(await player.get('/player/sendVerificationSms'));
    const code = await latestCode(testApp().app, '+358401230005');
    expect(code).toMatch(/^\d{6}$/);
    if (first !== code) expectFailure(await player.post('/player/verifySmsShortCode', { code: first }), 409, 180);
    expectOk(await player.post('/player/verifySmsShortCode', { code }));
    expectFailure(await player.post('/player/verifySmsShortCode', { code }), 409, 180);
    expect((await player.get('/player')).json().phoneNumberVerified).toBe(true);
    const history = (await player.get('/player/smsVerificationHistory')).json().history;
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ phoneNumber: '+358401230005', verified: true });
    expect(history[1]).toMatchObject({ verified: false });
  });

  it('voids a code after 5 wrong tries', async () => {
    const { browser: player } = await activePlayer(testApp().app);
    expectOk(await player.post('/player/updateFields', { phoneNumber: '+358401230006' }));
    expectOk(await player.get('/player/sendVerificationSms'));
    const code = await latestCode(testApp().app, '+358401230006');
    const wrong = code === '000000' ? '000001' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1)
      expectFailure(await player.post('/player/verifySmsShortCode', { code: wrong }), 409, 180);
    expectFailure(await player.post('/player/verifySmsShortCode', { code }), 409, 180);
  });
});

describe('without a session', () => {
  it.each([
    ['GET', '/player'],
    ['GET', '/player/activity'],
    ['GET', '/player/loyalty'],
    ['GET', '/verification/status'],
    ['GET', '/player/documents'],
    ['GET', '/player/smsVerificationHistory'],
    ['GET', '/player/sendVerificationSms'],
    ['GET', '/player/sendVerificationEmail'],
    ['POST', '/player/verifySmsShortCode', { code: '123456' }],
    ['POST', '/player/verifyEmailShortCode', { code: '123456' }],
    ['POST', '/player/updateFields', { receiveSms: true }],
    ['POST', '/player/changeLanguage', { language: 'en' }],
    ['POST', '/player/updatePassword', { oldPassword: 'secret1', password: 'secret2', confirmPassword: 'secret2' }],
    ['POST', '/player/addPassword', { password: 'secret2', repeatPassword: 'secret2' }],
    ['POST', '/player/completeAccount', { email: 'x@example.com', phoneNumber: '+3584012345', nickName: 'Xyz' }],
    ['GET', '/api/user/avatar'],
  ] as const)(
    '%s %s answers 401 with errorCode 115',
    async (method, path, fields?: Record<string, string | boolean>) => {
      const visitor = browser();
      const response = method === 'GET' ? await visitor.get(path) : await visitor.post(path, fields);
      expectFailure(response, 401, 115);
    },
  );
});
