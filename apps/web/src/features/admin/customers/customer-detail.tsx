import { currencyExponent, formatMoney } from '@store/shared/rules/money';
import {
  ADMIN_CUSTOMER_MESSAGES,
  type CustomerProfile,
} from '@store/shared/schemas/admin-customers';
import { ArrowLeft, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { keysByText } from '../../../lib/refusal-message';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Pager } from '../../../ui/pager';
import { StatePanel } from '../../../ui/state-panel';
import { roleAdmits, useStaffMember } from '../admin-api';
import { AdminPageHeader } from '../components/admin-page-header';
import { AdminTable } from '../components/admin-table';
import { QueryStates } from '../components/query-states';
import { useFormatDateTime } from '../hooks/use-format-date-time';
import { useAreaErrorText } from '../hooks/use-area-error-text';
import { CustomerIdentity } from './customer-identity';
import { Facts, Section } from './customer-section';
import { CustomerStatusBadges } from './customer-status';
import { customerLabel } from './customers-page';
import {
  useCustomer,
  useCustomerAction,
  useCustomerOrders,
  type CustomerAction,
} from './customers-api';
import { LockDialog } from './lock-dialog';
import { useCustomersT } from './use-customers-t';

const MESSAGE_KEYS = keysByText<keyof typeof ADMIN_CUSTOMER_MESSAGES>(ADMIN_CUSTOMER_MESSAGES);

/** The refusal of a customer action in the member's language. */
export function useCustomerErrorText(): (error: unknown) => string {
  const { t } = useCustomersT();
  return useAreaErrorText(MESSAGE_KEYS, t);
}

/** /admin/customers/:id: profile, status, orders and the actions the member's role allows. */
export function CustomerDetail() {
  const { id = '' } = useParams();
  const { t } = useCustomersT();
  const errorText = useCustomerErrorText();
  const customer = useCustomer(id);
  return (
    <>
      <Link
        to=".."
        relative="path"
        className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('detail.back')}
      </Link>
      <QueryStates
        query={customer}
        loadingTitle={t('detail.loading')}
        errorTitle={t('detail.loadError')}
        errorText={errorText}
      >
        {(profile) => (
          <>
            <AdminPageHeader
              title={customerLabel(profile, t('detail.number', { id: profile._id }))}
              intro={t('detail.number', { id: profile._id })}
            />
            <div className="grid gap-6 lg:grid-cols-2">
              <PersonalData profile={profile} />
              <AccountFacts profile={profile} />
              <CustomerActions profile={profile} />
              <CustomerIdentity id={profile._id} />
              <CustomerOrders id={profile._id} />
            </div>
          </>
        )}
      </QueryStates>
    </>
  );
}

