import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { languageForRegion } from '@store/shared/rules/region-language';
import { useEffect, type ReactNode } from 'react';
import { followImpliedLanguage } from '../lib/i18n';
import { useAppSettingsStore } from '../stores/app-settings';
import { useCartStore } from '../stores/cart';

/** Keeps what depends on the announced settings in step with them. */
function SettingsEffects() {
  const queryClient = useQueryClient();
  const pricingEpoch = useAppSettingsStore((state) => state.pricingEpoch);
  const region = useAppSettingsStore((state) => state.region);

  useEffect(() => {
    // Spec: a new currency or region resets the cart and refreshes settings and products.
    if (pricingEpoch === 0) return;
    useCartStore.getState().reset();
    void queryClient.invalidateQueries();
  }, [pricingEpoch, queryClient]);

  useEffect(() => {
    void followImpliedLanguage(languageForRegion(region));
  }, [region]);

  return null;
}

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <SettingsEffects />
      {children}
    </QueryClientProvider>
  );
}
