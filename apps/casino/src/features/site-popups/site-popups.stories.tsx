import { defaultApiConfig, type CmsPaths } from '@casino/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { player, type Success } from '../../stories/contract-handlers';
import { teppo } from '../../stories/fixtures';
import { screenParameters, textsIn, withScreen } from '../../stories/screen';
import { QUIET_MS } from '../../shared/popups/calm-moment';
import { SitePopups } from './site-popups';

const t = textsIn('fi');

type SiteSettings = Success<CmsPaths, '/site-settings', 'get'>;
type Popup = SiteSettings['popups'][number];

/** Where the popups closed in this session are kept (seen-popups.ts). */
const SEEN_KEY = 'casino.seenPopups';
/** Where the marketing prompt keeps when it last showed (account-prompts). */
const MARKETING_KEY = 'casino.lastMarketingNotification';

const bookWeek: Popup = {
  id: 1,
  title: 'Kirjaviikko',
  content:
    '<p>Koko viikon ilmaiskierroksia kirjapeleihin: joka päivä <strong>20 ilmaiskierrosta</strong> ' +
    'ensimmäisestä talletuksesta.</p><ul><li>Book of Dead</li><li>Legacy of Egypt</li></ul>' +
    '<p><a href="/kampanjat">Lue kampanjan ehdot</a></p>' +
    '<script>document.body.dataset.hacked = "yes"</script><img src="https://seuranta.example/pikseli.gif" onerror="document.body.dataset.hacked = \'yes\'">',
};

const jackpotWeekend: Popup = {
  id: 2,
  title: 'Jättipottiviikonloppu',
  content: '<p>Lauantaina ja sunnuntaina jättipotit kasvavat kaksinkertaista vauhtia.</p>',
};

const longFinnish: Popup = {
  id: 3,
  title: 'Vastuullisen pelaamisen teemaviikko: pelirajat, pelitauot ja itsearviointi',
  content: Array.from(
    { length: 6 },
    (_, index) =>
      `<p>${index + 1}. Pelirajoilla voit asettaa itsellesi päivä-, viikko- ja kuukausikohtaiset tappio- ja ` +
      'talletusrajat. Rajan laskeminen tulee voimaan heti, sen nostaminen vasta seuraavan jakson alussa. ' +
      'Pelitauon aikana et voi kirjautua sisään etkä pelata.</p>',
  ).join(''),
};

/** Set by a story that holds the popups' answer (WaitsForPrompt) until its play function lets it go. */
let popupsHeld = Promise.resolve();
let releasePopups = () => {};

/** GET /cms/site-settings answering `popups` (in any locale); `held`: only once the story lets it go. */
const siteSettings = (popups: Popup[], { held = false } = {}): HttpHandler =>
  http.get(`${defaultApiConfig.cmsBaseUrl}/site-settings`, async () => {
    if (held) await popupsHeld;
    return HttpResponse.json<SiteSettings>({ footer: '', popups });
  });

const meta = {
  title: 'Screens/Modals/SitePopup',
  component: SitePopups,
  tags: ['autodocs'],
  decorators: [withScreen],
  parameters: screenParameters(
    { path: '/', pages: { HOME: { default: () => null } } },
    { popups: siteSettings([bookWeek]) },
  ),
  // The test-runner renders a file's stories in one page: each starts with no popup closed in this session.
  beforeEach: () => {
    sessionStorage.removeItem(SEEN_KEY);
    delete document.body.dataset.hacked;
  },
} satisfies Meta<typeof SitePopups>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A popup opens at a calm moment: after a quiet time of QUIET_MS without a key, a touch or the mouse. */
const CALM = { timeout: QUIET_MS + 5000 };
/** Long enough for a popup that was going to open to have opened. */
const pastQuietTime = () => new Promise((resolve) => setTimeout(resolve, QUIET_MS + 500));
const popup = async (title: string) => within(await screen.findByRole('dialog', { name: title }, CALM));
const closeText = t('sitePopups.popup.close');
/** The popup's own dialog, also while another dialog hides it from the accessibility tree. */
const popupShowing = () => document.querySelector('[data-site-popup]') !== null;

