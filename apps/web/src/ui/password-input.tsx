import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses } from './field';

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & { invalid?: boolean };

/** A password input with a button that shows or hides what was typed. */
export function PasswordInput({ invalid = false, className, ...props }: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;

  return (
    <div className="relative">
      <input
        type={visible ? 'text' : 'password'}
        className={inputClasses(invalid, `pr-12 ${className ?? ''}`)}
        {...props}
      />
      <button
        type="button"
        onClick={() => {
          setVisible((shown) => !shown);
        }}
        aria-label={visible ? t('ui.hidePassword') : t('ui.showPassword')}
        aria-controls={props.id}
        className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-white"
      >
        <Icon aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
