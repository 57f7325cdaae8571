import { useCallback } from 'react';
import { refusalMessage } from '../../../lib/refusal-message';
import { useStaffErrorText } from './use-staff-error-text';

/**
 * The text of a failed call in one back office area: the area's own refusals (`keys`: its
 * schema's messages by `keysByText`) as its `messages.*` texts, anything else as staff calls say it.
 */
export function useAreaErrorText<Key extends string>(
  keys: ReadonlyMap<string, Key>,
  t: (key: `messages.${NoInfer<Key>}`) => string,
): (error: unknown) => string {
  const staffErrorText = useStaffErrorText();
  return useCallback(
    (error) => {
      const message = refusalMessage(error);
      const key = message === undefined ? undefined : keys.get(message);
      return key ? t(`messages.${key}`) : staffErrorText(error);
    },
    [keys, t, staffErrorText],
  );
}
