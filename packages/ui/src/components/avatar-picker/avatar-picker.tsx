import { CircleCheck } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useId, type ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import { Button } from '../button/button';

export type AvatarOption = { id: string; src: string; label: string };

export type AvatarPickerProps = Omit<ComponentProps<'div'>, 'onChange'> & {
  /** The group's label, e.g. "Valitse avatar". */
  label: string;
  /** 12 or 29 pictures, by brand. */
  avatars: AvatarOption[];
  value: string;
  onValueChange: (id: string) => void;
  saveLabel: string;
  onSave: () => void;
  saving?: boolean;
  /** The saved confirmation; while set, an overlay covers the grid (the app hides it after 5 s). */
  confirmation?: string;
};

/** The avatar page: a 4-column grid of pictures (one radio group), a save button and a confirmation overlay. */
export function AvatarPicker({
  label,
  avatars,
  value,
  onValueChange,
  saveLabel,
  onSave,
  saving = false,
  confirmation,
  className,
  ...props
}: AvatarPickerProps) {
  const labelId = useId();
  return (
    <div data-slot="avatar-picker" className={cn('relative flex flex-col gap-4', className)} {...props}>
      <p id={labelId} className="text-sm font-semibold wrap-break-word">
        {label}
      </p>
      <RadioGroup.Root
        data-slot="avatar-picker-grid"
        aria-labelledby={labelId}
        value={value}
        onValueChange={onValueChange}
        className="grid grid-cols-4 gap-3"
      >
        {avatars.map((avatar) => (
          <RadioGroup.Item
            key={avatar.id}
            value={avatar.id}
            aria-label={avatar.label}
            data-slot="avatar-picker-option"
            className="relative aspect-square rounded-full border-2 border-transparent transition-shadow duration-fast hover:border-border-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus data-[state=checked]:border-accent data-[state=checked]:shadow-glow"
          >
            {/* Lazy: an eager picture holds back React's commit until it has decoded (React 19 suspensey images),
                and 29 of them held the whole page of a panel behind its loading state on a slow phone. */}
            <img src={avatar.src} alt="" loading="lazy" className="size-full rounded-full object-cover" />
            <RadioGroup.Indicator
              data-slot="avatar-picker-check"
              className="absolute right-0 bottom-0 rounded-full bg-accent text-accent-fg"
            >
              <CircleCheck aria-hidden="true" className="size-5" />
            </RadioGroup.Indicator>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      <Button data-slot="avatar-picker-save" onClick={onSave} loading={saving} className="self-start">
        {saveLabel}
      </Button>
      <div role="status" data-slot="avatar-picker-status" className={cn(!confirmation && 'sr-only')}>
        {confirmation && (
          <div
            data-slot="avatar-picker-confirmation"
            className="absolute inset-0 z-10 rounded-lg bg-backdrop backdrop-blur-sm"
          >
            {/* Sticky, so that the message stays in view in a scrolling panel however tall the grid (29 pictures). */}
            <div className="sticky top-[max(1.5rem,calc(50%-4rem))] flex flex-col items-center gap-3 p-6 text-center">
              <CircleCheck aria-hidden="true" className="size-12 text-success-text" />
              <p className="text-lg font-semibold wrap-break-word">{confirmation}</p>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
