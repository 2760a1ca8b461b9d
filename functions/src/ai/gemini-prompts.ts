/**
 * The natural-language prompts of the flows. Every provider gets the same prompt; the
 * offline engine additionally receives the structured task (see offline-model.ts).
 */
import { gridToPixel, type SuggestElementsRequestSchema } from '@core';
import type { z } from 'zod';
import { placementPhrase, type AssistantContext } from './flows/editor/assistant-schemas';
import type { SceneArtSpec } from './offline/scene-art';
import type { RoomBrief } from '../model/room-design';
import { isPainted } from './offline/painter/scene-elements';

const SCENES_BY_DIFFICULTY = { easy: 2, medium: 3, hard: 4, expert: 5 } as const;

export const sceneCountFor = (brief: RoomBrief): number => brief.scene_count ?? SCENES_BY_DIFFICULTY[brief.difficulty];

export function storyboardPrompt(brief: RoomBrief): string {
  const scenes = sceneCountFor(brief);
  const { agent } = brief;
  return [
    `You are Ermie, an award-winning escape-room game designer, working as "${agent.name}", ` +
      `a ${agent.personality.toLowerCase()} guide whose world is a ${agent.setting} with a ${agent.theme} flavour.` +
      (agent.description ? ` About ${agent.name}: ${agent.description}` : ''),
    '',
    'Write the storyboard of a point-and-click escape room played on phones and tablets.',
    `Room title: ${brief.title}`,
    `The creator's idea: ${brief.description}`,
    `Theme: ${brief.theme}`,
    `Difficulty: ${brief.difficulty}`,
    '',
    'Requirements:',
    `- Exactly ${scenes} scenes, in the order the player moves through them; the last scene holds the final exit.`,
    '- story_premise: one or two sentences, second person, saying who the player is and why they must escape.',
    '- backstory: one paragraph that plants the clues the puzzles will use (names, dates, symbols, numbers).',
    '- Each scene description: 2-4 sentences of what the player sees, naming 3-6 concrete, clickable objects ' +
      '(locks, keys, containers, papers, mechanisms) that can hide items or codes. No people to talk to.',
    '- Keep every scene visually distinct (different room, lighting or vantage) and consistent with the theme.',
    `- Match the tone of ${agent.name}: ${agent.personality}. Stay family friendly.`,
    '- Answer with the JSON object only.',
  ].join('\n');
}

/** The puzzle design request lives with the design conversion (issue 30 item 8). */
export { DESIGN_STORYBOARD_LINE, puzzleDesignPrompt } from './design/design-prompt';

export interface SceneImageStyle {
  storyboardTitle: string;
  styleHint?: string;
}

const WALL_ART = new Set(['painting', 'clock', 'map', 'mirror', 'bookshelf', 'keypad', 'terminal', 'console', 'lever']);
const FLOOR_ART = new Set(['rug', 'chest', 'crate', 'hatch', 'sarcophagus', 'statue', 'vase', 'plant']);
const COLUMNS = ['far left', 'left', 'centre-left', 'centre', 'centre-right', 'right', 'far right'];

/** Where in the picture an element should stand: spread left to right in list order, at a height its kind suggests. */
export function sceneSpotFor(art: string, element_type: string, index: number, count: number): string {
  const column = COLUMNS[Math.round(((index + 0.5) / Math.max(1, count)) * (COLUMNS.length - 1))];
  if (element_type === 'door') return `in the back wall, ${column}`;
  if (WALL_ART.has(art)) return `on the wall, ${column}, at eye level`;
  if (FLOOR_ART.has(art)) return `on the floor, ${column}, in the foreground`;
  return `on a table or shelf, ${column}, at waist height`;
}

