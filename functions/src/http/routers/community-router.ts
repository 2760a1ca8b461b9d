/** The community routes (issue 31): the room browser, a room's page, ratings, reviews' visibility, boards and XP. */
import { Router } from 'express';
import { communityApi } from '@core';
import { browse, roomPage } from '../../domain/community/browse';
import { rateRoom, setReviewVisibility } from '../../domain/community/ratings';
import { globalXpBoard, myXp, roomLeaderboard } from '../../domain/community/boards';
import { ANSWERED, mount, Reply, signedIn } from '../route';
import { remixRoom } from '../../domain/community/remix';
import { SHARE_CACHE, shareImage, shareLink } from '../../domain/community/share-preview';

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

  mount(
    router,
    communityApi.remix,
    async (input) => new Reply({ status: 'success', ...(await remixRoom(signedIn(input), input.params.id)) }, 201),
  );

  mount(router, communityApi.myXp, async (input) => ({ status: 'success', ...(await myXp(signedIn(input))) }));

  mount(router, communityApi.shareImage, async ({ params, res }) => {
    res.set('Content-Type', 'image/png');
    res.set('Cache-Control', SHARE_CACHE);
    res.send(await shareImage(params.id));
    return ANSWERED;
  });

  return router;
}

/**
 * `/r/{short id}`, outside /api/v1 (Hosting rewrites `/r/*` to the api function): Open Graph tags for a
 * link-preview crawler, a redirect to the room's page for a person; 404 for a room that is not public.
 */
export function shareLinkRouter(): Router {
  const router = Router();
  router.get('/:shortId', async (req, res) => {
    const answer = await shareLink(req.params.shortId, req.get('User-Agent'));
    res.set('Vary', 'User-Agent');
    if (answer.kind === 'person') {
      res.set('Cache-Control', 'no-store');
      res.redirect(302, answer.location);
      return;
    }
    res.set('Cache-Control', SHARE_CACHE);
    res.type('html').send(answer.html);
  });
  return router;
}
