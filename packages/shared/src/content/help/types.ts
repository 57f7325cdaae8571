import type { SearchableHelpTopic } from '../../rules/help-search';
import type { HelpTopicId } from '../../schemas/support';

/** The lucide icon names a help step may use; the web draws exactly these. */
export type HelpStepIcon =
  | 'Camera'
  | 'ClipboardCheck'
  | 'Copy'
  | 'Eye'
  | 'FileDown'
  | 'Gamepad2'
  | 'Globe'
  | 'Hourglass'
  | 'IdCard'
  | 'KeyRound'
  | 'LayoutDashboard'
  | 'LifeBuoy'
  | 'LogIn'
  | 'Mail'
  | 'Receipt'
  | 'RefreshCw'
  | 'SearchCheck'
  | 'ShieldCheck';

export interface HelpStep {
  icon: HelpStepIcon;
  title: string;
  description: string;
}

/** One of the help widget's five topics (spec section 2), in one language. */
export interface HelpTopic extends SearchableHelpTopic {
  id: HelpTopicId;
  steps: readonly HelpStep[];
  /** Shown under the steps when some cases need a person. */
  supportNote?: string;
  /** Frequently asked: shown with an FAQ badge. */
  isFaq: boolean;
}
