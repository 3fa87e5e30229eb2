import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type ComponentProps, type ReactNode } from 'react';

import { cn } from '../../lib/cn';

export const formSectionVariants = cva('grid min-w-0 gap-4', {
  variants: {
    columns: {
      1: '',
      /** Two fields side by side from sm up (first and last name, zip code and city); one column on a phone. */
      2: 'sm:grid-cols-2',
    },
  },
  defaultVariants: { columns: 1 },
});

export type FormSectionProps = Omit<ComponentProps<'fieldset'>, 'title'> &
  VariantProps<typeof formSectionVariants> & {
    /** The group's name (its legend), already translated. */
    title: ReactNode;
    /** A line under the title, read with the group. */
    description?: ReactNode;
  };

/**
 * A group of a form's fields under a title, framed like a Card: a fieldset and its legend, so that a screen reader
 * names the group with each field in it. With `columns={2}` the fields stand two side by side from sm up; a field
 * spans both with `className="sm:col-span-2"`.
 */
export function FormSection({ title, description, columns, className, children, ...props }: FormSectionProps) {
  const descriptionId = useId();
  return (
    <fieldset
      data-slot="form-section"
      aria-describedby={description ? descriptionId : undefined}
      className={cn(
        'flex min-w-0 flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4 text-fg sm:p-6',
        className,
      )}
      {...props}
    >
      {/* Floated, the legend lays out as a block inside the frame instead of on its border. */}
      <legend
        data-slot="form-section-title"
        className="float-left w-full text-lg font-semibold wrap-break-word hyphens-auto"
      >
        {title}
      </legend>
      {description && (
        <p
          data-slot="form-section-description"
          id={descriptionId}
          className="-mt-3 text-sm wrap-break-word text-fg-muted"
        >
          {description}
        </p>
      )}
      <div data-slot="form-section-content" className={formSectionVariants({ columns })}>
        {children}
      </div>
    </fieldset>
  );
}
