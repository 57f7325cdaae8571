import clsx from 'clsx';
import { useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, inputClasses } from '../../../ui/field';
import { useFieldError } from '../hooks/use-form-errors';
import type { WelcomeField } from '../utils/profile-fields';

/** A country the forms offer, as the countries lookup names it. */
export interface CountryOption {
  code: string;
  name: string;
}

const AUTOCOMPLETE: Record<WelcomeField, string> = {
  email: 'email',
  firstName: 'given-name',
  lastName: 'family-name',
  birthday: 'bday',
  country: 'country',
  address: 'street-address',
  city: 'address-level2',
  zip: 'postal-code',
};

/** Long fields take the whole row; short ones share it on wider screens. */
const WIDE: ReadonlySet<WelcomeField> = new Set(['email', 'address']);

function useCountryNames(countries: readonly CountryOption[] | undefined) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    if (!countries) return undefined;
    // Country names in the visitor's language where the browser knows them.
    const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    return countries
      .map(({ code, name }) => ({ code, name: names.of(code.toUpperCase()) ?? name }))
      .sort((a, b) => a.name.localeCompare(b.name, language));
  }, [countries, language]);
}

interface ProfileFieldInputsProps {
  fields: readonly WelcomeField[];
  countries: readonly CountryOption[] | undefined;
  countriesFailed?: boolean;
}

/** The inputs of the given profile fields, inside a react-hook-form FormProvider. */
export function ProfileFieldInputs({
  fields,
  countries,
  countriesFailed = false,
}: ProfileFieldInputsProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const {
    register,
    formState: { errors },
  } = useFormContext<Record<WelcomeField, string>>();
  const countryOptions = useCountryNames(countries);
  const today = new Date().toISOString().slice(0, 10);

  return fields.map((field) => {
    const error = fieldError(errors[field]?.message);
    const wide = WIDE.has(field);
    return (
      <Field
        key={field}
        label={t(`account.fields.${field}`)}
        error={error}
        required
        className={clsx(wide && 'sm:col-span-2')}
      >
        {(control) =>
          field === 'country' ? (
            <select
              {...control}
              {...register('country')}
              autoComplete={AUTOCOMPLETE.country}
              aria-busy={countryOptions ? undefined : true}
              className={inputClasses(Boolean(error))}
            >
              <option value="">
                {countryOptions
                  ? t('account.fields.chooseCountry')
                  : countriesFailed
                    ? t('account.fields.countriesFailed')
                    : t('account.fields.loadingCountries')}
              </option>
              {countryOptions?.map(({ code, name }) => (
                <option key={code} value={code.toUpperCase()}>
                  {name}
                </option>
              ))}
            </select>
          ) : (
            <input
              {...control}
              {...register(field)}
              type={field === 'birthday' ? 'date' : field === 'email' ? 'email' : 'text'}
              max={field === 'birthday' ? today : undefined}
              autoComplete={AUTOCOMPLETE[field]}
              className={inputClasses(Boolean(error))}
            />
          )
        }
      </Field>
    );
  });
}
