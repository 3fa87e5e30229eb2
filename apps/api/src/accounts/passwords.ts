import { hash, verify, type Options } from '@node-rs/argon2';
import { isValidPassword, PASSWORD_MIN_LENGTH } from '@casino/flows/rules';
import { ApiError } from '../http/api-error.ts';

/** argon2id (`Algorithm.Argon2id`, a const enum that verbatimModuleSyntax cannot import) with OWASP's minimum. */
const options: Options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, options);

/** A hash of nothing anyone knows, verified for unknown e-mails so that they take as long as known ones. */
let decoy: Promise<string> | undefined;

/** Whether `password` matches `passwordHash`; a missing hash still costs one verification. */
export async function checkPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (passwordHash) return verify(passwordHash, password).catch(() => false);
  decoy ??= hashPassword(crypto.randomUUID());
  await verify(await decoy, password);
  return false;
}

/**
 * The new-password rules of spec section 5, on the server: at least 6 characters (1001), only letters, digits and
 * the allowed symbols (104, which the app shows as the password validation message), and equal to the repeat (213).
 */
export function assertNewPassword(password: string, repeat: string): void {
  if (password.length < PASSWORD_MIN_LENGTH)
    throw ApiError.of('passwordTooShort', `The password must have at least ${PASSWORD_MIN_LENGTH} characters`);
  if (!isValidPassword(password))
    throw ApiError.of('passwordCharacters', 'The password may only contain letters, digits and the allowed symbols');
  if (password !== repeat) throw ApiError.of('passwordsDiffer', 'The passwords do not match');
}