/** What the picture must show of an element so a player recognises it (its container or clue surface). */
function looksLike(e: SceneArtSpec['elements'][number]): string {
  const drawnAs = e.art.replace(/_/g, ' ');
  switch (e.element_type) {
    case 'combination_lock':
      return `${e.name}, a ${drawnAs} with a visible dial or keypad`;
    case 'door':
      return `${e.name}, a closed ${drawnAs} that clearly leads out of the room`;
    case 'clickable_object':
      return `${e.name}, drawn as a ${drawnAs} whose surface or opening is in full view`;
    default:
      return `${e.name}, a small ${drawnAs} that stands out against its surroundings`;
  }
}

/**
 * The picture shows only what is always there (furniture, containers, fixtures, locks, doors and
 * clue surfaces). Things the player picks up or finds later are drawn by the play screen over the
 * picture, by state: the model must leave them out, or the picture would give them away.
 */
export function sceneImagePrompt(spec: SceneArtSpec, style: SceneImageStyle): string {
  const painted = spec.elements.filter(isPainted);
  const leftOut = spec.elements.filter((element) => !isPainted(element));
  return [
    `Paint scene ${spec.scene_index + 1} of ${spec.scene_count} of the escape room "${style.storyboardTitle}".`,
    `Scene: ${spec.title}. ${spec.description}`,
    `Setting: ${spec.setting}. Theme: ${spec.theme}. Make the room look like what the scene title and description say.`,
    `Style: ${style.styleHint?.trim() || 'richly detailed digital illustration, game background art, soft cinematic lighting'}.`,
    `Landscape composition, ${spec.width}x${spec.height} pixels, seen from eye level as a player standing in the room.`,
    painted.length
      ? 'These objects are the puzzle and must be plainly visible, whole, separate from each other and easy to tap on a phone:\n' +
        painted.map((e, i) => `- ${looksLike(e)}: ${sceneSpotFor(e.art, e.element_type, i, painted.length)}`).join('\n')
      : '',
    leftOut.length
      ? `Do not draw these anywhere in the picture (they are added later, over it): ${leftOut.map((e) => e.name).join('; ')}. ` +
        'No loose keys, coins, gems, cards, notes or other small items lying in the open; leave tabletops and shelves clear.'
      : 'No loose keys, coins, gems, cards, notes or other small items lying in the open.',
    'No people, no text, no letters, no numbers, no user-interface elements, no borders or watermarks.',
  ]
    .filter(Boolean)
    .join('\n');
}

export function elementPlacementPrompt(spec: SceneArtSpec, width: number, height: number): string {
  const nameOf = new Map(spec.elements.map((e) => [e.id, e.name]));
  const spot = (e: SceneArtSpec['elements'][number]) => {
    if (isPainted(e)) return '';
    const near = e.revealed_by && nameOf.get(e.revealed_by);
    return near
      ? `, not drawn: box the free spot right by the ${near} where it will be shown`
      : ', not drawn: box a free spot on a table, shelf or the floor where it will be shown';
  };
  const list = spec.elements.map((e) => `- element_id "${e.id}": ${e.name} (${e.art.replace(/_/g, ' ')}${spot(e)})`);
  return [
    `This image (${width}x${height} pixels) is the scene "${spec.title}" of an escape room: ${spec.description}`,
    'Locate each of these interactive objects in the image:',
    ...list,
    '',
    'For every element return its element_id exactly as given, its bounding box as box_2d = [ymin, xmin, ymax, xmax] ' +
      'normalised to 0-1000, and confidence between 0 and 1 (how sure you are the box shows that object). ' +
      'If an object is not in the image, give your best guess of where it would fit and a confidence below 0.3.',
    'Answer with the JSON object only.',
  ].join('\n');
}

/** The image model's instruction for editing a scene picture (the editor's modify scene). */
export function modifyScenePrompt(spec: SceneArtSpec, modification: string): string {
  const names = spec.elements.filter(isPainted).map((element) => element.name);
  return [
    `Edit this picture of the escape-room scene "${spec.title}": ${spec.description}`,
    `The change the creator asks for: ${modification}`,
    'Keep the same room, camera, composition and art style. Every object stays exactly where it is, with the ' +
      'same size and shape' +
      (names.length ? `, in particular: ${names.join('; ')}.` : '.'),
    'Only change what the request asks for (lighting, colours, added decoration).',
    'No people, no text, no letters, no numbers, no user-interface elements, no borders or watermarks.',
  ].join('\n');
}

