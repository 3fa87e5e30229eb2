import type { Schemas } from '../api-types.ts';

/** A logged-in player as GET /player answers, with `overrides`. */
export function aPlayer(overrides: Partial<Schemas['Player']> = {}): Schemas['Player'] {
  return {
    userId: 42,
    nickName: 'Lucky7',
    firstName: 'Matti',
    lastName: 'Meikäläinen',
    address: 'Mannerheimintie',
    houseNumber: '12 B 4',
    zipCode: '00100',
    city: 'Helsinki',
    email: 'matti@example.com',
    phoneNumber: '+358401234567',
    phoneNumberVerified: true,
    country: 'FIN',
    receiveEmail: false,
    receiveSms: false,
    lastLoginTime: '2026-03-01T18:22:05Z',
    ...overrides,
  };
}
