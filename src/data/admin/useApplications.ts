/** Builder Applications (platform-spec §2, §3, §8): the early-access responses listed to admins. */
import { pagingOf, useRemoteList, type Paging } from '../http/useRemoteList';
import { pageFields, pageQuery, type Page } from '../http/paging';
import { earlyAccessApi, type EoiResponse } from '@core';
import { ADMIN_MESSAGES } from '@core/content/messages';
import { ApiError, messageFrom } from '../http/api';
import { callApi } from '../http/api-client';

/** One page of early-access responses, newest first. */
export async function listApplications(cursor: string | null = null): Promise<Page<EoiResponse>> {
  try {
    const body = await callApi(earlyAccessApi.list, { query: pageQuery(cursor) });
    return { items: body.eoi_responses, ...pageFields(body) };
  } catch (error) {
    throw new Error(
      error instanceof ApiError
        ? messageFrom(error.body, ADMIN_MESSAGES.fetchEoiResponsesFailed)
        : ADMIN_MESSAGES.fetchEoiResponsesFailed,
    );
  }
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
