import { assign, emit, setup } from 'xstate';
import type { PostBody, Schemas } from '../api-types.ts';
import { appActor } from '../app-provided.ts';
import { isValidEmail, validatePasswordChange, type PasswordChangeFields } from '../rules/account.ts';
import { flowError, MESSAGE_KEYS, type ErrorContext, type FlowError } from '../rules/errors.ts';

type Player = Schemas['Player'];
type UpdateFields = PostBody<'/player/updateFields'>;

/** The user-data fields whose emptiness is tracked; they have no save button. */
export const DETAIL_FIELDS = ['firstName', 'lastName', 'address', 'zipCode', 'city'] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];

type Section = 'nickname' | 'email' | 'password';

export interface ProfileEditContext {
  nickname: string;
  email: string;
  passwords: PasswordChangeFields;
  passwordErrors: ReturnType<typeof validatePasswordChange>;
  details: Record<DetailField, string>;
  /** Whether each detail field has a value. */
  filled: Record<DetailField, boolean>;
  /** The last failure of each section. */
  errors: Record<Section, FlowError | null>;
}

export type ProfileEditEvent =
  | { type: 'nickname.changed'; value: string }
  | { type: 'nickname.submit' }
  | { type: 'email.changed'; value: string }
  /** Accepted only for a well-formed address: `snapshot.can()` disables the update button until then. */
  | { type: 'email.submit' }
  | { type: 'password.changed'; field: keyof PasswordChangeFields; value: string }
  /** Not accepted while the wrong-old-password error shows. */
  | { type: 'password.submit' }
  | { type: 'details.changed'; field: DetailField; value: string };

/** The updated player of a save, for the query cache. */
export type ProfileEditEmitted = { type: 'player.updated'; player: Player };

const filledOf = (details: Record<DetailField, string>) =>
  Object.fromEntries(DETAIL_FIELDS.map((field) => [field, details[field].trim() !== ''])) as Record<
    DetailField,
    boolean
  >;

/**
 * The `onError` of a section's call: the section goes to `target` with the failure, its message as `where` words it.
 * Every call of the page fails this way (nickname and e-mail validation and saving, the password change).
 */
const failTo = (target: 'failed' | 'wrongOldPassword', section: Section, where: ErrorContext) => ({
  target,
  actions: {
    type: 'setError' as const,
    params: ({ event }: { event: { error: unknown } }) => ({ section, error: event.error, where }),
  },
});

/**
 * The `saving` state of the nickname and the e-mail: updateFields with the value (invoked as `id`), then `saved` with
 * the updated player reported, or `failed`.
 */
const savingFields = (
  section: 'nickname' | 'email',
  id: string,
  fields: (context: ProfileEditContext) => UpdateFields,
) => ({
  tags: [`${section}.busy`],
  invoke: {
    id,
    src: 'updatePlayerFields' as const,
    input: ({ context }: { context: ProfileEditContext }) => fields(context),
    onDone: {
      target: 'saved',
      actions: { type: 'reportPlayer' as const, params: ({ event }: { event: { output: Player } }) => event.output },
    },
    onError: failTo('failed', section, 'update'),
  },
});

/**
 * The user-data page of the profile panel (spec 2.5 User data; 5 Password change, E-mail change, Nickname, User
 * data fields). Four parallel regions:
 *
 * - `nickname`: `nickname.submit` → `validating` (the server validates it) → `saving` (updateFields) → `saved`;
 *   a failure → `failed` (updateFailed). Typing returns to `editing`.
 * - `email`: `email.submit`, only for a well-formed address → `validating` (a 429 shows its status text) →
 *   `saving` → `saved`, or `failed`.
 * - `password`: `password.submit` checks old, new and confirm (`invalid`) → `saving` (updatePassword) →
 *   `changed`; 109 → `wrongOldPassword`, where submit is refused until a field changes; others → `failed`.
 * - `details`: first name, last name, address, zip code and city; only their emptiness is tracked (`filled`).
 *
 * Tags per region: `<region>.busy` while calling, `<region>.error` on a failure.
 */
