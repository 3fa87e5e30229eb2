// The bet-round part of the benchmark: PLAYERS players log in and deposit through the simulated provider, then
// autocannon plays 0.10 EUR rounds of the demo game through the round endpoint, each request as the next player.
import autocannon from 'autocannon';

export const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100);

/**
 * Registers, activates and logs in player `index` from an address of its own (the server trusts X-Forwarded-For in
 * the benchmark, so the per-address rate limits of registration and login do not stop the 100 players), sets a daily
 * loss limit (so every round also sums the day's losses) and deposits 1000 EUR through the simulated provider.
 * Answers the session cookie.
 */
async function fundedPlayer(origin: string, index: number): Promise<string> {
  let cookie = '';
  const post = async (path: string, fields: Record<string, string>) => {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin,
        cookie,
        'x-forwarded-for': `10.77.${index >> 8}.${index & 255}`,
      },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });
    if (response.status >= 400) throw new Error(`${path} failed: ${await response.text()}`);
    const set = response.headers.getSetCookie().map((header) => header.split(';')[0]);
    if (set.length > 0) cookie = set.join('; ');
    return response;
  };
  const email = `bench-round-${index}-${Date.now()}@example.com`;
  const password = 'bench-secret1';
  await post('/player-api/player/registerPlayer', {
    email,
    password,
    confirmPassword: password,
    country: 'FIN',
    registrationCurrency: 'EUR',
    language: 'fi',
    firstName: 'Bench',
    lastName: 'Player',
    birthDate: '1990-01-01',
    ageChecked: 'true',
    policyChecked: 'true',
    privacyPolicyChecked: 'true',
  });
  const outbox = (await (await fetch(`${origin}/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    messages: { code: string }[];
  };
  await post('/player-api/player/activate', { activationCode: outbox.messages[0]!.code });
  await post('/player-api/login', { email, password });
  await post('/player-api/player/limit/loss', { dailyAmount: '10000' });
  const deposit = await post('/player-api/payment/initDeposit', {
    country: 'FIN',
    amount: '1000',
    method: 'trustly',
    currency: 'EUR',
  });
  const { redirectUrl } = (await deposit.json()) as { redirectUrl: string };
  await post('/payment-provider/pay', {
    reference: new URL(redirectUrl).searchParams.get('reference') ?? '',
    decision: 'approve',
  });
  return cookie;
}

/** Rounds per second and latency of POST /game-engine/round spread over PLAYERS players. */
export async function measureRounds(origin: string, options: { connections: number; seconds: number }) {
  const cookies: string[] = [];
  for (let index = 0; index < PLAYERS; index += 1) cookies.push(await fundedPlayer(origin, index));
  let next = 0;
  const run = (duration: number) =>
    autocannon({
      url: `${origin}/game-engine/round`,
      connections: options.connections,
      duration,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ gameId: 1, bet: 0.1 }),
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, cookie: cookies[(next += 1) % cookies.length]! },
          }),
        },
      ],
    });
  await run(2); // warm-up
  return run(options.seconds);
}
