/** The community routes (issue 31): the room browser, a room's page, ratings, reviews' visibility, boards and XP. */
import { Router } from 'express';
import { communityApi } from '@core';
import { browse, roomPage } from '../../domain/community/browse';
import { rateRoom, setReviewVisibility } from '../../domain/community/ratings';
import { globalXpBoard, myXp, roomLeaderboard } from '../../domain/community/boards';
import { mount, signedIn } from '../route';

export function communityRouter(): Router {
  const router = Router();

  mount(router, communityApi.browse, async (input) => ({
    status: 'success',
    ...(await browse(signedIn(input), input.query)),
  }));

  mount(router, communityApi.roomPage, async (input) => ({
    status: 'success',
    ...(await roomPage(signedIn(input), input.params.id)),
  }));

  mount(router, communityApi.rate, async (input) => ({
    status: 'success',
    ...(await rateRoom(signedIn(input), input.params.id, input.body)),
  }));

  mount(router, communityApi.reviewVisibility, async (input) => ({
    status: 'success',
    ...(await setReviewVisibility(signedIn(input), input.params.id, input.body)),
  }));

  mount(router, communityApi.leaderboard, async (input) => ({
    status: 'success',
    ...(await roomLeaderboard(signedIn(input), input.params.id)),
  }));

  mount(router, communityApi.xpBoard, async (input) => ({
    status: 'success',
    ...(await globalXpBoard(signedIn(input), input.query.period)),
  }));

  mount(router, communityApi.myXp, async (input) => ({ status: 'success', ...(await myXp(signedIn(input))) }));

  return router;
}
