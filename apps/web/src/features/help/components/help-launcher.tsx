import { DEFAULT_LANGUAGE } from '@store/shared/constants';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { currentLanguage } from '../../../lib/i18n';
import { loadWithRetry } from '../../../lib/load-with-retry';
import { useHelpWidgetStore } from '../../../stores/help-widget';
import { HELP_PARAM, SUPPORT_PARAM } from '../constants';
import { HelpLauncherButton } from './help-launcher-button';

// The widget draws nothing until its texts are there: they are fetched alongside its code.
const loadHelpWidget = () =>
  Promise.all([
    loadWithRetry(() => import('./help-widget')),
    loadWithRetry(() =>
      import('../hooks/use-help-content').then((module) =>
        module.preloadHelpContent(currentLanguage() ?? DEFAULT_LANGUAGE),
      ),
    ),
  ]).then(([module]) => module);
const HelpWidget = lazy(() => loadHelpWidget().then((module) => ({ default: module.HelpWidget })));

/** Fetches the widget's code ahead of a likely click; a failure shows again on the click. */
function prefetchHelpWidget() {
  loadHelpWidget().catch(() => undefined);
}

/**
 * The help widget on every page: only its button until the widget is first wanted (a click,
 * another page opening it, a `?support=` or `?help=` link), then the whole widget, whose
 * panel, texts and chat are loaded then.
 */
export function HelpLauncher() {
  const open = useHelpWidgetStore((state) => state.open);
  const openWidget = useHelpWidgetStore((state) => state.openWidget);
  const [params] = useSearchParams();
  const linked = params.has(SUPPORT_PARAM) || params.has(HELP_PARAM);
  const [wanted, setWanted] = useState(false);
  // Once loaded the widget stays: it keeps its tab and focus handling from then on.
  if (!wanted && (open || linked)) setWanted(true);

  const button = (
    <HelpLauncherButton
      onClick={() => {
        openWidget();
      }}
      onIntent={prefetchHelpWidget}
    />
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <HelpWidget />
    </Suspense>
  );
}