/** What the role may see; the rest says it is hidden rather than empty. */
function PersonalData({ profile }: { profile: CustomerProfile }) {
  const { t } = useCustomersT();
  const shows = (datum: CustomerProfile['visibleData'][number]) =>
    profile.visibleData.includes(datum);
  const hidden = <span className="text-slate-500 italic dark:text-slate-400">{t('hidden')}</span>;
  const p = profile.personal;
  const value = (text: string | null | undefined) => text || t('detail.none');
  return (
    <Section title={t('detail.personal')}>
      <Facts
        rows={[
          [t('detail.fields.email'), shows('email') ? value(p.email) : hidden],
          [
            t('detail.fields.name'),
            shows('name') ? value([p.firstName, p.lastName].filter(Boolean).join(' ')) : hidden,
          ],
          [t('detail.fields.country'), shows('country') ? value(p.country) : hidden],
          [
            t('detail.fields.address'),
            shows('address')
              ? value(
                  [p.address, [p.zip, p.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
                )
              : hidden,
          ],
          [t('detail.fields.birthday'), shows('birthday') ? value(p.birthday) : hidden],
          [t('detail.fields.lastSignInIp'), shows('ip') ? value(p.lastSignInIp) : hidden],
        ]}
      />
    </Section>
  );
}

function AccountFacts({ profile }: { profile: CustomerProfile }) {
  const { t } = useCustomersT();
  const formatDateTime = useFormatDateTime();
  const { status, referrals } = profile;
  return (
    <Section title={t('detail.account')}>
      <div className="mb-3">
        <CustomerStatusBadges status={status} />
      </div>
      {status.locked && status.lockedAt ? (
        <Alert tone="error">
          {t('detail.lockedReason', {
            date: formatDateTime(status.lockedAt),
            reason: status.lockedReason ?? '',
          })}
        </Alert>
      ) : null}
      <Facts
        rows={[
          [
            t('detail.password'),
            status.hasPassword ? t('detail.hasPassword') : t('detail.noPassword'),
          ],
          [
            t('detail.level'),
            t('detail.levelValue', {
              level: profile.loyalty.level,
              prestige: profile.loyalty.prestige,
            }),
          ],
          [t('detail.referralCode'), referrals.code ?? t('detail.none')],
          [t('detail.referralBuyers'), String(referrals.buyers)],
          [t('detail.referredBy'), referrals.referredByCode ?? t('detail.none')],
          [
            t('detail.lastSignIn'),
            profile.lastSignInAt ? formatDateTime(profile.lastSignInAt) : t('detail.never'),
          ],
          [t('detail.since'), formatDateTime(profile.createdAt)],
        ]}
      />
    </Section>
  );
}

/** Lock and unlock, the identity check (admins), a new code (support too). */
function CustomerActions({ profile }: { profile: CustomerProfile }) {
  const { t } = useCustomersT();
  const errorText = useCustomerErrorText();
  const member = useStaffMember();
  const action = useCustomerAction(profile._id);
  const [dialog, setDialog] = useState<'lock' | 'check'>();
  const [done, setDone] = useState<string>();
  const isAdmin = roleAdmits(member.role, ['admin']);
  const canResend = roleAdmits(member.role, ['support']);
  if (!isAdmin && !canResend) return null;

  const run = (next: CustomerAction, message: string) => {
    setDone(undefined);
    action.mutate(next, {
      onSuccess: () => {
        setDialog(undefined);
        setDone(message);
      },
    });
  };

  return (
    <Section title={t('actions.title')}>
      <div className="flex flex-col gap-3">
        {done ? <Alert tone="success">{done}</Alert> : null}
        {action.isError && !dialog ? (
          <Alert tone="error">
            {t('actions.failed')} {errorText(action.error)}
          </Alert>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {isAdmin ? (
            profile.status.locked ? (
              <Button
                variant="secondary"
                pending={action.isPending && action.variables.kind === 'unlock'}
                onClick={() => {
                  run({ kind: 'unlock' }, t('actions.unlocked'));
                }}
              >
                {t('actions.unlock')}
              </Button>
            ) : (
              <Button
                variant="secondary"
                onClick={() => {
                  action.reset();
                  setDialog('lock');
                }}
              >
                {t('actions.lock')}
              </Button>
            )
          ) : null}
          {isAdmin && !profile.status.identityRequireCheck ? (
            <Button
              variant="secondary"
              onClick={() => {
                action.reset();
                setDialog('check');
              }}
            >
              {t('actions.requireCheck')}
            </Button>
          ) : null}
          {canResend && !profile.status.emailVerified ? (
            <Button
              variant="secondary"
              pending={action.isPending && action.variables.kind === 'resend-verification'}
              onClick={() => {
                run({ kind: 'resend-verification' }, t('actions.resent'));
              }}
            >
              {t('actions.resend')}
            </Button>
          ) : null}
        </div>
      </div>
      {dialog === 'lock' ? (
        <LockDialog
          pending={action.isPending}
          error={action.isError ? errorText(action.error) : undefined}
          onClose={() => {
            setDialog(undefined);
          }}
          onLock={(reason) => {
            run({ kind: 'lock', reason }, t('actions.locked'));
          }}
        />
      ) : null}
      {dialog === 'check' ? (
        <Dialog
          role="alertdialog"
          title={t('checkDialog.title')}
          description={t('checkDialog.description')}
          closeLabel={t('checkDialog.cancel')}
          onClose={() => {
            setDialog(undefined);
          }}
          footer={
            <>
              <Button
                variant="secondary"
                onClick={() => {
                  setDialog(undefined);
                }}
              >
                {t('checkDialog.cancel')}
              </Button>
              <Button
                pending={action.isPending}
                onClick={() => {
                  run({ kind: 'require-identity-check' }, t('actions.checkRequired'));
                }}
              >
                {t('checkDialog.confirm')}
              </Button>
            </>
          }
        >
          {action.isError ? <Alert tone="error">{errorText(action.error)}</Alert> : null}
        </Dialog>
      ) : null}
    </Section>
  );
}

function CustomerOrders({ id }: { id: string }) {
  const { t } = useCustomersT();
  const formatDateTime = useFormatDateTime();
  const errorText = useCustomerErrorText();
  const [page, setPage] = useState(1);
  const orders = useCustomerOrders(id, page);
  return (
    <Section title={t('orders.title')} wide>
      <QueryStates
        query={orders}
        loadingTitle={t('orders.loading')}
        errorTitle={t('orders.loadError')}
        errorText={errorText}
        isEmpty={(data) => data.orders.length === 0}
        empty={<StatePanel icon={ShoppingBag} role="status" title={t('orders.empty')} />}
      >
        {(data) => (
          <AdminTable
            look="inset"
            label={t('orders.table')}
            minWidth="min-w-[32rem]"
            columns={[
              { label: t('orders.number') },
              { label: t('orders.date') },
              { label: t('orders.total'), align: 'end' },
              { label: t('orders.status') },
            ]}
            pager={
              <Pager
                label={t('orders.title')}
                page={data.page}
                pages={data.pages}
                onPage={setPage}
                previousText={t('pager.previous')}
                nextText={t('pager.next')}
                pageText={t('pager.page', { page: data.page, pages: data.pages })}
              />
            }
          >
            {data.orders.map((order) => (
              <tr key={order.number}>
                <td className="px-3 py-2 font-mono text-xs break-all">{order.number}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
                </td>
                <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                  {`${formatMoney(order.totalMinor, '', currencyExponent(order.currency))} ${order.currency}`}
                </td>
                <td className="px-3 py-2">{t(`orders.statuses.${order.status}`)}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </QueryStates>
    </Section>
  );
}
