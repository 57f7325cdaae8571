import { registerTexts } from '../../lib/i18n';
import type { RecoveryTexts } from './locales/en';
import type { AccountEmailTexts } from './locales/email/en';
import type { IdentityCheckTexts } from './locales/identity/en';
import type { AccountPhoneTexts } from './locales/phone/en';
import type { LinkedAccountsTexts } from './locales/linked/en';
import type { AccountPagesTexts } from './locales/pages/en';

declare module '../../lib/i18n' {
  interface StoreTexts {
    account: AccountPagesTexts & {
      recovery: RecoveryTexts;
      accountEmail: AccountEmailTexts;
      identityCheck: IdentityCheckTexts;
      accountPhone: AccountPhoneTexts;
      linkedAccounts: LinkedAccountsTexts;
    };
  }
}

// The account's pages, its recovery links, its e-mail changes, its identity check, its mobile
// number and its linked accounts: one namespace, six files.
registerTexts('account', {
  de: () =>
    Promise.all([
      import('./locales/pages/de'),
      import('./locales/de'),
      import('./locales/email/de'),
      import('./locales/identity/de'),
      import('./locales/phone/de'),
      import('./locales/linked/de'),
    ]).then(([pages, recovery, email, identity, phone, linked]) => ({
      ...pages.accountPagesDe,
      recovery: recovery.recoveryDe,
      accountEmail: email.accountEmailDe,
      identityCheck: identity.identityCheckDe,
      accountPhone: phone.accountPhoneDe,
      linkedAccounts: linked.linkedAccountsDe,
    })),
  en: () =>
    Promise.all([
      import('./locales/pages/en'),
      import('./locales/en'),
      import('./locales/email/en'),
      import('./locales/identity/en'),
      import('./locales/phone/en'),
      import('./locales/linked/en'),
    ]).then(([pages, recovery, email, identity, phone, linked]) => ({
      ...pages.accountPagesEn,
      recovery: recovery.recoveryEn,
      accountEmail: email.accountEmailEn,
      identityCheck: identity.identityCheckEn,
      accountPhone: phone.accountPhoneEn,
      linkedAccounts: linked.linkedAccountsEn,
    })),
  es: () =>
    Promise.all([
      import('./locales/pages/es'),
      import('./locales/es'),
      import('./locales/email/es'),
      import('./locales/identity/es'),
      import('./locales/phone/es'),
      import('./locales/linked/es'),
    ]).then(([pages, recovery, email, identity, phone, linked]) => ({
      ...pages.accountPagesEs,
      recovery: recovery.recoveryEs,
      accountEmail: email.accountEmailEs,
      identityCheck: identity.identityCheckEs,
      accountPhone: phone.accountPhoneEs,
      linkedAccounts: linked.linkedAccountsEs,
    })),
  fr: () =>
    Promise.all([
      import('./locales/pages/fr'),
      import('./locales/fr'),
      import('./locales/email/fr'),
      import('./locales/identity/fr'),
      import('./locales/phone/fr'),
      import('./locales/linked/fr'),
    ]).then(([pages, recovery, email, identity, phone, linked]) => ({
      ...pages.accountPagesFr,
      recovery: recovery.recoveryFr,
      accountEmail: email.accountEmailFr,
      identityCheck: identity.identityCheckFr,
      accountPhone: phone.accountPhoneFr,
      linkedAccounts: linked.linkedAccountsFr,
    })),
  it: () =>
    Promise.all([
      import('./locales/pages/it'),
      import('./locales/it'),
      import('./locales/email/it'),
      import('./locales/identity/it'),
      import('./locales/phone/it'),
      import('./locales/linked/it'),
    ]).then(([pages, recovery, email, identity, phone, linked]) => ({
      ...pages.accountPagesIt,
      recovery: recovery.recoveryIt,
      accountEmail: email.accountEmailIt,
      identityCheck: identity.identityCheckIt,
      accountPhone: phone.accountPhoneIt,
      linkedAccounts: linked.linkedAccountsIt,
    })),
});
