import type { CreatePaymentIntentReply } from '@store/shared/schemas/checkout';
import type { SandboxPaymentReply } from '@store/shared/schemas/payments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../../../lib/api-error';
import { usePaymentStore } from '../../../stores/payment';
import { Alert } from '../../../ui/alert';
import { useAnswerChallenge } from '../api/answer-challenge';
import { useConfirmCardPayment } from '../api/confirm-card-payment';
import { UNEXPECTED_ERROR, usePaymentMessage } from '../hooks/use-payment-message';
import { toCardDetails, type CardFormValues } from '../utils/card-form';
import { lastFour } from '../utils/card-input';
import { paymentReturnPath } from '../utils/return-path';
import { CardForm } from './card-form';
import { ChallengePanel } from './challenge-panel';

interface CardPaymentProps {
  intent: CreatePaymentIntentReply;
  /** The total, formatted. */
  amount: string;
  /** No payment can start: a new intent is on its way or the reservation ended. */
  disabled: boolean;
}

interface Problem {
  message: string;
  /** A refused card: the customer may try another one. */
  cardRefused: boolean;
}

/** What a failed call to the provider says to the customer, in English. */
function callFailure(error: unknown): string {
  if (error instanceof ApiRequestError && error.status > 0 && error.code !== 'EBADRESPONSE') {
    return error.message;
  }
  return UNEXPECTED_ERROR;
}

/**
 * Paying the intent by card: the form, then the 3-D Secure check when the card asks for one.
 * A final outcome sends the browser to the return page the provider named. A refused card is
 * final for its intent, so a new order is opened at once (keys are released by the refusal)
 * and the customer can try another card.
 */
export function CardPayment({ intent, amount, disabled }: CardPaymentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paymentMessage = usePaymentMessage();
  const confirm = useConfirmCardPayment();
  const answer = useAnswerChallenge();
  const { renewKey, setError, setOrderStatus } = usePaymentStore.getState();
  const [challenge, setChallenge] = useState<{ challengeId: string; last4: string } | null>(null);
  const [answering, setAnswering] = useState<'approve' | 'deny' | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  const fail = (message: string, cardRefused = false) => {
    setError(message);
    setProblem({ message, cardRefused });
  };

  const goTo = (returnUrl: string) => {
    const path = paymentReturnPath(returnUrl, window.location.origin);
    if (path) void navigate(path);
    else fail(UNEXPECTED_ERROR);
  };

  const follow = (reply: SandboxPaymentReply, last4: string, afterChallenge: boolean) => {
    switch (reply.status) {
      case 'succeeded':
        setOrderStatus('succeeded');
        goTo(reply.returnUrl);
        return;
      case 'failed':
        // After the bank's check the return page tells the outcome, as for a success.
        if (afterChallenge) {
          setOrderStatus('failed');
          goTo(reply.returnUrl);
          return;
        }
        renewKey();
        fail(reply.message, true);
        return;
      case 'requires_action':
        setOrderStatus('requires_action');
        setChallenge({ challengeId: reply.challengeId, last4 });
        return;
    }
  };

  const handlePay = (values: CardFormValues) => {
    setProblem(null);
    setError(null);
    setOrderStatus('confirming');
    const card = toCardDetails(values);
    confirm.mutate(
      { intentId: intent.paymentId, body: { clientSecret: intent.clientSecret, card } },
      {
        onSuccess: (reply) => {
          follow(reply, lastFour(card.number), false);
        },
        onError: (error) => {
          setOrderStatus('pending');
          fail(callFailure(error));
        },
      },
    );
  };

  const handleAnswer = (approve: boolean) => {
    if (!challenge) return;
    setProblem(null);
    setAnswering(approve ? 'approve' : 'deny');
    answer.mutate(
      { intentId: intent.paymentId, body: { challengeId: challenge.challengeId, approve } },
      {
        onSuccess: (reply) => {
          follow(reply, challenge.last4, true);
        },
        onError: (error) => {
          setAnswering(null);
          fail(callFailure(error));
        },
      },
    );
  };

  const alert = problem ? (
    <Alert tone="error">
      <p className="font-semibold">{paymentMessage(problem.message)}</p>
      {problem.cardRefused ? <p className="mt-1">{t('payment.card.tryAnother')}</p> : null}
    </Alert>
  ) : null;

  if (challenge) {
    return (
      <ChallengePanel
        amount={amount}
        last4={challenge.last4}
        // Stays pending while the browser moves on to the return page.
        pending={answering}
        alert={alert}
        onAnswer={handleAnswer}
      />
    );
  }

  return (
    <CardForm
      amount={amount}
      // Stays pending after success, while the browser moves on to the return page.
      pending={confirm.isPending || (confirm.isSuccess && confirm.data.status === 'succeeded')}
      disabled={disabled}
      alert={alert}
      onPay={handlePay}
    />
  );
}
