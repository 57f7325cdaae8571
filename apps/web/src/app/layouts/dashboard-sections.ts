import {
  Heart,
  LayoutDashboard,
  Lock,
  Receipt,
  Settings,
  Trophy,
  Users,
  type LucideIcon,
} from 'lucide-react';

export type DashboardSection =
  | 'overview'
  | 'purchases'
  | 'favorites'
  | 'achievements'
  | 'referrals'
  | 'userSettings'
  | 'security';

/** The dashboard's sections in the spec's order, for its navigation and the user menu. */
export const DASHBOARD_SECTIONS: readonly {
  key: DashboardSection;
  to: string;
  icon: LucideIcon;
}[] = [
  { key: 'overview', to: '/dashboard', icon: LayoutDashboard },
  { key: 'purchases', to: '/dashboard/purchases', icon: Receipt },
  { key: 'favorites', to: '/dashboard/favorites', icon: Heart },
  { key: 'achievements', to: '/dashboard/achievements', icon: Trophy },
  { key: 'referrals', to: '/dashboard/referrals', icon: Users },
  { key: 'userSettings', to: '/dashboard/user-settings', icon: Settings },
  { key: 'security', to: '/dashboard/security', icon: Lock },
];
