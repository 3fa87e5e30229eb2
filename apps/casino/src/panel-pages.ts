import type { PanelPage } from '@casino/flows';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PanelPageProps } from './shared/profile-panel/panel-page';

type PageComponent = ComponentType<PanelPageProps>;
type Loader = () => Promise<PageComponent>;

const profile: Loader = () => import('./features/account/profile-page').then((page) => page.ProfilePage);
const transactions = () => import('./features/transactions/transaction-panel-pages');
const documents = () => import('./features/documents/document-panel-pages');

/**
 * The page of each id of the profile panel (spec 2.5), from the feature that owns it; a new panel page adds its row
 * here, as a new route does in routes.ts. The phone's side sheet opens on main-page, the desktop dropdown on profile:
 * one landing page, so one component (moving across the breakpoint with the panel open shows it at once).
 */
const loaders: Record<PanelPage, Loader> = {
  'main-page': profile,
  profile,
  settings: () => import('./features/account/settings-page').then((page) => page.SettingsPage),
  user: () => import('./features/account/user-page').then((page) => page.UserPage),
  avatar: () => import('./features/account/avatar-page').then((page) => page.AvatarPage),
  marketing: () => import('./features/account/marketing-page').then((page) => page.MarketingPage),
  phone: () => import('./features/account/phone-page').then((page) => page.PhonePage),
  verification: () => import('./features/account/verification-page').then((page) => page.VerificationPage),
  close: () => import('./features/account/close-page').then((page) => page.CloseAccountPage),
  campaigns: () => import('./features/bonuses/campaigns').then((page) => page.Campaigns),
  transactions: () => transactions().then((pages) => pages.TransactionsPanelPage),
  deposits: () => transactions().then((pages) => pages.DepositsPanelPage),
  withdraws: () => transactions().then((pages) => pages.WithdrawsPanelPage),
  'game-actions': () => transactions().then((pages) => pages.GameActionsPanelPage),
  'pending-withdraws': () => transactions().then((pages) => pages.PendingWithdrawsPanelPage),
  documents: () => documents().then((pages) => pages.DocumentsPanelPage),
  'upload-documents': () => documents().then((pages) => pages.UploadDocumentsPanelPage),
  deposit: () => import('./features/deposit/deposit-page').then((page) => page.DepositPage),
  withdraw: () => import('./features/withdraw/withdraw-page').then((page) => page.WithdrawPage),
  'customer-support': () => import('./features/support/customer-support-page').then((page) => page.CustomerSupportPage),
  'responsible-gaming': () =>
    import('./features/responsible-gaming/responsible-gaming-page').then((page) => page.ResponsibleGamingPage),
  spending: () => import('./features/spending/spending-page').then((page) => page.SpendingPage),
};

/** One lazy component per loader, made once at load: the shell's lookup creates none. */
const components = new Map<Loader, LazyExoticComponent<PageComponent>>();
for (const load of Object.values(loaders))
  if (!components.has(load))
    components.set(
      load,
      lazy(() => load().then((component) => ({ default: component }))),
    );

/** A page's component, loaded when it first renders (React.lazy). */
export const panelPageComponent = (page: PanelPage): LazyExoticComponent<PageComponent> =>
  components.get(loaders[page])!;

/** Starts loading pages before they are opened (the landing pages, when the browser is idle after login). */
export function preloadPanelPages(pages: readonly PanelPage[]) {
  for (const page of pages) void loaders[page]();
}
