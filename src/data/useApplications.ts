/** Builder Applications (platform-spec §2, §3, §8): the early-access responses listed to admins. */
import { useCallback, useEffect, useState } from 'react';
import { EARLY_ACCESS_ROUTES, type EoiListResponse, type EoiResponse } from '@core/early-access';
import { ADMIN_MESSAGES } from '@core/messages';
import { ApiError, apiFetch, messageFrom } from './api';

export async function listApplications(): Promise<EoiResponse[]> {
  let body: Partial<EoiListResponse> | null;
  try {
    body = await apiFetch<Partial<EoiListResponse>>(EARLY_ACCESS_ROUTES.list);
  } catch (error) {
    throw new Error(error instanceof ApiError ? messageFrom(error.body, ADMIN_MESSAGES.fetchEoiResponsesFailed) : ADMIN_MESSAGES.fetchEoiResponsesFailed);
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
  const [applications, setApplications] = useState<EoiResponse[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    listApplications()
      .then((list) => {
        if (cancelled) return;
        setApplications(list);
        setError(null);
      })
      .catch((e: Error) => !cancelled && setError(e.message))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { applications, loading, error, reload };
}
