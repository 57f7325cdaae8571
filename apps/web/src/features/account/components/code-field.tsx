import { TextField } from '../../../ui/text-field';

interface CodeFieldProps {
  label: string;
  error?: string;
  value: string;
  /** Gets digits only, at most six. */
  onChange: (code: string) => void;
  required?: boolean;
  className?: string;
}

/** The six-digit code from an e-mail, typed or pasted; anything but digits is dropped. */
export function CodeField({ onChange, ...props }: CodeFieldProps) {
  return (
    <TextField
      {...props}
      onChange={(event) => {
        onChange(event.target.value.replace(/\D/g, '').slice(0, 6));
      }}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder="123456"
      inputClassName="text-center font-mono text-lg tracking-[0.4em] placeholder:tracking-[0.4em]"
    />
  );
}
