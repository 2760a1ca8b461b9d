/**
 * Early-access applications (platform-spec §2, §3). An application is linked to the account with
 * the same email at read time, so the link appears when the applicant signs up later (and goes away
 * if that account is deleted) without any write.
 */
import type { EoiResponse, EoiResponseData } from '@core';
import { insertEoiResponse, listEoiResponses } from '../db/eoi-repo';

export async function submitApplication(data: EoiResponseData): Promise<{ id: string }> {
  return { id: await insertEoiResponse(data) };
}

export const listApplications = (): Promise<EoiResponse[]> => listEoiResponses();
