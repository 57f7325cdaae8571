import type { StaffRole } from '@store/shared/schemas/staff';
import {
  HandCoins,
  History,
  Inbox,
  KeyRound,
  LayoutDashboard,
  MonitorSmartphone,
  Package,
  Receipt,
  Settings,
  ShieldAlert,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { roleAdmits } from './admin-api';
import type { AdminTexts } from './locales/en';

/** An area's name in the navigation: a key under `nav` of the back office's texts. */
export type AdminNavKey = keyof AdminTexts['nav'];

/** One area of the back office: a page under /admin, shown to the roles it names. */
export interface AdminArea {
  /** The path under /admin, without slashes; the page may route its own sub-paths below it. */
  path: string;
  /** The roles that see the area (an admin sees every area, as on the server). */
  roles: readonly StaffRole[];
  /** Its name in the navigation and the page title. */
  labelKey: AdminNavKey;
  icon: LucideIcon;
  /** The page's code, fetched when the area is first opened. */
  lazy: () => Promise<{ Component: ComponentType }>;
}

/** The back office's areas in navigation order; `/admin` opens the first one a role may see. */
export const ADMIN_AREAS: AdminArea[] = [
  {
    path: 'dashboard',
    roles: ['admin', 'catalogue', 'support', 'finance'],
    labelKey: 'dashboard',
    icon: LayoutDashboard,
    lazy: () =>
      import('./dashboard/dashboard-page').then((module) => ({
        Component: module.DashboardPage,
      })),
  },
  {
    path: 'support',
    roles: ['support'],
    labelKey: 'support',
    icon: Inbox,
    lazy: () =>
      import('./support/support-page').then((module) => ({ Component: module.SupportPage })),
  },
  {
    path: 'review',
    roles: ['support'],
    labelKey: 'review',
    icon: ShieldAlert,
    lazy: () => import('./orders/review-page').then((module) => ({ Component: module.ReviewPage })),
  },
  {
    path: 'orders',
    roles: ['support', 'finance'],
    labelKey: 'orders',
    icon: Receipt,
    lazy: () => import('./orders/orders-page').then((module) => ({ Component: module.OrdersPage })),
  },
  {
    path: 'customers',
    roles: ['support', 'finance'],
    labelKey: 'customers',
    icon: Users,
    lazy: () =>
      import('./customers/customers-page').then((module) => ({
        Component: module.CustomersPage,
      })),
  },
  {
    path: 'catalogue',
    roles: ['catalogue'],
    labelKey: 'catalogue',
    icon: Package,
    lazy: () =>
      import('./catalogue/catalogue-page').then((module) => ({ Component: module.CataloguePage })),
  },
  {
    path: 'keys',
    roles: ['catalogue'],
    labelKey: 'keys',
    icon: KeyRound,
    lazy: () => import('./keys/keys-page').then((module) => ({ Component: module.KeysPage })),
  },
  {
    path: 'referral-payouts',
    roles: ['finance'],
    labelKey: 'referralPayouts',
    icon: HandCoins,
    lazy: () =>
      import('./referral-payouts/payouts-page').then((module) => ({
        Component: module.PayoutsPage,
      })),
  },
  {
    path: 'staff',
    roles: ['admin'],
    labelKey: 'staff',
    icon: UserCog,
    lazy: () => import('./staff/staff-page').then((module) => ({ Component: module.StaffPage })),
  },
  {
    path: 'settings',
    roles: ['admin'],
    labelKey: 'settings',
    icon: Settings,
    lazy: () =>
      import('./settings/settings-page').then((module) => ({ Component: module.SettingsPage })),
  },
  {
    path: 'audit',
    roles: ['admin'],
    labelKey: 'audit',
    icon: History,
    lazy: () => import('./audit/audit-page').then((module) => ({ Component: module.AuditPage })),
  },
  // areas: add new entries above this line
  {
    path: 'sessions',
    roles: ['admin', 'catalogue', 'support', 'finance'],
    labelKey: 'sessions',
    icon: MonitorSmartphone,
    lazy: () =>
      import('./sessions/sessions-page').then((module) => ({ Component: module.SessionsPage })),
  },
];

/** The areas a role may see, in navigation order. */
export function areasFor(role: StaffRole, areas: readonly AdminArea[] = ADMIN_AREAS): AdminArea[] {
  return areas.filter((area) => roleAdmits(role, area.roles));
}
