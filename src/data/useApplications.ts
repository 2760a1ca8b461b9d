/** Builder Applications (platform-spec §2, §3, §8): the early-access responses listed to admins. */
import { useRemoteList } from './useRemoteList';
import { EARLY_ACCESS_ROUTES, type EoiListResponse, type EoiResponse } from '@core/early-access';
import { ADMIN_MESSAGES } from '@core/messages';
import { ApiError, apiFetch, messageFrom } from './api';

export async function listApplications(): Promise<EoiResponse[]> {
  let body: Partial<EoiListResponse> | null;
  try {
    body = await apiFetch<Partial<EoiListResponse>>(EARLY_ACCESS_ROUTES.list);
  } catch (error) {
    throw new Error(
      error instanceof ApiError
        ? messageFrom(error.body, ADMIN_MESSAGES.fetchEoiResponsesFailed)
        : ADMIN_MESSAGES.fetchEoiResponsesFailed,
    );
  }
  if (!body || !Array.isArray(body.eoi_responses)) throw new Error(ADMIN_MESSAGES.fetchEoiResponsesFailed);
  return body.eoi_responses;
}

export interface ApplicationsState {
  applications: EoiResponse[];
  loading: boolean;
  error: string | null;
  reload: () => void;
}

export function useApplications(): ApplicationsState {
  const { items: applications, loading, error, reload } = useRemoteList(listApplications);
  return { applications, loading, error, reload };
}
