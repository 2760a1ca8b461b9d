/** The signed-in user's offline play data (see play-space.ts); none while nobody is signed in. */
import { useMemo } from 'react';
import { playSpace, SIGNED_OUT_SPACE, type PlaySpace } from './play-space';
import { useAuth } from '../../auth/useAuth';

export function usePlaySpace(): PlaySpace {
  const { uid } = useAuth();
  return useMemo(() => (uid ? playSpace(uid) : SIGNED_OUT_SPACE), [uid]);
}
