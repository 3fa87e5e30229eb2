/**
 * The numbers and fixed values of the spec (/work/shared/spec/casino-spec.md, sections 1-9) that code reads: the
 * rules and machines of this package, the app (polling, translation loading, error reporting, images, locales) and
 * the server (deposit and limit bounds, file size, seed data). Each is read by code, not only by tests:
 * scripts/check-constants.mjs fails otherwise.
 *
 * The spec's layout numbers are not here: the panel widths (450 px on the landing page, 550 px elsewhere), the
 * 500 ms panel transition and the avatars' 4-column grid are design tokens and classes of packages/ui, which may not
 * import this package.
 */

// Currency and money (section 9)
export const CURRENCY = 'EUR' as const;
export const MONEY_DECIMALS = 2;

// Deposit (sections 5 and 9)
export const DEPOSIT_MIN_DEFAULT = 10;
export const DEPOSIT_MAX_DEFAULT = 100000;
export const DEPOSIT_INPUT_MAX_LENGTH = 6;
export const LAST_DEPOSIT_DEFAULT = 49;
/** Preset buttons by the last successful deposit amount: the first tier whose `from` the amount reaches… */
export const DEPOSIT_PRESET_TIERS: readonly { readonly from: number; readonly presets: readonly number[] }[] = [
  { from: 100, presets: [150, 200, 300] },
  { from: 50, presets: [100, 150, 200] },
  { from: 25, presets: [50, 100, 200] },
];
/** …or these below the lowest tier. */
export const DEPOSIT_PRESETS_BASE: readonly number[] = [25, 50, 100];

// Loss limits and cool-off (sections 3, 4, 5 and 9)
export const LIMIT_MIN_DEFAULT = 10;
export const LIMIT_MAX_DEFAULT = 100000;
export const LIMIT_AUTO_RENEW_DEFAULT = true;
export const DEFAULT_DAILY_LIMIT = 0;
export const DEFAULT_WEEKLY_LIMIT = 1000;
export const DEFAULT_MONTHLY_LIMIT = 2000;
export const DEFAULT_COOL_OFF = false;
export const COOL_OFF_DAYS = [1, 3, 7] as const;
/** The panic button's break (an extension after Germany's GlüStV 2021): one press, no question, 24 hours. */
export const PANIC_BREAK_HOURS = 24;
/** The spending overview's periods (an extension): the last 1, 7, 30 and 365 days, and its chart's days. */
export const SPENDING_PERIOD_DAYS = [1, 7, 30, 365] as const;
export const SPENDING_CHART_DAYS = 30;
/**
 * The reality check's intervals a player picks from, in minutes (0 = off). The spec names none; the server takes 0 to
 * 1,440. A quarter, a half and a whole hour are the choices the reminders of other regulated casinos offer.
 */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;

// Accounts and contact data (sections 3 and 5)
export const PASSWORD_MIN_LENGTH = 6;
/** How long an activation link stays valid, in days (the server's code lifetime, the texts that name it). */
export const ACTIVATION_LINK_DAYS = 7;
export const PASSWORD_SYMBOLS = ".!#$%&'*+/=?^_`{|}~-";
export const PHONE_MAX_LENGTH = 16;
export const PHONE_MIN_DIGITS = 3;
export const PHONE_MAX_DIGITS = 15;
export const DIAL_CODE_FIN = '+358';
export const DIAL_CODE_EST = '+372';
/** Registration age: 18 in Finland, 21 in Estonia (casino). */
export const MIN_AGE_FIN = 18;
export const MIN_AGE_EST = 21;

// Documents (section 5)
export const FILE_MAX_BYTES = 2097152;
export const DOCUMENT_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg'] as const;
export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

// Customer support (the contract's extension POST /player/support/message; section 1 names the form, no numbers)
/** The support form's longest subject and message, in Unicode code points (as the contract's maxLength counts). */
export const SUPPORT_SUBJECT_MAX_LENGTH = 120;
export const SUPPORT_MESSAGE_MAX_LENGTH = 5000;

