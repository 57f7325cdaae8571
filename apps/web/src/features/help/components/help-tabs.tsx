import clsx from 'clsx';
import { CircleHelp, History, House, type LucideIcon } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import type { HelpContent } from '../content/types';

export const HELP_TABS = ['home', 'history', 'help'] as const;
export type HelpTab = (typeof HELP_TABS)[number];

const TAB_ICONS: Record<HelpTab, LucideIcon> = { home: House, history: History, help: CircleHelp };

interface HelpTabsProps {
  labels: HelpContent['ui'];
  selected: HelpTab;
  /** Id prefix shared with the tab panel, which is labelled by the selected tab. */
  idPrefix: string;
  onSelect: (tab: HelpTab) => void;
}

export function tabId(idPrefix: string, tab: HelpTab) {
  return `${idPrefix}-tab-${tab}`;
}

export function tabPanelId(idPrefix: string) {
  return `${idPrefix}-panel`;
}

/** The widget's tablist: arrow keys, Home and End move between tabs and select them. */
export function HelpTabs({ labels, selected, idPrefix, onSelect }: HelpTabsProps) {
  const buttons = useRef<Partial<Record<HelpTab, HTMLButtonElement | null>>>({});

  const handleKeyDown = (event: KeyboardEvent) => {
    const index = HELP_TABS.indexOf(selected);
    const last = HELP_TABS.length - 1;
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
        next = index === last ? 0 : index + 1;
        break;
      case 'ArrowLeft':
        next = index === 0 ? last : index - 1;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = last;
        break;
      default:
        return;
    }
    event.preventDefault();
    const tab = HELP_TABS[next];
    if (!tab) return;
    onSelect(tab);
    buttons.current[tab]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={labels.sections}
      onKeyDown={handleKeyDown}
      className="grid grid-cols-3 border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950"
    >
      {HELP_TABS.map((tab) => {
        const Icon = TAB_ICONS[tab];
        const isSelected = tab === selected;
        return (
          <button
            key={tab}
            ref={(element) => {
              buttons.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab)}
            aria-selected={isSelected}
            aria-controls={isSelected ? tabPanelId(idPrefix) : undefined}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => {
              onSelect(tab);
            }}
            className={clsx(
              'flex flex-col items-center gap-1 py-2.5 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
              isSelected
                ? 'text-brand-600 dark:text-brand-300'
                : 'text-slate-500 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
            )}
          >
            <Icon aria-hidden="true" className="size-5" />
            {labels.tabs[tab]}
          </button>
        );
      })}
    </div>
  );
}
