import clsx from 'clsx';
import { CircleHelp, History, House, type LucideIcon } from 'lucide-react';
import { HELP_TABS, type HelpTab } from '../../../stores/help-widget';
import type { TabsApi } from '../../../ui/tabs';
import type { HelpContent } from '../content/types';

const TAB_ICONS: Record<HelpTab, LucideIcon> = { home: House, history: History, help: CircleHelp };

interface HelpTabsProps {
  labels: HelpContent['ui'];
  selected: HelpTab;
  tabs: TabsApi<HelpTab>;
}

/** The widget's tab list along its bottom edge, each tab an icon over its name. */
export function HelpTabs({ labels, selected, tabs }: HelpTabsProps) {
  return (
    <div
      {...tabs.listProps}
      aria-label={labels.sections}
      className="grid grid-cols-3 border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950"
    >
      {HELP_TABS.map((tab) => {
        const Icon = TAB_ICONS[tab];
        return (
          <button
            key={tab}
            {...tabs.tabProps(tab)}
            className={clsx(
              'flex flex-col items-center gap-1 py-2.5 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
              tab === selected
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
