import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { StatePanel } from './state-panel';

interface LoadErrorPanelProps {
  title: string;
  description: string;
  onRetry: () => void;
}

/** A page whose data could not load: what failed, announced at once, with a Retry button. */
export function LoadErrorPanel({ title, description, onRetry }: LoadErrorPanelProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <StatePanel variant="error" title={title} description={description}>
        <Button onClick={onRetry}>{t('common.retry')}</Button>
      </StatePanel>
    </div>
  );
}
