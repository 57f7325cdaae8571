import { registerTexts } from '../../lib/i18n';
import type { RecoveryTexts } from './locales/en';
import type { AccountEmailTexts } from './locales/email/en';
import type { AccountPagesTexts } from './locales/pages/en';

declare module '../../lib/i18n' {
  interface StoreTexts {
    account: AccountPagesTexts & { recovery: RecoveryTexts; accountEmail: AccountEmailTexts };
  }
}

// The account's pages, its recovery links and its e-mail changes: one namespace, three files.
registerTexts('account', {
  de: () =>
    Promise.all([
      import('./locales/pages/de'),
      import('./locales/de'),
      import('./locales/email/de'),
    ]).then(([pages, recovery, email]) => ({
      ...pages.accountPagesDe,
      recovery: recovery.recoveryDe,
      accountEmail: email.accountEmailDe,
    })),
  en: () =>
    Promise.all([
      import('./locales/pages/en'),
      import('./locales/en'),
      import('./locales/email/en'),
    ]).then(([pages, recovery, email]) => ({
      ...pages.accountPagesEn,
      recovery: recovery.recoveryEn,
      accountEmail: email.accountEmailEn,
    })),
  es: () =>
    Promise.all([
      import('./locales/pages/es'),
      import('./locales/es'),
      import('./locales/email/es'),
    ]).then(([pages, recovery, email]) => ({
      ...pages.accountPagesEs,
      recovery: recovery.recoveryEs,
      accountEmail: email.accountEmailEs,
    })),
  fr: () =>
    Promise.all([
      import('./locales/pages/fr'),
      import('./locales/fr'),
      import('./locales/email/fr'),
    ]).then(([pages, recovery, email]) => ({
      ...pages.accountPagesFr,
      recovery: recovery.recoveryFr,
      accountEmail: email.accountEmailFr,
    })),
  it: () =>
    Promise.all([
      import('./locales/pages/it'),
      import('./locales/it'),
      import('./locales/email/it'),
    ]).then(([pages, recovery, email]) => ({
      ...pages.accountPagesIt,
      recovery: recovery.recoveryIt,
      accountEmail: email.accountEmailIt,
    })),
});
