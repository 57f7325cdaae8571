import type { StaffMember } from '@store/shared/schemas/staff';
import { Menu, ShieldAlert } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { buttonClasses } from '../../ui/button';
import { Drawer } from '../../ui/drawer';
import { LoadErrorPanel } from '../../ui/load-error-panel';
import { PageLoading } from '../../ui/page-loading';
import { StatePanel } from '../../ui/state-panel';
import { isStaffOnly, useSignInAgainOnExpiry, useStaffMe } from './admin-api';
import { areasFor } from './admin-routes';
import { AdminBrand } from './components/admin-brand';
import { AdminNav, MemberPanel } from './components/admin-nav';
import { useAdminT } from './hooks/use-admin-t';
import { SignInPage } from './sign-in/sign-in-page';

const MAIN_ID = 'admin-main';

/**
 * /admin: the back office, apart from the store's own frame. Without a staff session it shows
 * the sign-in; a customer's session is told the area is for staff; a member gets the areas
 * of their role beside the page.
 */
export function AdminLayout() {
  useSignInAgainOnExpiry();
  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
      {/* The back office's texts load with it; until then the page waits. */}
      <Suspense fallback={<PageLoading />}>
        <SkipLink />
        <AdminGate />
      </Suspense>
    </div>
  );
}

function SkipLink() {
  const { t } = useAdminT();
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only rounded-lg bg-brand-600 font-semibold text-white shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-2"
    >
      {t('skipToContent')}
    </a>
  );
}

function AdminGate() {
  const { t } = useAdminT();
  const me = useStaffMe();
  if (me.isPending) return <PageLoading />;
  if (me.isError) {
    if (isStaffOnly(me.error)) return <StaffOnly />;
    return (
      <SoloPage title={t('title')}>
        <LoadErrorPanel
          title={t('loadError.title')}
          description={t('loadError.description')}
          onRetry={() => void me.refetch()}
        />
      </SoloPage>
    );
  }
  if (!me.data) {
    return (
      <SoloPage title={t('signIn.title')}>
        <SignInPage />
      </SoloPage>
    );
  }
  return <AdminShell member={me.data} />;
}

/** A page without the navigation: sign-in and refusals. */
function SoloPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <main id={MAIN_ID} tabIndex={-1} className="px-4 py-10 focus:outline-none sm:py-16">
      <div className="mx-auto mb-8 flex max-w-md justify-center">
        <AdminBrand />
      </div>
      {children}
    </main>
  );
}

function StaffOnly() {
  const { t } = useAdminT();
  return (
    <SoloPage title={t('messages.staffOnly')}>
      <div className="mx-auto max-w-lg">
        <StatePanel
          icon={ShieldAlert}
          role="status"
          title={t('messages.staffOnly')}
          description={t('staffOnly.description')}
        >
          <Link to="/" className={buttonClasses()}>
            {t('toStore')}
          </Link>
        </StatePanel>
      </div>
    </SoloPage>
  );
}

function AdminShell({ member }: { member: StaffMember }) {
  const { t } = useAdminT();
  const areas = areasFor(member.role);
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  // A link followed from the phone menu closes it.
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 lg:hidden dark:border-slate-800 dark:bg-slate-900">
        <AdminBrand />
        <button
          type="button"
          aria-expanded={menuOpen}
          aria-controls="admin-menu"
          onClick={() => {
            setMenuOpen(true);
          }}
          className={buttonClasses({ variant: 'ghost', size: 'sm' })}
        >
          <Menu aria-hidden="true" className="size-5" />
          {t('menu')}
        </button>
      </header>
      <aside className="sticky top-0 hidden h-dvh flex-col border-r border-slate-200 bg-white lg:flex dark:border-slate-800 dark:bg-slate-900">
        <div className="flex h-20 items-center px-6">
          <AdminBrand />
        </div>
        <div className="flex-1 overflow-y-auto">
          <AdminNav areas={areas} />
        </div>
        <div className="border-t border-slate-200 p-4 dark:border-slate-800">
          <MemberPanel member={member} />
        </div>
      </aside>
      <Drawer
        id="admin-menu"
        open={menuOpen}
        onClose={() => {
          setMenuOpen(false);
        }}
        side="left"
        title={t('menu')}
        closeLabel={t('closeMenu')}
        footer={<MemberPanel member={member} />}
      >
        <AdminNav areas={areas} />
      </Drawer>
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="min-w-0 px-4 py-6 focus:outline-none sm:px-6 lg:px-10 lg:py-10"
      >
        <Outlet />
      </main>
    </div>
  );
}
