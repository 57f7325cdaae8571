import { cvcLengthOf, detectCardBrand } from '@store/shared/rules/card';
import { useId, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Lock } from 'lucide-react';
import { Button } from '../../../ui/button';
import { Field, inputClasses } from '../../../ui/field';
import { usePaymentMessage } from '../hooks/use-payment-message';
import { cardFormErrors, MAX_HOLDER_LENGTH, type CardFormValues } from '../utils/card-form';
import { formatCardNumber, formatCvc, formatExpiry } from '../utils/card-input';
import { CardBrandBadge } from './card-brand-badge';

const EMPTY: CardFormValues = { number: '', expiry: '', cvc: '', holder: '' };
const FIELDS = ['number', 'expiry', 'cvc', 'holder'] as const;

/** Validates with the shared card rules, the same the provider applies. */
const cardResolver: Resolver<CardFormValues> = (values) => {
  const problems = cardFormErrors(values, new Date());
  const errors: FieldErrors<CardFormValues> = {};
  for (const name of FIELDS) {
    const message = problems[name];
    if (message) errors[name] = { type: 'validate', message };
  }
  return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
};

interface CardFormProps {
  /** The total as shown on the Pay button. */
  amount: string;
  pending: boolean;
  /** While no intent can be paid (a new one is on its way, or the reservation ended). */
  disabled: boolean;
  /** A refusal or failure to show above the fields. */
  alert?: ReactNode;
  onPay: (values: CardFormValues) => void;
}

/**
 * The card form served by the store for its sandbox provider: the number grouped as typed with
 * its brand, MM/YY expiry, a security code as long as the brand's, and the name on the card.
 * Nothing is sent until every field passes.
 */
export function CardForm({ amount, pending, disabled, alert, onPay }: CardFormProps) {
  const { t } = useTranslation();
  const paymentMessage = usePaymentMessage();
  const brandId = useId();
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<CardFormValues>({
    defaultValues: EMPTY,
    mode: 'onTouched',
    resolver: cardResolver,
  });
  const number = useWatch({ control, name: 'number' });
  const brand = detectCardBrand(number);
  const cvcLength = cvcLengthOf(brand);
  const errorText = (name: keyof CardFormValues) => {
    const message = errors[name]?.message;
    return message ? paymentMessage(message) : undefined;
  };

  return (
    <form
      noValidate
      aria-label={t('payment.card.title')}
      onSubmit={(event) => void handleSubmit(onPay)(event)}
      className="flex flex-col gap-5"
    >
      {alert}
      <Field label={t('payment.card.number')} error={errorText('number')} required>
        {(fieldControl) => (
          <div className="relative">
            <Controller
              control={control}
              name="number"
              render={({ field }) => (
                <input
                  {...fieldControl}
                  aria-describedby={
                    [fieldControl['aria-describedby'], brand === 'unknown' ? undefined : brandId]
                      .filter(Boolean)
                      .join(' ') || undefined
                  }
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    field.onChange(formatCardNumber(event.target.value));
                  }}
                  type="text"
                  inputMode="numeric"
                  autoComplete="cc-number"
                  placeholder="1234 1234 1234 1234"
                  maxLength={23}
                  className={inputClasses(
                    Boolean(errors.number),
                    'pr-28 font-mono tracking-wide tabular-nums',
                  )}
                />
              )}
            />
            <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center">
              <CardBrandBadge brand={brand} id={brandId} />
            </span>
          </div>
        )}
      </Field>

      <div className="grid grid-cols-2 gap-4">
        <Field
          label={t('payment.card.expiry')}
          error={errorText('expiry')}
          hint={t('payment.card.expiryHint')}
          required
        >
          {(fieldControl) => (
            <Controller
              control={control}
              name="expiry"
              render={({ field }) => (
                <input
                  {...fieldControl}
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    field.onChange(formatExpiry(event.target.value));
                  }}
                  type="text"
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  placeholder="MM/YY"
                  maxLength={5}
                  className={inputClasses(Boolean(errors.expiry), 'font-mono tabular-nums')}
                />
              )}
            />
          )}
        </Field>
        <Field
          label={t('payment.card.cvc')}
          error={errorText('cvc')}
          hint={t('payment.card.cvcHint', { count: cvcLength })}
          required
        >
          {(fieldControl) => (
            <Controller
              control={control}
              name="cvc"
              render={({ field }) => (
                <input
                  {...fieldControl}
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    field.onChange(formatCvc(event.target.value));
                  }}
                  type="text"
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  placeholder={'•'.repeat(cvcLength)}
                  maxLength={cvcLength}
                  className={inputClasses(Boolean(errors.cvc), 'font-mono tabular-nums')}
                />
              )}
            />
          )}
        </Field>
      </div>

      <Field label={t('payment.card.holder')} error={errorText('holder')} required>
        {(fieldControl) => (
          <Controller
            control={control}
            name="holder"
            render={({ field }) => (
              <input
                {...fieldControl}
                {...field}
                type="text"
                autoComplete="cc-name"
                maxLength={MAX_HOLDER_LENGTH}
                className={inputClasses(Boolean(errors.holder))}
              />
            )}
          />
        )}
      </Field>

      <Button
        type="submit"
        size="lg"
        className="w-full"
        pending={pending}
        disabled={disabled || pending}
      >
        {pending ? null : <Lock aria-hidden="true" className="size-4" />}
        {t('payment.card.pay', { amount })}
      </Button>
    </form>
  );
}