export const profileEditMachine = setup({
  types: {
    context: {} as ProfileEditContext,
    events: {} as ProfileEditEvent,
    emitted: {} as ProfileEditEmitted,
    input: {} as { player: Player },
  },
  actors: {
    /** `POST /player/nickname {nickname}` (validation only). */
    validateNickName: appActor<unknown, PostBody<'/player/nickname'>>('validateNickName'),
    /** `POST /player/email {email}` (validation only). */
    validateEmail: appActor<unknown, PostBody<'/player/email'>>('validateEmail'),
    /** `POST /player/updateFields`: answers the updated player. */
    updatePlayerFields: appActor<Player, UpdateFields>('updatePlayerFields'),
    /** `POST /player/updatePassword {oldPassword, password, confirmPassword}`. */
    updatePassword: appActor<unknown, PostBody<'/player/updatePassword'>>('updatePassword'),
  },
  actions: {
    setNickname: assign({ nickname: (_, value: string) => value }),
    setEmail: assign({ email: (_, value: string) => value }),
    setPassword: assign(({ context }, { field, value }: { field: keyof PasswordChangeFields; value: string }) => ({
      passwords: { ...context.passwords, [field]: value },
      errors: { ...context.errors, password: null },
    })),
    checkPasswords: assign({ passwordErrors: ({ context }) => validatePasswordChange(context.passwords) }),
    setDetail: assign(({ context }, { field, value }: { field: DetailField; value: string }) => {
      const details = { ...context.details, [field]: value };
      return { details, filled: filledOf(details) };
    }),
    setError: assign({
      errors: ({ context }, { section, error, where }: { section: Section; error: unknown; where: ErrorContext }) => ({
        ...context.errors,
        [section]: flowError(error, where),
      }),
    }),
    clearError: assign({
      errors: ({ context }, section: Section) => ({ ...context.errors, [section]: null }),
    }),
    clearPasswords: assign({ passwords: { oldPassword: '', password: '', confirmPassword: '' }, passwordErrors: {} }),
    reportPlayer: emit((_, player: Player) => ({ type: 'player.updated' as const, player })),
  },
  guards: {
    nicknameFilled: ({ context }) => context.nickname.trim() !== '',
    emailValid: ({ context }) => isValidEmail(context.email),
    passwordsValid: ({ context }) => Object.keys(validatePasswordChange(context.passwords)).length === 0,
    isWrongOldPassword: (_, { error }: { error: unknown }) =>
      flowError(error, 'passwordChange').shown.key === MESSAGE_KEYS.wrongOldPassword,
  },
}).createMachine({
  id: 'profileEdit',
  type: 'parallel',
  context: ({ input: { player } }) => {
    const details = Object.fromEntries(DETAIL_FIELDS.map((field) => [field, player[field] ?? ''])) as Record<
      DetailField,
      string
    >;
    return {
      nickname: player.nickName ?? '',
      email: player.email ?? '',
      passwords: { oldPassword: '', password: '', confirmPassword: '' },
      passwordErrors: {},
      details,
      filled: filledOf(details),
      errors: { nickname: null, email: null, password: null },
    };
  },
  states: {
    nickname: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'nickname.changed': { actions: { type: 'setNickname', params: ({ event }) => event.value } },
            'nickname.submit': {
              guard: 'nicknameFilled',
              target: 'validating',
            },
          },
        },
        validating: {
          tags: ['nickname.busy'],
          entry: { type: 'clearError', params: 'nickname' },
          invoke: {
            id: 'validateNickName',
            src: 'validateNickName',
            input: ({ context }) => ({ nickname: context.nickname.trim() }),
            onDone: 'saving',
            onError: failTo('failed', 'nickname', 'update'),
          },
        },
        saving: savingFields('nickname', 'saveNickName', (context) => ({ nickName: context.nickname.trim() })),
        saved: {
          on: {
            'nickname.changed': {
              target: 'editing',
              actions: { type: 'setNickname', params: ({ event }) => event.value },
            },
          },
        },
        failed: {
          tags: ['nickname.error'],
          on: {
            'nickname.changed': {
              target: 'editing',
              actions: { type: 'setNickname', params: ({ event }) => event.value },
            },
            'nickname.submit': { guard: 'nicknameFilled', target: 'validating' },
          },
        },
      },
    },
    email: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'email.changed': { actions: { type: 'setEmail', params: ({ event }) => event.value } },
            'email.submit': {
              guard: 'emailValid',
              target: 'validating',
            },
          },
        },
        validating: {
          tags: ['email.busy'],
          entry: { type: 'clearError', params: 'email' },
          invoke: {
            id: 'validateEmail',
            src: 'validateEmail',
            input: ({ context }) => ({ email: context.email.trim() }),
            onDone: 'saving',
            onError: failTo('failed', 'email', 'emailValidation'),
          },
        },
        saving: savingFields('email', 'saveEmail', (context) => ({ email: context.email.trim() })),
        saved: {
          on: {
            'email.changed': { target: 'editing', actions: { type: 'setEmail', params: ({ event }) => event.value } },
          },
        },
        failed: {
          tags: ['email.error'],
          on: {
            'email.changed': { target: 'editing', actions: { type: 'setEmail', params: ({ event }) => event.value } },
            'email.submit': { guard: 'emailValid', target: 'validating' },
          },
        },
      },
    },
    password: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'password.changed': { actions: { type: 'setPassword', params: ({ event }) => event } },
            'password.submit': [
              { guard: 'passwordsValid', target: 'saving', actions: 'checkPasswords' },
              { target: 'invalid', actions: 'checkPasswords' },
            ],
          },
        },
        invalid: {
          tags: ['password.error'],
          on: {
            'password.changed': { target: 'editing', actions: { type: 'setPassword', params: ({ event }) => event } },
          },
        },
        saving: {
          tags: ['password.busy'],
          entry: { type: 'clearError', params: 'password' },
          invoke: {
            id: 'updatePassword',
            src: 'updatePassword',
            input: ({ context }) => context.passwords,
            onDone: { target: 'changed', actions: 'clearPasswords' },
            onError: [
              {
                guard: { type: 'isWrongOldPassword', params: ({ event }) => ({ error: event.error }) },
                ...failTo('wrongOldPassword', 'password', 'passwordChange'),
              },
              failTo('failed', 'password', 'passwordChange'),
            ],
          },
        },
        changed: {
          on: {
            'password.changed': { target: 'editing', actions: { type: 'setPassword', params: ({ event }) => event } },
          },
        },
        wrongOldPassword: {
          tags: ['password.error'],
          on: {
            'password.changed': { target: 'editing', actions: { type: 'setPassword', params: ({ event }) => event } },
          },
        },
        failed: {
          tags: ['password.error'],
          on: {
            'password.changed': { target: 'editing', actions: { type: 'setPassword', params: ({ event }) => event } },
            'password.submit': 'saving',
          },
        },
      },
    },
    details: {
      on: { 'details.changed': { actions: { type: 'setDetail', params: ({ event }) => event } } },
    },
  },
});
