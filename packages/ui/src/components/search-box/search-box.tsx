import { LoaderCircle, Search } from 'lucide-react';
import { useId, useState, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';

import { cn } from '../../lib/cn';

export type SearchResult = {
  id: string;
  label: string;
  /** A second line: provider, date, … */
  description?: string;
  thumbnailSrc?: string;
};

/** One kind of result: games, providers, tags, content or articles. Empty groups are not shown. */
export type SearchGroup = { id: string; label: string; results: SearchResult[] };

/** `idle`: nothing asked yet (no panel); the others are the spec's searching / not found / results. */
export type SearchStatus = 'idle' | 'searching' | 'not-found' | 'results';

export type SearchBoxProps = Omit<ComponentProps<'div'>, 'onSelect'> & {
  /** The field's label (visually hidden; the placeholder is no label). */
  label: string;
  placeholder?: string;
  value: string;
  onValueChange: (value: string) => void;
  status: SearchStatus;
  groups: SearchGroup[];
  onSelect: (result: SearchResult, group: SearchGroup) => void;
  searchingText: string;
  notFoundText: string;
  /** Announced with the results, e.g. "12 tulosta". */
  resultsText?: string;
  /** The focus has left the search: its input and its filter (moving between the two is no blur). */
  onInputBlur?: () => void;
  /**
   * Controls that narrow the results (a volatility filter), at the top of the panel while it is open. A click there
   * leaves the focus in the input; Tab reaches them from it.
   */
  filter?: ReactNode;
  /** The field takes no keys, e.g. in the server's HTML until the app runs (keys typed then would be lost). */
  readOnly?: boolean;
};

/**
 * The site search: a combobox (ARIA 1.2) whose panel lists the results grouped by kind. Arrow keys move through
 * the results, Enter chooses one, Escape closes the panel. The debounce and the 3-character minimum live in the
 * flow; this shows the status it is given.
 */
export function SearchBox({
  label,
  placeholder,
  value,
  onValueChange,
  status,
  groups,
  onSelect,
  searchingText,
  notFoundText,
  resultsText,
  onInputBlur,
  filter,
  readOnly,
  className,
  ...props
}: SearchBoxProps) {
  const id = useId();
  const [activeIndex, setActiveIndex] = useState(-1);
  const [dismissed, setDismissed] = useState(false);

  const visibleGroups = status === 'results' ? groups.filter((group) => group.results.length > 0) : [];
  const options = visibleGroups.flatMap((group) => group.results.map((result) => ({ result, group })));
  const open = status !== 'idle' && !dismissed;
  const listOpen = open && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;
  const active = listOpen ? options[activeIndex] : undefined;

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setDismissed(true);
      setActiveIndex(-1);
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && options.length > 0) {
      event.preventDefault();
      setDismissed(false);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + options.length + (index < 0 && step < 0 ? 1 : 0)) % options.length);
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      onSelect(active.result, active.group);
    }
  }

  let message: string | undefined;
  if (status === 'searching') message = searchingText;
  else if (status === 'not-found' || (status === 'results' && options.length === 0)) message = notFoundText;
  else if (status === 'results') message = resultsText;

  let optionIndex = 0;
  return (
    <div
      data-slot="search-box"
      className={cn('relative w-full min-w-0', className)}
      {...props}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onInputBlur?.();
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-muted"
        />
        <input
          id={`${id}-input`}
          data-slot="search-box-input"
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={listOpen}
          aria-controls={listOpen ? `${id}-listbox` : undefined}
          aria-activedescendant={active ? optionId(activeIndex) : undefined}
          placeholder={placeholder}
          readOnly={readOnly}
          value={value}
          onChange={(event) => {
            setDismissed(false);
            setActiveIndex(-1);
            onValueChange(event.target.value);
          }}
          onKeyDown={handleKeyDown}
          className="min-h-10 w-full rounded-md border border-border-strong bg-surface-sunken py-2 pr-3 pl-9 text-sm text-fg placeholder:text-fg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        />
      </div>
      {/* The live region stays mounted so its changes are announced. */}
      <div
        data-slot="search-box-panel"
        hidden={!open}
        // From a tablet's width up, at least 24rem wide (under a narrow header field), growing to the right.
        className="absolute inset-x-0 top-full z-30 mt-2 max-h-[70vh] overflow-y-auto rounded-lg border border-border bg-surface-overlay p-2 shadow-overlay sm:right-auto sm:w-[max(100%,24rem)]"
      >
        {open && filter && (
          // A click chooses without taking the focus from the input, so the search stays open in every browser
          // (Safari focuses no button it clicks). The press goes no further: a radio group that saw it would take
          // the next Tab into it for a click and leave the focus on itself rather than on its chosen radio.
          <div
            data-slot="search-box-filter"
            className="px-2 pt-1 pb-2"
            onMouseDownCapture={(event) => {
              event.preventDefault();
              event.stopPropagation();
            }}
          >
            {filter}
          </div>
        )}
        <p
          role="status"
          data-slot="search-box-status"
          className={cn('flex items-center gap-2 px-2 py-2 text-sm text-fg-muted', listOpen && 'sr-only')}
        >
          {status === 'searching' && <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />}
          {open ? message : undefined}
        </p>
        {listOpen && (
          <div
            id={`${id}-listbox`}
            role="listbox"
            aria-label={label}
            data-slot="search-box-listbox"
            className="flex flex-col gap-2"
          >
            {visibleGroups.map((group) => (
              <div key={group.id} role="group" aria-labelledby={`${id}-group-${group.id}`} data-slot="search-box-group">
                <div
                  id={`${id}-group-${group.id}`}
                  role="presentation"
                  className="px-2 pt-1 pb-1 text-xs font-semibold tracking-wide text-fg-muted uppercase"
                >
                  {group.label}
                </div>
                {group.results.map((result) => {
                  const index = optionIndex++;
                  return (
                    // Options are chosen with the keyboard from the input (aria-activedescendant), so they take no focus.
                    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                    <div
                      key={result.id}
                      id={optionId(index)}
                      role="option"
                      tabIndex={-1}
                      aria-selected={index === activeIndex}
                      data-slot="search-box-option"
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseMove={() => setActiveIndex(index)}
                      onClick={() => onSelect(result, group)}
                      className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-sm aria-selected:bg-surface-hover aria-selected:outline-2 aria-selected:outline-focus"
                    >
                      {result.thumbnailSrc && (
                        <img src={result.thumbnailSrc} alt="" className="size-10 shrink-0 rounded-sm object-cover" />
                      )}
                      <span className="flex min-w-0 flex-col">
                        <span className="font-semibold wrap-break-word">{result.label}</span>
                        {result.description && (
                          <span className="text-xs wrap-break-word text-fg-muted">{result.description}</span>
                        )}
                      </span>
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
