/**
 * The offline storyboard writer: title, premise, backstory and one titled, described
 * scene per room, in the agent's voice. The scenes describe the very objects the puzzle
 * designer will use (both read the same room plan), so the story and the puzzles agree.
 */
import { StoryboardSchema, type Storyboard } from '@core';
import type { RoomBrief } from '../../../model/room-design';
import { planRoom, type PlannedScene, type RoomPlan } from '../design/room-plan';
import { createRng, type Rng } from '../rng';
import { capitalize } from '../design/element-factory';
import { fill } from '../material/types';
import { nameWithLook, verbsFor, withIndefinite } from './grammar';

/** {is} and {stands} agree with the list (several things, or one whose name may be plural). */
const LIST_FRAMES = [
  'Your eye falls on {list}.',
  'Close at hand {is} {list}.',
  'Among the clutter you notice {list}.',
  'Looking around, you spot {list}.',
  'Nearby {stands} {list}.',
];
/** {is}, {waits} and {stands} agree with the door's name. */
const ONWARD_FRAMES = [
  'The only way on {is} {door}.',
  'Across the room {waits} {door}.',
  'To go further you must pass {door}.',
];
const EXIT_FRAMES = [
  'The only way out {is} {door}.',
  'Freedom waits beyond {door}.',
  'At the far end {stands} {door}, your way out.',
];
const NUMBERS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];

export function writeStoryboard(brief: RoomBrief): Storyboard {
  const plan = planRoom(brief);
  const rng = createRng(brief.seed, 'storyboard');
  const storyboard: Storyboard = {
    title: brief.title.trim() || plan.scenes[0].title,
    story_premise: premise(brief, plan, rng),
    backstory: backstory(brief, plan, rng),
    scenes: plan.scenes.map((scene, i) => ({
      title: scene.title,
      description: describeScene(plan, scene, i === plan.scenes.length - 1, rng),
    })),
  };
  return StoryboardSchema.parse(storyboard);
}

function sentence(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (!trimmed) return '';
  return /[.!?…"')]$/.test(trimmed) ? capitalize(trimmed) : `${capitalize(trimmed)}.`;
}

function premise(brief: RoomBrief, plan: RoomPlan, rng: Rng): string {
  const { setting, theme, voice } = plan.material;
  // "a dragon-haunted haunted mansion" says a word twice: an adjective sharing a word with the setting's name is passed over.
  const settingWords = setting.name.toLowerCase().split(/[\s-]+/);
  const fresh = theme.adjectives.filter(
    (a) =>
      !a
        .toLowerCase()
        .split(/[\s-]+/)
        .some((w) => settingWords.includes(w)),
  );
  const adjective = rng.pick(fresh.length > 0 ? fresh : theme.adjectives).toLowerCase();
  const where = withIndefinite(`${adjective} ${setting.name.toLowerCase()}`);
  const title = brief.title.trim();
  const named = title ? ` known as ${title}` : '';
  return `${rng.pick(voice.openers)} You are ${plan.role}, locked inside ${where}${named}. Escape ${rng.pick(theme.stakes)}.`;
}

function backstory(brief: RoomBrief, plan: RoomPlan, rng: Rng): string {
  const { setting, theme, voice } = plan.material;
  const history = rng.shuffle(setting.history).slice(0, 2);
  const detail = rng.pick(setting.details);
  const count = plan.scenes.length;
  const parts = [
    sentence(brief.description),
    ...history,
    `Now there is only ${detail}.`,
    rng.pick(theme.twists),
    `${capitalize(NUMBERS[count] ?? String(count))} chambers stand between you and the way out, each sealed by a puzzle.`,
    `${brief.agent.name.trim() || 'Your guide'} adds: "${rng.pick(voice.asides)}"`,
  ];
  return parts.filter(Boolean).join(' ');
}

function joinNames(names: string[]): string {
  const items = names.map((n) => `the ${n}`);
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function describeScene(plan: RoomPlan, scene: PlannedScene, final: boolean, rng: Rng): string {
  const { theme, voice } = plan.material;
  const door = scene.featured[scene.featured.length - 1];
  const others = scene.featured.slice(0, -1).slice(0, 4);
  const lines = [scene.place.look];
  const names = others.map((o) => o.name);
  if (others.length > 0) lines.push(fill(rng.pick(LIST_FRAMES), { list: joinNames(names), ...verbsFor(names) }));
  if (door)
    lines.push(
      fill(rng.pick(final ? EXIT_FRAMES : ONWARD_FRAMES), {
        door: nameWithLook(door.name, door.look),
        ...verbsFor([door.name]),
      }),
    );
  lines.push(rng.chance(0.5) ? rng.pick(theme.moods) : rng.pick(voice.closers));
  return lines.join(' ');
}
