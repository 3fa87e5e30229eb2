export { cn } from './lib/cn';
export { brands, type Brand } from './lib/brands';
export { Button, buttonVariants, type ButtonProps } from './components/button/button';
export { IconButton, type IconButtonProps } from './components/button/button';
export { Input, PasswordInput, inputVariants, type InputProps, type PasswordInputProps } from './components/input/input';
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
