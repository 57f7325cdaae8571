import type { HelpStepIcon } from '@store/shared/content/help/types';
import {
  Camera,
  ClipboardCheck,
  Copy,
  Eye,
  FileDown,
  Gamepad2,
  Globe,
  Hourglass,
  IdCard,
  KeyRound,
  LayoutDashboard,
  LifeBuoy,
  LogIn,
  Mail,
  Receipt,
  RefreshCw,
  SearchCheck,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';

// Listing the icons keeps the bundle to those the topics use (a lookup by any name would not);
// the shared topics name exactly these.
const STEP_ICONS = {
  Camera,
  ClipboardCheck,
  Copy,
  Eye,
  FileDown,
  Gamepad2,
  Globe,
  Hourglass,
  IdCard,
  KeyRound,
  LayoutDashboard,
  LifeBuoy,
  LogIn,
  Mail,
  Receipt,
  RefreshCw,
  SearchCheck,
  ShieldCheck,
} satisfies Record<HelpStepIcon, LucideIcon>;

/** The lucide icon names a help step may use. */
export type StepIconName = keyof typeof STEP_ICONS;

export function StepIcon({ name, className }: { name: StepIconName; className?: string }) {
  const Icon = STEP_ICONS[name];
  return <Icon aria-hidden="true" className={className} />;
}
