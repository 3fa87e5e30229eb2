import { unwrap, type Api } from '@casino/api-client';
import { languageChangeMachine, type Locale } from '@casino/flows';
import { createActor, fromPromise } from 'xstate';

interface LanguageChoice {
  api: Api;
  from: Locale;
  to: Locale;
  loggedIn: boolean;
  /** Where the flow sends the player when the server refuses the change (spec 4: home). */
  goHome: (locale: Locale) => void;
}

/**
 * Runs the language-change flow for one choice (spec 4, Language change): the switcher's link already shows the page
 * in the new locale, and for a logged-in player the flow stores the language (POST /player/changeLanguage), going
 * home when that fails. Loaded on the first choice, so the page's first JavaScript carries no machine.
 */
export function chooseLanguage({ api, from, to, loggedIn, goHome }: LanguageChoice) {
  const actor = createActor(
    languageChangeMachine.provide({
      actors: {
        changeLanguage: fromPromise(({ input }) => unwrap(api.player.POST('/player/changeLanguage', { body: input }))),
      },
      actions: {
        showLocale: () => undefined,
        goHome: (_, { locale }) => goHome(locale),
      },
    }),
    { input: { locale: from } },
  ).start();
  actor.send({ type: 'language.chosen', locale: to, loggedIn });
}