/** The grid's suggestion request (rooms-and-play-spec §7 suggest-puzzle-elements). */
export function suggestElementsPrompt(request: z.output<typeof SuggestElementsRequestSchema>): string {
  const { scene_data: scene, grid_position: cell } = request;
  const pixel = gridToPixel(cell);
  const elements = (scene.elements ?? []).map(
    (e) =>
      `- ${e.name}${e.element_type ? ` (${e.element_type})` : ''}${e.x_position !== undefined ? ` at (${e.x_position}, ${e.y_position})` : ''}`,
  );
  return [
    'You help a creator design a point-and-click escape-room scene on a 16x16 grid laid over the scene picture.',
    `Scene: ${scene.title ?? 'untitled'}. ${scene.description ?? ''}`.trim(),
    elements.length ? `Elements already in the scene:\n${elements.join('\n')}` : 'The scene has no elements yet.',
    `The creator clicked tile [${cell.x}, ${cell.y}] (column ${cell.x}, row ${cell.y}; row 0 is the top), ` +
      `around pixel (${pixel.x}, ${pixel.y}).`,
    request.user_prompt ? `The creator's wish: ${request.user_prompt}` : '',
    'Suggest 3 interactive elements that belong on that tile: wall pieces high up, furniture and containers in the ' +
      "middle, floor things low down, a hidden item under or behind a nearby element. Fit the scene's theme and " +
      'do not repeat an element that already exists.',
    'For each: name (what the player sees), element_type, action_type (place_element, trigger_event, hotspot or ' +
      'hidden_area), a one-sentence description, the reason it fits this tile, and confidence between 0 and 1.',
    'Answer with the JSON object only.',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The scene editor assistant: the scene, its elements (with ids), the checker's verdict and the chat. */
export function sceneAssistantPrompt(context: AssistantContext): string {
  const { scene, elements, verdict } = context;
  const listed = elements.map(
    (e) =>
      `- id "${e.id}": ${e.name} (${e.element_type}) at (${Math.round(e.x)}, ${Math.round(e.y)}), ` +
      `${e.visible ? 'visible' : 'hidden'}, ${placementPhrase(e)}`,
  );
  const history = context.messages
    .slice(-10)
    .map((m) => `${m.type === 'user' ? 'Creator' : 'Assistant'}: ${m.content}`);
  return [
    'You are the assistant of an escape-room scene editor. Answer the creator briefly and concretely about this scene.',
    `Scene ${scene.scene_index + 1}: "${scene.title}". ${scene.description}`,
    'Positions are element centres on a 750 x 550 canvas (x to the right, y down).',
    elements.length ? `Elements:\n${listed.join('\n')}` : 'The scene has no elements yet.',
    verdict.solvable
      ? `The solvability checker says the room can be solved in ${verdict.steps} steps.`
      : `The solvability checker says the room cannot be solved: ${verdict.reason ?? 'no reason given'}` +
        (verdict.offending.length ? ` (elements involved: ${verdict.offending.join(', ')})` : ''),
    history.length ? `Conversation so far:\n${history.join('\n')}` : '',
    `The creator says: ${context.prompt}`,
    'If an edit would help, propose exactly one in "proposal" (else null): update_element (element_id as listed, ' +
      'changes with only the fields to change), create_element (element), delete_element (element_id) or ' +
      'modify_scene (modification_prompt: a change to the picture such as lighting or colour). Moves go about ' +
      '60 px unless told otherwise. Leave the other proposal fields null. Answer with the JSON object only.',
  ]
    .filter(Boolean)
    .join('\n');
}
