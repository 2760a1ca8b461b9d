/**
 * A fresh, published room for the scene-editor test, made through the API with the admin's
 * token (agent, room, scenes, pictures, finalize), so editing it leaves the sample room alone.
 */
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { idTokenOf } from './support';

export interface RoomOptions {
  title?: string;
  description?: string;
  difficulty?: 'easy' | 'medium' | 'hard' | 'expert';
  seed?: number;
}

export async function createPublishedRoom(
  page: Page,
  options: RoomOptions = {},
): Promise<{ id: string; title: string }> {
  const token = await idTokenOf(page);
  const call = async <T>(method: 'POST' | 'GET', path: string, data?: unknown): Promise<T> => {
    const response = await page.request.fetch(`/api/v1${path}`, {
      method,
      data,
      headers: { Authorization: `Bearer ${token}` },
      timeout: 90_000,
    });
    expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  const agent = await call<{ data: { id: string } }>('POST', '/agents', {
    agent: {
      name: `Editor Muse ${randomUUID().slice(0, 4)}`,
      personality: 'Scholarly',
      setting: 'Ancient Library',
      theme: 'Mystery',
    },
  });
  const title = options.title ?? `Editable Study ${randomUUID().slice(0, 6)}`;
  const created = await call<{ puzzle: { id: string } }>('POST', '/escape_rooms', {
    escape_room: {
      title,
      description: options.description ?? 'A quiet study where a locked drawer hides the way out.',
      difficulty: options.difficulty ?? 'easy',
      theme: 'Mystery',
      agent_id: agent.data.id,
      // A fixed seed: about a quarter of easy rooms open with codes alone, and the editor test
      // deletes the key the solution needs.
      seed: options.seed ?? 2,
    },
  });
  const id = created.puzzle.id;
  const { scenes } = await call<{ scenes: Array<{ scene_index: number; description: string }> }>(
    'POST',
    `/escape_rooms/${id}/create_scenes`,
  );
  for (const scene of scenes)
    await call('POST', `/escape_rooms/${id}/generate_scene_image`, {
      scene_description: scene.description,
      scene_index: scene.scene_index,
    });
  await call('POST', `/escape_rooms/${id}/finalize`);
  return { id, title };
}
