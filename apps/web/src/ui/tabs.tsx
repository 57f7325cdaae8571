import clsx from 'clsx';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface UseTabsOptions<Id extends string> {
  ids: readonly Id[];
  selected: Id;
  onSelect: (id: Id) => void;
}

/**
 * Tabs as the ARIA pattern has them, for any look: one tab stop, arrow keys (and Home, End)
 * move between tabs and select them at once, the panel is named by its tab. Spread the props
 * on the tab list, each tab and the one panel.
 */
export function useTabs<Id extends string>({ ids, selected, onSelect }: UseTabsOptions<Id>) {
  const baseId = useId();
  const buttons = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const handleKeyDown = (event: KeyboardEvent) => {
    const index = ids.indexOf(selected);
    const last = ids.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const target = next === undefined ? undefined : ids[next];
    if (target === undefined) return;
    event.preventDefault();
    onSelect(target);
    buttons.current.get(target)?.focus();
  };

  return {
    listProps: { role: 'tablist', onKeyDown: handleKeyDown } as const,
    tabProps: (id: Id) =>
      ({
        ref: (element: HTMLButtonElement | null) => {
          if (element) buttons.current.set(id, element);
          else buttons.current.delete(id);
        },
        id: tabId(id),
        type: 'button',
        role: 'tab',
        'aria-selected': id === selected,
        'aria-controls': id === selected ? panelId : undefined,
        tabIndex: id === selected ? 0 : -1,
        onClick: () => {
          onSelect(id);
        },
      }) as const,
    panelProps: { id: panelId, role: 'tabpanel', 'aria-labelledby': tabId(selected) } as const,
  };
}

/** What `useTabs` gives, for a component that draws the tab list of its caller. */
export type TabsApi<Id extends string> = ReturnType<typeof useTabs<Id>>;

interface TabsProps<Id extends string> {
  label: string;
  tabs: readonly { id: Id; label: string }[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** The selected tab's content. */
  children: ReactNode;
}

/** A row of underlined tabs above the selected tab's panel. */
export function Tabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: TabsProps<Id>) {
  const { listProps, tabProps, panelProps } = useTabs({
    ids: tabs.map((tab) => tab.id),
    selected,
    onSelect,
  });

  return (
    <div className="flex flex-col gap-5">
      <div
        {...listProps}
        aria-label={label}
        className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0 dark:border-slate-800"
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            {...tabProps(tab.id)}
            className={clsx(
              '-mb-px inline-flex h-11 shrink-0 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap transition-colors',
              tab.id === selected
                ? 'border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-300'
                : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div {...panelProps} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
