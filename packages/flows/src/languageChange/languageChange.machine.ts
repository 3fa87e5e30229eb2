import { and, enqueueActions, setup } from 'xstate';
import type { PostBody } from '../api-types.ts';
import { appAction, appActor } from '../app-provided.ts';
import { DEFAULT_LOCALE } from '../rules/constants.ts';
import { isLocale, type Locale } from '../rules/locale.ts';

export interface LanguageChangeContext {
  locale: Locale;
}

export type LanguageChangeEvent =
  /** A language of the switcher; a logged-in player's choice is also stored on the server. */
  { type: 'language.chosen'; locale: Locale; loggedIn: boolean };

/**
 * The language switcher (spec 2.3; 4, Language change; 7 changeLanguage). `language.chosen` with another
 * supported locale switches at once (`showLocale`: the app keeps the current page, or the game play URL on a
 * game page). For a logged-in player `changing` then sends the language (`POST /player/changeLanguage`, tag
 * `busy`); on failure the app goes home (`goHome`). Choices while the call runs are ignored.
 */
export const languageChangeMachine = setup({
  types: {
    context: {} as LanguageChangeContext,
    events: {} as LanguageChangeEvent,
    input: {} as { locale?: Locale } | undefined,
  },
  actors: {
    /** `POST /player/changeLanguage {language}`. */
    changeLanguage: appActor<unknown, PostBody<'/player/changeLanguage'>>('changeLanguage'),
  },
  actions: {
    /** Shows the current page in the new locale. */
    showLocale: appAction<{ locale: Locale }>('showLocale'),
    /** Goes to the home page of the locale. */
    goHome: appAction<{ locale: Locale }>('goHome'),
    switchLocale: enqueueActions(({ enqueue, event }) => {
      enqueue.assign({ locale: event.locale });
      enqueue({ type: 'showLocale', params: { locale: event.locale } });
    }),
  },
  guards: {
    isNewLocale: ({ context, event }) => isLocale(event.locale) && event.locale !== context.locale,
    loggedIn: ({ event }) => event.loggedIn,
  },
}).createMachine({
  id: 'languageChange',
  context: ({ input }) => ({ locale: input?.locale ?? DEFAULT_LOCALE }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'language.chosen': [
          { guard: and(['isNewLocale', 'loggedIn']), target: 'changing', actions: 'switchLocale' },
          { guard: 'isNewLocale', actions: 'switchLocale' },
        ],
      },
    },
    changing: {
      tags: ['busy'],
      invoke: {
        id: 'changeLanguage',
        src: 'changeLanguage',
        input: ({ context }) => ({ language: context.locale }),
        onDone: 'idle',
        onError: { target: 'idle', actions: { type: 'goHome', params: ({ context }) => ({ locale: context.locale }) } },
      },
    },
  },
});
