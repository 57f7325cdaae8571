import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppSplash } from './layouts/app-splash';
import { RootLayout } from './layouts/root-layout';
import { RootRouteError, RouteError } from './layouts/route-error';

/** The spec's route table (section 2); every page is loaded on demand. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: AppSplash,
    ErrorBoundary: RootRouteError,
    children: [
      {
        // The under-construction page alone, as maintenance shows it: outside the session
        // layout, so no welcome step or account check stands in front of it.
        path: '__uc',
        ErrorBoundary: RouteError,
        lazy: () =>
          import('./routes/under-construction').then((module) => ({
            Component: module.UnderConstructionRoute,
          })),
      },
      {
        // Page errors render inside the layout, so header and footer stay usable.
        ErrorBoundary: RouteError,
        // Asks who is signed in and shows only the welcome page while the account has steps left.
        lazy: () =>
          import('./layouts/session-layout').then((module) => ({
            Component: module.SessionLayout,
          })),
        children: [
          {
            index: true,
            lazy: () => import('./routes/home').then((module) => ({ Component: module.HomeRoute })),
          },
          {
            path: 'about',
            children: [
              {
                index: true,
                lazy: () =>
                  import('../features/content/components/about-page').then((module) => ({
                    Component: module.AboutPage,
                  })),
              },
              {
                path: 'pos',
                lazy: () =>
                  import('../features/content/components/about-pos-page').then((module) => ({
                    Component: module.AboutPosPage,
                  })),
              },
              {
                path: 'api',
                lazy: () =>
                  import('../features/content/components/about-api-page').then((module) => ({
                    Component: module.AboutApiPage,
                  })),
              },
            ],
          },
          {
            path: 'terms',
            lazy: () =>
              import('./routes/terms').then((module) => ({ Component: module.TermsRoute })),
          },
          {
            path: 'privacy',
            lazy: () =>
              import('./routes/privacy').then((module) => ({ Component: module.PrivacyRoute })),
          },
          {
            path: 'contactus',
            lazy: () =>
              import('./routes/contact').then((module) => ({ Component: module.ContactRoute })),
          },
          {
            // Paths match case-insensitively, so /careers works as well.
            path: 'Careers',
            lazy: () =>
              import('./routes/careers').then((module) => ({ Component: module.CareersRoute })),
          },
          {
            path: 'login',
            lazy: () =>
              import('../features/account/components/login-page').then((module) => ({
                Component: module.LoginPage,
              })),
          },
          {
            path: 'register',
            lazy: () =>
              import('../features/account/components/register-page').then((module) => ({
                Component: module.RegisterPage,
              })),
          },
          {
            path: 'register/verify',
            lazy: () =>
              import('../features/account/components/register-verify-page').then((module) => ({
                Component: module.RegisterVerifyPage,
              })),
          },
          {
            // The links mailed for an e-mail change; they work signed in or out.
            path: 'account/email',
            children: [
              {
                path: 'confirm',
                lazy: () =>
                  import('./routes/email-change-confirm').then((module) => ({
                    Component: module.EmailChangeConfirmRoute,
                  })),
              },
              {
                path: 'undo',
                lazy: () =>
                  import('./routes/email-change-undo').then((module) => ({
                    Component: module.EmailChangeUndoRoute,
                  })),
              },
            ],
          },
          {
            path: 'login/link',
            lazy: () =>
              import('../features/account/components/sign-in-link-page').then((module) => ({
                Component: module.SignInLinkPage,
              })),
          },
          {
            path: 'forgot-password',
            lazy: () =>
              import('../features/account/components/forgot-password-page').then((module) => ({
                Component: module.ForgotPasswordPage,
              })),
          },
          {
            path: 'reset-password',
            lazy: () =>
              import('../features/account/components/reset-password-page').then((module) => ({
                Component: module.ResetPasswordPage,
              })),
          },
          {
            path: 'products',
            lazy: () =>
              import('./routes/products').then((module) => ({ Component: module.ProductsRoute })),
          },
          {
            path: 'dashboard',
            lazy: () =>
              import('./layouts/dashboard-layout').then((module) => ({
                Component: module.DashboardLayout,
              })),
            children: [
              {
                index: true,
                lazy: () =>
                  import('./routes/dashboard-overview').then((module) => ({
                    Component: module.DashboardOverviewRoute,
                  })),
              },
              {
                path: 'purchases',
                lazy: () =>
                  import('./routes/purchases').then((module) => ({
                    Component: module.PurchasesRoute,
                  })),
              },
              {
                path: 'favorites',
                lazy: () =>
                  import('./routes/favorites').then((module) => ({
                    Component: module.FavoritesRoute,
                  })),
              },
              {
                path: 'achievements',
                lazy: () =>
                  import('./routes/achievements').then((module) => ({
                    Component: module.AchievementsRoute,
                  })),
              },
              {
                path: 'referrals',
                lazy: () =>
                  import('./routes/referrals').then((module) => ({
                    Component: module.ReferralsRoute,
                  })),
              },
              {
                path: 'user-settings',
                lazy: () =>
                  import('./routes/user-settings').then((module) => ({
                    Component: module.UserSettingsRoute,
                  })),
              },
              {
                path: 'security',
                lazy: () =>
                  import('../features/account/components/security-page').then((module) => ({
                    Component: module.SecurityPage,
                  })),
              },
            ],
          },
          {
            path: 'cart',
            children: [
              {
                index: true,
                lazy: () =>
                  import('./routes/cart').then((module) => ({ Component: module.CartRoute })),
              },
              {
                // Guests are sent to sign in first, and come back here afterwards.
                path: 'payment',
                lazy: () =>
                  import('./routes/cart').then((module) => ({
                    Component: module.CartPaymentGate,
                  })),
                children: [
                  {
                    index: true,
                    lazy: () =>
                      import('./routes/payment').then((module) => ({
                        Component: module.PaymentRoute,
                      })),
                  },
                  {
                    // PAYMENT_RETURN_PATH: where the payment provider sends the browser back.
                    path: 'complete',
                    lazy: () =>
                      import('./routes/payment').then((module) => ({
                        Component: module.PaymentCompleteRoute,
                      })),
                  },
                ],
              },
            ],
          },
          {
            path: 'game/:categoryId/:platformName/:productName',
            lazy: () =>
              import('./routes/product-page').then((module) => ({
                Component: module.GamePageRoute,
              })),
          },
          {
            path: 'dlc/:categoryId/:platformName/:productName',
            lazy: () =>
              import('./routes/product-page').then((module) => ({
                Component: module.DlcPageRoute,
              })),
          },
          {
            path: 'gift-card/:categoryId/:platformName/:productName/:editionName',
            lazy: () =>
              import('./routes/product-page').then((module) => ({
                Component: module.GiftCardPageRoute,
              })),
          },
          {
            path: 'subscription/:categoryId/:platformName/:productName/:editionName',
            lazy: () =>
              import('./routes/product-page').then((module) => ({
                Component: module.SubscriptionPageRoute,
              })),
          },
          {
            path: '*',
            lazy: () =>
              import('./routes/not-found').then((module) => ({ Component: module.NotFoundRoute })),
          },
        ],
      },
    ],
  },
  {
    // The mailed invitation to the staff: open without a staff session.
    path: 'admin/invite',
    HydrateFallback: AppSplash,
    ErrorBoundary: RootRouteError,
    lazy: () =>
      import('../features/admin/staff/invite-page').then((module) => ({
        Component: module.InvitePage,
      })),
  },
  {
    // The back office: its own frame beside the store's, so no store gate (maintenance,
    // welcome), header, cart or help applies, and none of its code is in the store's pages.
    path: 'admin',
    HydrateFallback: AppSplash,
    ErrorBoundary: RootRouteError,
    lazy: () =>
      import('../features/admin/admin-layout').then((module) => ({
        Component: module.AdminLayout,
      })),
    // The areas route themselves (features/admin/admin-routes.tsx), each a lazy page; /admin
    // itself opens the first one the member's role may see.
    children: [{ index: true }, { path: '*' }].map((match) => ({
      ...match,
      ErrorBoundary: RouteError,
      lazy: () =>
        import('../features/admin/admin-areas').then((module) => ({
          Component: module.AdminAreas,
        })),
    })),
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
