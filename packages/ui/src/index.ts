export { cn } from './lib/cn';
export { brands, type Brand } from './lib/brands';
export { formatEuro } from './lib/format-euro';
export { Button, buttonVariants, IconButton, type ButtonProps, type IconButtonProps } from './components/button/button';
export {
  Input,
  PasswordInput,
  inputVariants,
  type InputProps,
  type PasswordInputProps,
} from './components/input/input';
export { AmountInput, type AmountInputProps } from './components/amount-input/amount-input';
export { PhoneInput, type PhoneInputProps } from './components/phone-input/phone-input';
export { Select, type SelectOption, type SelectProps } from './components/select/select';
export { Checkbox, type CheckboxProps } from './components/checkbox/checkbox';
export {
  RadioGroup,
  RadioGroupItem,
  SegmentedControl,
  type RadioGroupItemProps,
  type RadioGroupProps,
  type SegmentedControlProps,
} from './components/radio-group/radio-group';
export { FormField, type FormFieldProps } from './components/form-field/form-field';
export { FormSection, formSectionVariants, type FormSectionProps } from './components/form-section/form-section';
export { FileDropzone, type FileDropzoneFile, type FileDropzoneProps } from './components/file-dropzone/file-dropzone';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
} from './components/dialog/dialog';
export {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
  type AlertDialogContentProps,
} from './components/alert-dialog/alert-dialog';
export { Sheet, SheetContent, SheetTrigger, type SheetContentProps } from './components/sheet/sheet';
export {
  DropdownPanel,
  DropdownPanelClose,
  DropdownPanelContent,
  DropdownPanelTrigger,
  type DropdownPanelContentProps,
} from './components/dropdown-panel/dropdown-panel';
export { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './components/accordion/accordion';
export {
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
  type CollapsibleTriggerProps,
} from './components/collapsible/collapsible';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './components/tabs/tabs';
export {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  cardVariants,
  type CardProps,
} from './components/card/card';
export {
  Page,
  PageHeader,
  pageVariants,
  Prose,
  type PageHeaderProps,
  type PageProps,
  type ProseProps,
} from './components/page/page';
export { Notice, type NoticeProps, type NoticeVariant } from './components/notice/notice';
export { Toast, ToastProvider, type ToastProps, type ToastProviderProps } from './components/toast/toast';
export {
  ServiceDisruptionBanner,
  type ServiceDisruptionBannerProps,
} from './components/service-disruption-banner/service-disruption-banner';
export { Spinner, type SpinnerProps } from './components/spinner/spinner';
export { Skeleton, type SkeletonProps } from './components/skeleton/skeleton';
export { ProgressBar, type ProgressBarProps } from './components/progress-bar/progress-bar';
export { Badge, type BadgeProps } from './components/badge/badge';
export { ErrorMessage, type ErrorMessageProps } from './components/error-message/error-message';
export type { LinkProps, RenderLink } from './lib/render-link';
export { TopBar, topBarLinkVariants, type NavItem, type TopBarProps } from './components/top-bar/top-bar';
export {
  MobileAccordionMenu,
  mobileMenuRowVariants,
  type MobileAccordionMenuProps,
} from './components/mobile-accordion-menu/mobile-accordion-menu';
export {
  BottomBar,
  BottomBarItem,
  bottomBarItemVariants,
  type BottomBarItemProps,
  type BottomBarProps,
} from './components/bottom-bar/bottom-bar';
export { MobileToolbar, type MobileToolbarProps } from './components/mobile-toolbar/mobile-toolbar';
export {
  LanguageSwitcher,
  type Language,
  type LanguageSwitcherProps,
} from './components/language-switcher/language-switcher';
export { Pagination, paginationButtonVariants, type PaginationProps } from './components/pagination/pagination';
export { PanelBackRow, type PanelBackRowProps } from './components/panel-back-row/panel-back-row';
export { GameCard, type GameCardProps } from './components/game-card/game-card';
export { GameFacts, type GameFactsProps, type GameVolatility } from './components/game-facts/game-facts';
export type { ResponsiveImage } from './lib/card-image';
export { GameFrame, type GameFrameError, type GameFrameProps } from './components/game-frame/game-frame';
export { GameGrid, type GameGridProps } from './components/game-grid/game-grid';
export { GameRail, type GameRailProps } from './components/game-grid/game-rail';
export { GameRailPlaceholder, type GameRailPlaceholderProps } from './components/game-grid/game-rail-placeholder';
export {
  ProviderCard,
  ProviderGrid,
  type ProviderCardProps,
  type ProviderGridProps,
} from './components/provider-card/provider-card';
export {
  SearchBox,
  type SearchBoxProps,
  type SearchGroup,
  type SearchResult,
  type SearchStatus,
} from './components/search-box/search-box';
export { ArticleCard, type ArticleCardProps } from './components/article-card/article-card';
export { AffiliateBanner, type AffiliateBannerProps } from './components/affiliate-banner/affiliate-banner';
export { JackpotTicker, type Jackpot, type JackpotTickerProps } from './components/jackpot-ticker/jackpot-ticker';
export { SessionTimer, type SessionTimerProps, type TimerPosition } from './components/session-timer/session-timer';
export {
  BalanceButton,
  GameOnButton,
  headerButtonVariants,
  type BalanceButtonProps,
  type GameOnButtonProps,
} from './components/balance-button/balance-button';
export { AvatarPicker, type AvatarOption, type AvatarPickerProps } from './components/avatar-picker/avatar-picker';
export { BonusWheel, type BonusWheelProps } from './components/bonus-wheel/bonus-wheel';
export {
  BonusGameBoard,
  type BonusGameBoardProps,
  type BonusGameProgress,
  type BonusGameRound,
  type BonusGameRoundStatus,
} from './components/bonus-game-board/bonus-game-board';
export { LoadingScreen, type LoadingScreenProps } from './components/loading-screen/loading-screen';
export { MaintenanceScreen, type MaintenanceScreenProps } from './components/maintenance-screen/maintenance-screen';
export {
  GameActionTable,
  MoneyTransactionTable,
  TransactionTable,
  type GameTransaction,
  type MoneyTransaction,
  type RowDetails,
  type TransactionColumn,
  type TransactionTableProps,
} from './components/transaction-table/transaction-table';
export {
  StepTracker,
  type StepState,
  type StepTrackerProps,
  type TrackedStep,
} from './components/step-tracker/step-tracker';
export { DepositForm, type DepositConsent, type DepositFormProps } from './components/deposit-form/deposit-form';
export { WithdrawForm, type WithdrawFormProps } from './components/withdraw-form/withdraw-form';
export { LimitCard, type LimitCardProps } from './components/limit-card/limit-card';
export { LimitForm, type LimitFormProps } from './components/limit-form/limit-form';
export { FreeSpinCard, type FreeSpinCardProps } from './components/free-spin-card/free-spin-card';
export { LoyaltyCard, loyaltyCardVariants, type LoyaltyCardProps } from './components/loyalty-card/loyalty-card';
export { CampaignCard, type CampaignCardProps } from './components/campaign-card/campaign-card';
export { DetailList, type Detail, type DetailListProps } from './components/detail-list/detail-list';
export {
  SpendingChart,
  type SpendingChartDay,
  type SpendingChartProps,
} from './components/spending-chart/spending-chart';
export {
  SpendingSummary,
  type SpendingPeriod,
  type SpendingSummaryProps,
} from './components/spending-summary/spending-summary';
export {
  PanelMenu,
  PanelMenuItem,
  panelMenuItemVariants,
  type PanelMenuItemProps,
  type PanelMenuProps,
} from './components/panel-menu/panel-menu';
export { PlayerSummary, type PlayerSummaryProps } from './components/player-summary/player-summary';