/** The popup with its title, its content (sanitised: no script, no handler) and the close button (the baseline). */
export const AllStates: Story = {
  name: 'Popup (baseline)',
  play: async () => {
    const dialog = await popup(bookWeek.title);
    await expect(dialog.getByRole('link', { name: 'Lue kampanjan ehdot' })).toBeVisible();
    await expect(dialog.getAllByRole('listitem')).toHaveLength(2);
    await expect(dialog.getByRole('button', { name: closeText })).toHaveFocus();
    // The script, the handler and the picture from another host are gone.
    await expect(document.querySelector('[data-site-popup] :is(script, [onerror], img)')).toBeNull();
    await expect(document.body.dataset.hacked).toBeUndefined();
  },
};

/** Closed with its button: it is gone, and remembered for the session. */
export const Closed: Story = {
  play: async ({ userEvent }) => {
    const dialog = await popup(bookWeek.title);
    await userEvent.click(dialog.getByRole('button', { name: closeText }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(JSON.parse(sessionStorage.getItem(SEEN_KEY) ?? '[]')).toEqual([bookWeek.id]);
  },
};

/** Escape closes it as well. */
export const ClosedWithEscape: Story = {
  play: async ({ userEvent }) => {
    await popup(bookWeek.title);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(JSON.parse(sessionStorage.getItem(SEEN_KEY) ?? '[]')).toEqual([bookWeek.id]);
  },
};

/** Two popups: one at a time, the second once the first is closed. */
export const OneAtATime: Story = {
  parameters: { msw: { handlers: { popups: siteSettings([bookWeek, jackpotWeekend]) } } },
  play: async ({ userEvent }) => {
    const first = await popup(bookWeek.title);
    await expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(first.getByRole('button', { name: closeText }));
    const second = await popup(jackpotWeekend.title);
    await expect(second.getByRole('button', { name: closeText })).toHaveFocus();
    await expect(screen.getAllByRole('dialog')).toHaveLength(1);
  },
};

/** A long Finnish title and text: the title wraps and the content scrolls inside the dialog, the button in reach. */
export const LongText: Story = {
  parameters: { msw: { handlers: { popups: siteSettings([longFinnish]) } } },
  play: async () => {
    const dialog = await popup(longFinnish.title);
    await expect(dialog.getByRole('button', { name: closeText })).toHaveFocus();
  },
};

/** Closed earlier in this browser session (the page reloaded): it does not show again. */
export const SeenThisSession: Story = {
  beforeEach: () => {
    sessionStorage.setItem(SEEN_KEY, JSON.stringify([bookWeek.id]));
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('main');
    await pastQuietTime();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** The site settings cannot be loaded: no popup, and no error either. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        popups: http.get(`${defaultApiConfig.cmsBaseUrl}/site-settings`, () => new HttpResponse(null, { status: 503 })),
      },
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('main');
    await pastQuietTime();
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

/**
 * A player whose marketing prompt is due: the popup waits while the prompt is open (two dialogs never stack) and
 * shows once the prompt is answered.
 */
export const WaitsForPrompt: Story = {
  parameters: {
    screen: { path: '/', pages: { HOME: { default: () => null } }, session: 'player' },
    msw: {
      handlers: {
        popups: siteSettings([bookWeek], { held: true }),
        player: player.get('/player', { ...teppo, receiveEmail: false, receiveSms: false }),
        update: player.post('/player/updateFields', teppo),
      },
    },
  },
  beforeEach: () => {
    localStorage.removeItem(MARKETING_KEY);
    popupsHeld = new Promise((resolve) => (releasePopups = resolve));
  },
  play: async ({ userEvent }) => {
    const prompt = await popup(t('accountPrompts.marketing.title'));
    releasePopups();
    await pastQuietTime();
    await expect(popupShowing()).toBe(false);
    await userEvent.click(prompt.getByRole('button', { name: t('accountPrompts.marketing.decline') }));
    await popup(bookWeek.title);
    await expect(screen.getAllByRole('dialog')).toHaveLength(1);
  },
};
