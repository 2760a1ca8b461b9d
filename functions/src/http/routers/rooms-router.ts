/** /escape_rooms: listing for everyone signed in; creation, publishing and the toggle for creators (their own rooms) and admins. */
import { Router } from 'express';
import { roomsApi } from '@core';
import { createRoom, createScenes, finalizeRoom, generateSceneImage } from '../../domain/rooms/room-creation';
import { listRoomsFor, roomForAdmin, toggleRoom, updateRoomSettings } from '../../domain/rooms/rooms';
import { mount, Reply, signedIn } from '../route';
import { ROOM_MESSAGES } from '@core/content/messages';

export function roomsRouter(): Router {
  const router = Router();

  mount(router, roomsApi.list, async (input) => ({
    status: 'success',
    ...(await listRoomsFor(signedIn(input), input.query)),
  }));

  mount(router, roomsApi.create, async (input) => {
    const { puzzle, storyboard, writing } = await createRoom(signedIn(input).id, input.body);
    return new Reply({ status: 'success', puzzle, storyboard, writing }, 201);
  });

  mount(router, roomsApi.get, async ({ params }) => ({ status: 'success', ...(await roomForAdmin(params.id)) }));

  mount(router, roomsApi.createScenes, async ({ params, body }) => ({
    status: 'success',
    ...(await createScenes(params.id, body.storyboard)),
  }));

  mount(router, roomsApi.generateSceneImage, async ({ params, body }) => {
    const { url, painting, placement } = await generateSceneImage(params.id, body.scene_index, body.scene_description);
    return { status: 'success', images: [url], painting, placement };
  });

  mount(router, roomsApi.finalize, async ({ params }) => ({
    status: 'success',
    message: ROOM_MESSAGES.finalized,
    solvability: await finalizeRoom(params.id),
  }));

  mount(router, roomsApi.toggleEnabled, async ({ params }) => {
    const { enabled, puzzle } = await toggleRoom(params.id);
    return { status: 'success', message: enabled ? 'Escape room enabled' : 'Escape room disabled', puzzle };
  });

  mount(router, roomsApi.settings, async ({ params, body }) => ({
    status: 'success',
    ...(await updateRoomSettings(params.id, body)),
  }));

  return router;
}
