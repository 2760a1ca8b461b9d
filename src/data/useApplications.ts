/** Builder Applications (platform-spec §2, §3, §8): the early-access responses listed to admins. */
import { pagingOf, useRemoteList, type Paging } from './useRemoteList';
import { pageFields, pagePath, type Page } from './paging';
import { EARLY_ACCESS_ROUTES, type EoiListResponse, type EoiResponse } from '@core/early-access';
import { ADMIN_MESSAGES } from '@core/messages';
import { ApiError, apiFetch, messageFrom } from './api';

/** One page of early-access responses, newest first. */
export async function listApplications(cursor: string | null = null): Promise<Page<EoiResponse>> {
  let body: Partial<EoiListResponse> | null;
  try {
    body = await apiFetch<Partial<EoiListResponse>>(pagePath(EARLY_ACCESS_ROUTES.list, cursor));
  } catch (error) {
    throw new Error(
      error instanceof ApiError
        ? messageFrom(error.body, ADMIN_MESSAGES.fetchEoiResponsesFailed)
        : ADMIN_MESSAGES.fetchEoiResponsesFailed,
    );
  }
  if (!body || !Array.isArray(body.eoi_responses)) throw new Error(ADMIN_MESSAGES.fetchEoiResponsesFailed);
  return { items: body.eoi_responses, ...pageFields(body) };
}

export interface ApplicationsState {
  applications: EoiResponse[];
  loading: boolean;
  error: string | null;
  reload: () => void;
  paging: Paging;
}

export function useApplications(): ApplicationsState {
  const list = useRemoteList(listApplications);
  const { items: applications, loading, error, reload } = list;
  return { applications, loading, error, reload, paging: pagingOf(list) };
}
