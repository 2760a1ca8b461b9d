/**
 * validate-escape-room (rooms-and-play-spec §7): the checker's verdict on the room, plus a
 * critique. With room_id naming a designed room, the room's own design (and its painted scenes)
 * is checked; otherwise the offline puzzle designer designs the storyboard (seed derived from
 * it) and that design is checked, with synthetic placements, as finalize would assemble it.
 */
import { type Difficulty, type Storyboard, type ValidateRoomAnswer, type ValidateRoomRequest } from '@core';
import { AI_MESSAGES } from '@core/content/messages';
import { validateRoomFlow } from '../../ai/flows/assist/validate-room';
import { designPuzzles } from '../../ai/offline/design/puzzle-designer';
import { critiqueFacts } from '../../ai/offline/design/room-critique';
import { DEFAULT_SCENE_COUNT } from '../../ai/offline/design/room-plan';
import { deriveSeed } from '../../ai/offline/rng';
import { storyboardText } from '../../ai/offline/writing/storyboard-editor';
import { resolveSetting, resolveTheme } from '../../ai/offline/material/theme-material';
import type { RoomBrief, RoomDesign } from '../../model/room-design';
import { rememberedElementNames } from '../../db/room-edits-repo';
import { listScenes, type SceneRecord } from '../../db/scenes-repo';
import { aiStep } from '../shared/ai-failure';
import { verdictFor, type RoomIdentity } from '../rooms/room-assembly';
import { requireRoom } from '../rooms/room-creation';

/** The id of a room that is only being checked, never stored. */
const UNSTORED_ROOM_ID = '00000000-0000-4000-8000-000000000000';

/** The difficulty whose default scene count is this storyboard's (more scenes: expert). */
function difficultyFor(sceneCount: number): Difficulty {
  const match = (Object.entries(DEFAULT_SCENE_COUNT) as Array<[Difficulty, number]>).find(([, n]) => n === sceneCount);
  return match ? match[0] : sceneCount < DEFAULT_SCENE_COUNT.easy ? 'easy' : 'expert';
}

/** A brief for a storyboard without a room: its own title, premise, theme and setting; a seed from its text. */
export function briefFromStoryboard(storyboard: Storyboard): RoomBrief {
  const text = storyboardText(storyboard);
  const seed = deriveSeed(0, text) % 2 ** 31;
  const theme = resolveTheme(text, undefined, seed).name;
  return {
    title: storyboard.title,
    description: storyboard.story_premise,
    difficulty: difficultyFor(storyboard.scenes.length),
    theme,
    agent: { name: 'Ermie', personality: 'Mysterious', setting: resolveSetting(text, seed).name, theme },
    seed,
    scene_count: storyboard.scenes.length,
  };
}

interface Subject {
  identity: RoomIdentity;
  brief: RoomBrief;
  design: RoomDesign;
  scenes: SceneRecord[];
  remembered?: Map<string, string>;
  checked: 'room' | 'storyboard';
}

async function subjectOf(request: ValidateRoomRequest): Promise<Subject> {
  const { storyboard } = request;
  if (request.room_id) {
    const room = await requireRoom(request.room_id);
    if (room.design)
      return {
        identity: room,
        brief: room.brief,
        design: room.design,
        scenes: await listScenes(room.id),
        remembered: await rememberedElementNames(room.id),
        checked: 'room',
      };
    return {
      identity: room,
      brief: room.brief,
      design: designPuzzles(room.brief, storyboard),
      scenes: [],
      checked: 'storyboard',
    };
  }
  const brief = briefFromStoryboard(storyboard);
  return {
    identity: {
      id: UNSTORED_ROOM_ID,
      title: brief.title,
      description: brief.description,
      difficulty: brief.difficulty,
      theme: brief.theme,
    },
    brief,
    design: designPuzzles(brief, storyboard),
    scenes: [],
    checked: 'storyboard',
  };
}

export async function validateRoom(request: ValidateRoomRequest): Promise<ValidateRoomAnswer> {
  const subject = await subjectOf(request);
  const { verdict, pkg, report } = verdictFor({
    room: subject.identity,
    design: subject.design,
    scenes: subject.scenes,
    remembered: subject.remembered,
    enabled: false,
    published: false,
  });
  const facts = critiqueFacts({
    storyboard: request.storyboard,
    design: subject.design,
    pkg,
    report,
    solvable: verdict.solvable,
    reason: verdict.reason,
    difficulty: subject.identity.difficulty,
    theme: resolveTheme(subject.brief.theme, subject.brief.agent.theme, subject.brief.seed),
    setting: resolveSetting(subject.brief.agent.setting, subject.brief.seed),
  });
  const { critique, engine, notice } = await aiStep(AI_MESSAGES.validateRoomFailed, () =>
    validateRoomFlow({ storyboard: request.storyboard, facts }),
  );
  return {
    success: true,
    solvable: verdict.solvable,
    reason: verdict.reason,
    depth: verdict.solvable ? facts.depth : 0,
    steps: verdict.steps,
    states_explored: verdict.states_explored,
    checked: subject.checked,
    critique,
    engine,
    ...(notice ? { notice } : {}),
  };
}
