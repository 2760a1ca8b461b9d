/** Player-facing messages of the game engine, used by name so tests can check each one. */
import { PLAY_MESSAGES } from '../content/play-messages';

export const ENGINE_MESSAGES = {
  alreadyEscaped: 'You already escaped!',
  unknownElement: 'There is nothing like that in this room.',
  elementInOtherScene: 'That is not in this scene.',
  elementNotVisible: 'You cannot see that here.',
  locked: "It's locked.",
  prerequisite: 'Something else must be done first.',
  enterCombination: PLAY_MESSAGES.combinationRequired,
  wrongCombination: 'Incorrect combination.',
  needsItem: 'Something is needed here. Try using an item from your inventory.',
  itemsFitEnterCode: 'It fits. Now enter the combination.',
  needsMoreItems: 'That fits, but something else is needed as well.',
  wrongKey: PLAY_MESSAGES.keyDoesNotFit,
  itemNotInInventory: 'You do not have that item.',
  nothingMoreToDo: 'There is nothing more to do here.',
  unknownScene: 'There is no such scene in this room.',
  sceneNotVisited: 'You have not been there yet.',
  alreadyInScene: 'You are already here.',
  unknownAction: 'That action is not understood.',
  escaped: 'You escaped!',
  noWayOut: 'No hint can help from here: there is no way out any more. Restart the room to try again.',
  hintTooLarge: 'This room is too large to work out a hint from here. Nothing was charged.',
} as const;

/** A title as it reads inside a sentence: "The Armoury" -> "the Armoury" ("You move on to the Armoury."). */
export const inSentence = (title: string) => title.replace(/^(?:The|A|An) (?=\S)/, (article) => article.toLowerCase());

export const pickedUp = (name: string) => `You picked up the ${name}.`;
export const movedTo = (sceneName: string) => `You move on to ${inSentence(sceneName)}.`;
export const examined = (name: string) => `You examine the ${name}.`;
export const returnedTo = (sceneName: string) => `You go back to ${inSentence(sceneName)}.`;
