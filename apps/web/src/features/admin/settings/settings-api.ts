import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminCareerPosition,
  AdminCareerPositionsReply,
  StoreSettings,
  type CareerPositionBody,
  type CareerPositionPatch,
  type UpdateStoreSettingsBody,
} from '@store/shared/schemas/admin-settings';
import { apiUrl } from '../../../lib/api-client';
import { ADMIN_API, ADMIN_QUERY_KEY, adminGet, adminMutationKey, adminSend } from '../admin-api';

const settingsKey = [...ADMIN_QUERY_KEY, 'settings'] as const;
const positionsKey = [...ADMIN_QUERY_KEY, 'careers-positions'] as const;

/** The newsletter export: a plain download link, the browser sends the staff cookie. */
export const NEWSLETTER_EXPORT_URL = apiUrl(`${ADMIN_API}/newsletter/export.csv`);

export function storeSettingsQueryOptions() {
  return queryOptions({
    queryKey: settingsKey,
    queryFn: ({ signal }) => adminGet('/settings', StoreSettings, { signal }),
  });
}

/** The store settings as they apply now. */
export function useStoreSettings() {
  return useQuery(storeSettingsQueryOptions());
}

/** Changes settings; the page shows the server's answer. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminMutationKey('update-settings'),
    mutationFn: (body: UpdateStoreSettingsBody) =>
      adminSend('PATCH', '/settings', body, StoreSettings),
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKey, settings);
    },
  });
}

/** Every careers position, open and closed, in page order. */
export function useCareerPositions() {
  return useQuery(
    queryOptions({
      queryKey: positionsKey,
      queryFn: ({ signal }) =>
        adminGet('/careers/positions', AdminCareerPositionsReply, { signal }),
    }),
  );
}

export type PositionChange =
  | { kind: 'create'; body: CareerPositionBody }
  | { kind: 'edit'; id: string; body: CareerPositionPatch }
  | { kind: 'close' | 'reopen'; id: string }
  | { kind: 'reorder'; ids: string[] };

function sendPositionChange(change: PositionChange): Promise<unknown> {
  const path = (id: string) => `/careers/positions/${encodeURIComponent(id)}`;
  switch (change.kind) {
    case 'create':
      return adminSend('POST', '/careers/positions', change.body, AdminCareerPosition);
    case 'edit':
      return adminSend('PATCH', path(change.id), change.body, AdminCareerPosition);
    case 'close':
    case 'reopen':
      return adminSend('POST', `${path(change.id)}/${change.kind}`, undefined, AdminCareerPosition);
    case 'reorder':
      return adminSend(
        'POST',
        '/careers/positions/reorder',
        { ids: change.ids },
        AdminCareerPositionsReply,
      );
  }
}

/** Creates, edits, closes, reopens or reorders positions; the list is read again after. */
export function useChangePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminMutationKey('change-position'),
    mutationFn: sendPositionChange,
    onSettled: () => queryClient.invalidateQueries({ queryKey: positionsKey }),
  });
}
