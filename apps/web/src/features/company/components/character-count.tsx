import clsx from 'clsx';
import { useTranslation } from 'react-i18next';

/** How much of a text field's limit is used; red once the text is too long. */
export function CharacterCount({ length, max }: { length: number; max: number }) {
  const { t } = useTranslation();
  return (
    <span
      className={clsx(
        'tabular-nums',
        length > max && 'font-semibold text-rose-700 dark:text-rose-300',
      )}
    >
      {t('company.form.characterCount', { count: length, max })}
    </span>
  );
}
