/** Play: the room package (online, or offline on request), the player's session, interactions and offline sync. */
import { Router } from 'express';
import { playApi } from '@core';
import { interact, sessionAnswer, sync } from '../../domain/play/play-answers';
import { offlinePackage } from '../../domain/play/offline-package';
import { playerPackage } from '../../domain/play/player-package';
import { refuseOversizedSync } from '../../domain/play/play-session';
import { caller, mount, signedIn } from '../route';

export function playRouter(): Router {
  const router = Router();

  mount(router, playApi.package, async (input) => {
    const { package: sealed, keyring } = await playerPackage(signedIn(input), input.params.id);
    return { status: 'success', package: sealed, keyring };
  });

  // "Make available offline": the sealed package, and the session marked unranked (domain/play/offline-package.ts).
  mount(router, playApi.offlinePackage, async (input) => ({
    status: 'success',
    ...(await offlinePackage(signedIn(input), input.params.id)),
  }));

  mount(router, playApi.session, async (input) => ({
    status: 'success',
    ...(await sessionAnswer(signedIn(input), input.params.id)),
  }));

  mount(router, playApi.restart, async (input) => ({
    status: 'success',
    ...(await sessionAnswer(signedIn(input), input.params.id, true)),
  }));

  // The replay's first statement reads the player's users row with their session (one round trip).
  mount(
    router,
    playApi.interact,
    (input) => interact(caller(input), input.params.id, input.params.elementId, input.body),
    { callerOnly: true },
  );

  mount(
    router,
    playApi.sync,
    async (input) => ({ status: 'success', ...(await sync(caller(input), input.params.id, input.body.actions)) }),
    { beforeBody: refuseOversizedSync, callerOnly: true },
  );

  return router;
}
