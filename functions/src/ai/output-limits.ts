/**
 * The output-token limit of each flow's model call (`config.maxOutputTokens`), so that no answer
 * can run on and bill without end. On Gemini's thinking models the limit counts the thinking
 * tokens too, so each one leaves several times the room its answer needs; an image counts as
 * about 1,300 tokens. A reply cut at the limit is an unusable answer like any other (retried
 * once, then offline).
 */
export const OUTPUT_TOKEN_LIMITS = {
  /** Title, premise, backstory and up to a dozen scenes. */
  storyboard: 8_192,
  /** The whole puzzle design of a room: the largest JSON any flow asks for. */
  puzzleDesign: 32_768,
  /** A box per element of one scene. */
  elementPlacement: 8_192,
  /** One picture (and maybe a line of text). */
  sceneImage: 8_192,
  /** One edited picture. */
  modifyScene: 8_192,
  /** At most three sentences and a few section ids. */
  chat: 4_096,
  /** The editor assistant's answer and at most one proposed edit. */
  sceneAssistant: 8_192,
  /** A handful of element suggestions. */
  suggestElements: 4_096,
  /** A verdict with its issues and suggestions. */
  validateRoom: 8_192,
  /** One scene (title and description). */
  generateScene: 4_096,
  /** One storyboard field rewritten, with a summary. */
  editStoryboard: 8_192,
} as const;
