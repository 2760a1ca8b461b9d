/**
 * What the element dialog offers for an element: the label of its main action (all
 * of them are one `interact` action for the engine) or a combination form, its state chip,
 * its clue once read and its hot-spot's name. The words are core's (engine/player-view.ts),
 * the same functions the screen bot reads the room through (issue 30 item 7).
 */
export {
  hotspotName,
  isPassage,
  needsCombination,
  primaryActionLabel,
  revealedClue,
  runtimeOf,
  stateLabel,
  visibleElements,
  type ElementActionLabel,
} from '@core/engine/player-view';
