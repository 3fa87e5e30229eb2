import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  activePlayer,
  Browser,
  expectFailure,
  expectOk,
  registration,
  someEmail,
  type OutboxMessage,
} from '../player-support.ts';
import { useTestApp } from '../support.ts';

const testApp = useTestApp();

/** Every message sent to `to`, newest first. */
async function messagesTo(app: FastifyInstance, to: string): Promise<OutboxMessage[]> {
  const response = await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` });
  return response.json().messages as OutboxMessage[];
}

describe('resend activation', () => {
  it('mails a new link to an account waiting for activation; and the new link activates it', async () => {
    const { app } = testApp();
    const visitor = new Browser(app);
    const email = someEmail();
    expectOk(await visitor.post('/player/registerPlayer', registration(email, { language: 'en' })));
    expectOk(await visitor.post('/player/resendActivation', { email: email.toUpperCase() }));
    const [again, first] = await messagesTo(app, email);
    expect(again!.subject).toBe(first!.subject);
    expect(again!.code).toMatch(/^[0-9a-f]{32}$/);
    expect(again!.code).not.toBe(first!.code);
    expect(again!.link).toContain(`/en/verifyemail?code=${again!.code}`);

    expectOk(await visitor.post('/player/activate', { activationCode: again!.code }));
    expectOk(await visitor.post('/login', { email, password: 'secret1' }));
    // Active now: a further request answers alike and sends nothing.
    expectOk(await visitor.post('/player/resendActivation', { email }));
    expect(await messagesTo(app, email)).toHaveLength(2);
  });

  it('answers an unknown or an active address exactly as a waiting one, and mails neither', async () => {
    const { app } = testApp();
    const { email: active } = await activePlayer(app, { login: false });
    const unknown = someEmail();
    const waiting = someEmail();
    const visitor = new Browser(app);
    expectOk(await visitor.post('/player/registerPlayer', registration(waiting)));
    const answers = [];
    for (const email of [waiting, active, unknown]) {
      const response = await visitor.post('/player/resendActivation', { email });
      answers.push({ status: response.statusCode, body: response.body });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(await messagesTo(app, waiting)).toHaveLength(2);
    expect(await messagesTo(app, active)).toHaveLength(1);
    expect(await messagesTo(app, unknown)).toHaveLength(0);
  });

  it('sends at most 3 per address an hour, from any client, registered or not; a bad address is a clear error', async () => {
    const { app } = testApp();
    for (const email of [someEmail(), 'nobody-registered@example.com']) {
      for (let attempt = 1; attempt <= 3; attempt += 1)
        expectOk(await new Browser(app).post('/player/resendActivation', { email }));
      expectFailure(await new Browser(app).post('/player/resendActivation', { email }), 429, 429);
    }
    const bad = await new Browser(app).post('/player/resendActivation', { email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false });
    expect((await new Browser(app).post('/player/resendActivation', {})).statusCode).toBe(400);
  });
});
