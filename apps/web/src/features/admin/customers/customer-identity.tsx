import { IDENTITY_MESSAGES, type AdminIdentityReply } from '@store/shared/schemas/identity';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { keysByText } from '../../../lib/refusal-message';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { StatePanel } from '../../../ui/state-panel';
import { roleAdmits, useStaffMember } from '../admin-api';
import { QueryStates } from '../components/query-states';
import { useAreaErrorText } from '../hooks/use-area-error-text';
import { useFormatDateTime } from '../hooks/use-format-date-time';
import { Facts, Section } from './customer-section';
import { useCustomerIdentity, useIdentityDecision } from './customers-api';
import { useCustomersT } from './use-customers-t';

const MESSAGE_KEYS = keysByText<keyof typeof IDENTITY_MESSAGES>(IDENTITY_MESSAGES);

type Verification = AdminIdentityReply['verifications'][number];

/**
 * The customer's identity checks for support and admins: whether one is required and why,
 * each check's status and reason, and the decision on one waiting for manual review. The
 * documents are never shown; the decision is on the audit log.
 */
export function CustomerIdentity({ id }: { id: string }) {
  const member = useStaffMember();
  return roleAdmits(member.role, ['support']) ? <IdentityChecks id={id} /> : null;
}

function IdentityChecks({ id }: { id: string }) {
  const { t } = useCustomersT();
  const formatDateTime = useFormatDateTime();
  const errorText = useAreaErrorText(MESSAGE_KEYS, (key) => t(`identity.${key}`));
  const identity = useCustomerIdentity(id);
  const reasonText = ({ reason, requiredBy }: AdminIdentityReply) => {
    if (!reason) return t('detail.none');
    if (reason !== 'staff' || !requiredBy) return t(`identity.reasons.${reason}`);
    return t('identity.requiredBy', {
      email: requiredBy.email,
      date: formatDateTime(requiredBy.at),
    });
  };
  return (
    <Section title={t('identity.title')} wide>
      <QueryStates
        query={identity}
        loadingTitle={t('identity.loading')}
        errorTitle={t('identity.loadError')}
        errorText={errorText}
      >
        {(data) => (
          <div className="flex flex-col gap-4">
            <Facts
              rows={[
                [
                  t('identity.required'),
                  data.identityRequireCheck ? t('identity.yes') : t('identity.no'),
                ],
                [t('identity.reason'), reasonText(data)],
              ]}
            />
            {data.verifications.length === 0 ? (
              <StatePanel icon={ShieldCheck} role="status" title={t('identity.none')} />
            ) : (
              <ul className="flex flex-col gap-2">
                {data.verifications.map((verification) => (
                  <li
                    key={verification._id}
                    className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-slate-200 px-3 py-2 text-sm dark:border-slate-800"
                  >
                    <span className="font-semibold">
                      {t(`identity.statuses.${verification.status}`)}
                    </span>
                    {verification.error ? (
                      <span className="font-mono text-xs">{verification.error}</span>
                    ) : null}
                    <time dateTime={verification.createdAt} className="text-slate-500">
                      {formatDateTime(verification.createdAt)}
                    </time>
                    {verification.status === 'manual_review' ? (
                      <ReviewButtons customerId={id} verification={verification} />
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </QueryStates>
    </Section>
  );
}

/** Approve or reject a check waiting for review, each confirmed first. */
function ReviewButtons({
  customerId,
  verification,
}: {
  customerId: string;
  verification: Verification;
}) {
  const { t } = useCustomersT();
  const errorText = useAreaErrorText(MESSAGE_KEYS, (key) => t(`identity.${key}`));
  const decision = useIdentityDecision(customerId);
  const [asked, setAsked] = useState<'approve' | 'reject'>();
  const close = () => {
    setAsked(undefined);
  };
  return (
    <div className="ml-auto flex gap-2">
      <Button size="sm" onClick={() => setAsked('approve')}>
        {t('identity.approve')}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setAsked('reject')}>
        {t('identity.reject')}
      </Button>
      {asked ? (
        <Dialog
          role="alertdialog"
          title={t(asked === 'approve' ? 'identity.approveTitle' : 'identity.rejectTitle')}
          description={t(asked === 'approve' ? 'identity.approveText' : 'identity.rejectText')}
          closeLabel={t('checkDialog.cancel')}
          onClose={close}
          footer={
            <>
              <Button variant="secondary" onClick={close}>
                {t('checkDialog.cancel')}
              </Button>
              <Button
                pending={decision.isPending}
                onClick={() => {
                  decision.mutate(
                    { verificationId: verification._id, approve: asked === 'approve' },
                    { onSuccess: close },
                  );
                }}
              >
                {t(asked === 'approve' ? 'identity.approve' : 'identity.reject')}
              </Button>
            </>
          }
        >
          {decision.isError ? <Alert tone="error">{errorText(decision.error)}</Alert> : null}
        </Dialog>
      ) : null}
    </div>
  );
}
