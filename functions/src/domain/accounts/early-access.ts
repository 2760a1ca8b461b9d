/**
 * Early-access applications (platform-spec §2, §3). An application is linked to the account with
 * the same, verified email at read time, so the link appears when the applicant signs up later (and goes
 * away if that account is deleted) without any write.
 */
import type { EoiResponse, EoiResponseData, PageQuery } from '@core';
import { insertEoiResponse, listEoiResponses } from '../../db/eoi-repo';
import { pageFromRows, startAfter } from '../shared/paging';

export async function submitApplication(data: EoiResponseData): Promise<{ id: string }> {
  return { id: await insertEoiResponse(data) };
}

export async function listApplications(
  query: PageQuery,
): Promise<{ items: EoiResponse[]; next_cursor: string | null }> {
  return pageFromRows(await listEoiResponses({ limit: query.limit, after: startAfter(query) }), query.limit);
}
