import { Link, useLocation } from 'react-router';

interface AuthSwitchLinkProps {
  to: '/login' | '/register';
  prompt: string;
  label: string;
}

/**
 * "New here? Create an account" and back: the query and router state travel along, so
 * wherever the customer was going (?redirect=, ?ref=) still holds on the other page.
 */
export function AuthSwitchLink({ to, prompt, label }: AuthSwitchLinkProps) {
  const location = useLocation();
  return (
    <>
      {prompt}{' '}
      <Link
        to={{ pathname: to, search: location.search }}
        state={location.state as unknown}
        className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
      >
        {label}
      </Link>
    </>
  );
}