// Search (sections 4 and 9)
export const SEARCH_DEBOUNCE_MS = 900;
export const SEARCH_MIN_KEYWORD = 3;
export const SEARCH_REFOCUS_MS = 200;
export const SEARCH_BLUR_CLOSE_MS = 200;

// Content, labels and prompts (sections 4 and 9)
export const DAY_MS = 86_400_000;
export const MINUTE_MS = 60_000;
export const MARKETING_PROMPT_DAYS = 30;
export const NEW_GAME_DAYS = 14;
export const READING_WPM = 200;
export const READING_MIN_MINUTES = 1;
export const AFFILIATE_COOKIE_SECONDS = 604800;
export const AFFILIATE_IDS = [12, 2, 28, 31, 3, 44, 23, 7, 13, 62, 63] as const;
export const AFFILIATE_FALLBACK_ID = 1;

// Timings of notices, panels and the loading screen (sections 2, 4 and 9)
export const NOTICE_MS = 5000;
export const PANEL_RESET_MS = 500;
export const MOBILE_CLOSE_MS = 100;
export const LOADING_FADE_DELAY_MS = 1000;
export const LOADING_FADE_MS = 500;
export const SESSION_TIMER_TICK_MS = 1000;

/**
 * The built-in slot's shortest real-money game cycle, from the press of spin to the result shown (the UKGC's online
 * slot design rules: at least 2.5 s); the spin button stays unavailable meanwhile. Play money may spin faster.
 */
export const SLOT_MIN_CYCLE_MS = 2500;

// Polling (sections 4 and 9). The contract has no reality-check read to poll: its reminder runs on its own timer.
export const LIMITS_POLL_MS = 5000;
export const FREE_SPINS_POLL_MS = 10000;
export const BALANCE_POLL_MS = 10000;
export const RECENT_GAMES_POLL_MS = 60000;
export const FAVOURITE_GAMES_POLL_MS = 60000;
export const JACKPOTS_POLL_MS = 20000;
export const MAINTENANCE_POLL_MS = 60000;
/** Not in the spec: the withdrawals list reloads this often while one on it is still under way (its steps move on). */
export const WITHDRAWAL_STEPS_POLL_MS = 10000;

// Lists, paging and badges (sections 4, 7 and 9)
export const FREE_SPIN_PAGE_SIZE = 10;
export const FIRST_PAGE = 1;
export const BADGE_MIN = 1;
/** After login the player goes to the limits page while the activity count is at most this. */
export const FIRST_LOGIN_ACTIVITY_MAX = 1;

// Session (section 4, Logged out)
/** What the query cache drops when the player becomes logged out; bonusGameRewards is kept. */
export const LOGGED_OUT_CLEARED = [
  'balance',
  'player',
  'limits',
  'trueLimits',
  'loyalty',
  'deposits',
  'freeSpins',
  'campaigns',
  'bonusWheelSpins',
] as const;

// Profile and layout (sections 2, 3 and 9)
export const AVATAR_DEFAULT = 1;
export const AVATAR_COUNTS = [12, 29] as const;
export const MAINTENANCE_LOGO_WIDTH = 200;
export const MAINTENANCE_LOGO_HEIGHT = 57;

// Locales (sections 1 and 9)
export const LOCALES = ['fi', 'en', 'et'] as const;
export const DEFAULT_LOCALE = 'fi';

// Images (sections 7 and 9)
export const IMAGE_WIDTH_MIN = 640;
export const IMAGE_WIDTH_MAX = 3840;
export const IMAGE_QUALITY_DEFAULT = 75;

// Translation loading (section 9)
export const I18N_MAX_PARALLEL_READS = 10;
export const I18N_MAX_RETRIES = 5;
export const I18N_RETRY_DELAY_MS = 350;
export const I18N_MAX_REPLACES = 1000;

// Error reporting and answers (sections 7 and 9)
export const ERROR_TRACE_SAMPLE_RATE = 0.1;
export const DEFAULT_ERROR_MESSAGE = 'Unexpected error';
