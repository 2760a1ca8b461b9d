/**
 * The whitepaper, written once: the /whitepaper page is prerendered from it at build time
 * (vite-plugin-whitepaper.ts) and Ermie's chat answers from it (functions/src/ai/offline/
 * whitepaper-search.ts). Every statement comes from the product specs and the README; where
 * the specs leave something open (XP amounts, the token's mechanics) the text says so
 * rather than inventing it.
 */
import { HINT_COST_POINTS, INVITE_TTL_DAYS } from '../constants';

export interface WhitepaperSection {
  /** The anchor on /whitepaper (`/whitepaper#<id>`). */
  id: string;
  title: string;
  paragraphs: string[];
}

export const WHITEPAPER_PATH = '/whitepaper';
export const WHITEPAPER_TITLE = 'Ermie Escape Studio: the whitepaper';
export const WHITEPAPER_INTRO =
  'What the studio is, how its escape rooms are made and proven solvable, how play works on a phone, and where the XP and token programme stands today.';

/** The address of a section on the whitepaper page. */
export const whitepaperUrl = (sectionId: string): string => `${WHITEPAPER_PATH}#${sectionId}`;

export const WHITEPAPER_SECTIONS: readonly WhitepaperSection[] = [
  {
    id: 'what-the-studio-is',
    title: 'What Ermie Escape Studio is',
    paragraphs: [
      'Ermie Escape Studio is an installable, mobile-first web app (a PWA) for creating, publishing and playing point-and-click escape rooms whose content is produced with an AI game master called Ermie.',
      'Administrators and invited creators build rooms with Ermie and AI agents; players play the published rooms on phones and tablets, also offline. The product is in beta.',
      'The studio is meant to let people generate creative content (puzzles, storylines, riddles, settings), build playable escape-room games without coding, share creations with a community, play other rooms, earn experience points for creating, playing and sharing, and co-create with others.',
    ],
  },
  {
    id: 'who-it-is-for',
    title: 'Who uses the studio',
    paragraphs: [
      'There are two roles, user and admin. Administrators do the creating and managing: the creation wizard, AI agents, the scene editor, publishing, and the admin panel with users, invitations and builder applications.',
      'Invited creators register through an invitation link. Visitors can apply for early access. Regular users sign in to a dashboard where creating, community play, saved puzzles, play history and staking are still marked coming soon; they can play the rooms that are published.',
    ],
  },
  {
    id: 'ermie-and-agents',
    title: 'Ermie and the AI agents',
    paragraphs: [
      'Ermie is the AI game master. Creators pick an AI agent for each room: an agent has a name, a personality (such as Mysterious, Friendly or Scholarly), a setting (such as Ancient Library, Space Station or Haunted Mansion), a theme (such as Mystery, Sci-Fi or Fantasy) and an optional description, and it shapes the story Ermie writes.',
      'No AI key is needed: a built-in offline engine writes storyboards, designs puzzle chains, paints illustrated scenes and places the elements. When a Gemini key is configured on the server, the same Genkit flows run against Gemini; if the model answers with something unusable, the offline engine takes over and says why. The AI key stays on the server and never reaches the browser.',
    ],
  },
  {
    id: 'how-rooms-are-made',
    title: 'How a room is made',
    paragraphs: [
      'A room is made in a five-step wizard. First the room details: title, description, difficulty (easy, medium, hard or expert) and theme. Second, the AI agent. Third, Ermie generates the storyboard: a premise, a backstory and a list of scenes, each with a title and description; the creator can rewrite a field or a scene by a sentence.',
      'Fourth, the scene images are painted, one per storyboard scene. Then the puzzle elements (clickable objects, combination locks, keys, doors, hidden items and puzzle pieces) are placed on the images where the pictures show them. Fifth, the room is finalised and published.',
      'Every room is created disabled, and an admin switches it on for players. Before a room is published it must pass the solvability check.',
    ],
  },
  {
    id: 'scene-editor',
    title: 'The scene editor',
    paragraphs: [
      'After the wizard, admins refine each scene in the scene editor: drag element markers, edit every field of an element, delete it, place new elements from a 16 by 16 grid with AI suggestions per tile, change the picture with a sentence, ask the AI assistant for an edit, and undo the last edit.',
      'Every edit is checked at once: the editor shows "Solvable in N steps" or "Not solvable" with a reason naming the elements, and a Puzzle Graph panel draws the scenes, elements, keys, codes and doors with the solved path highlighted.',
    ],
  },
  {
    id: 'proven-solvable',
    title: 'Every room is proven solvable',
    paragraphs: [
      "A solvability checker in the studio's shared core explores each room's puzzle graph: every key, code, clue, door and hidden item, and the order in which they can be reached. It answers whether the room can be escaped, how many steps the shortest solution takes, and, if it cannot, the reason.",
      'A room that is not solvable cannot be published. When an edit breaks a published room, the room keeps its last good version and is disabled for players until it is fixed. The checker is tested with random rooms: whenever it says a room is solvable, a player bot must finish that room.',
    ],
  },
  {
    id: 'fair-play',
    title: 'Fair play: the server replays every action',
    paragraphs: [
      'What a player downloads is a sealed package: what the start of play shows, codes stored only as hashes, and every later text locked until the player unlocks it. Reading the download does not reveal the solutions.',
      'Every tap, drag and code is run by the same game engine on the device and sent to the server, which replays every action with the full room. The score the server keeps is the one that counts, so points cannot be faked.',
    ],
  },
  {
    id: 'hints',
    title: 'Hints from the puzzle graph',
    paragraphs: [
      `Stuck players can ask for a hint. A hint is taken from the puzzle graph: it points at the next step of the shortest remaining way out from where the player stands, vague, then specific, then explicit on repeated asks. Each hint costs ${HINT_COST_POINTS} points, even at 0 points (the score may go below zero); a hint already bought is shown again free. The server works out and charges every hint itself, and offline the play screen works out the same hint from the package it holds.`,
      'A hint never reveals a combination in clear text. Asking Ermie in the chat for a code on the play screen gives the next hint, charged like the Hint button, not the code.',
    ],
  },
  {
    id: 'offline-play',
    title: 'Play offline on your phone',
    paragraphs: [
      'The studio installs like an app on phones, tablets and computers. Once a room has been opened, it plays without a connection: every action goes through the game engine on the device and is saved there.',
      'Actions made offline wait in a queue on the device and are sent to the server when the connection returns, where they are replayed; the score is shown once everything is synced. Offline data is kept per signed-in account on the device.',
    ],
  },
  {
    id: 'early-access',
    title: 'Early access and invitations',
    paragraphs: [
      'Visitors apply for early access with a five-step application: Adventure Vibe, Escape Room DNA, Ownership & Design, Benefits and Contact. The answers help Ermie understand each person’s creative flow and puzzle style. Administrators read the applications under Builder Applications.',
      `Administrators invite creators by email, one at a time or in bulk. An invitation link expires after ${INVITE_TTL_DAYS} days or on first use; the invited person registers with a first name, last name and password.`,
    ],
  },
  {
    id: 'xp-program',
    title: 'The XP Program',
    paragraphs: [
      'The studio runs alongside an experience-points ecosystem: the aim is to reward creating, playing and sharing rooms with experience points (XP). The dashboard’s XP Program button opens the XP page, which explains what XP is and how it is earned.',
      'Escaping a room, a first escape and a review earn XP today; the XP page lists the amounts. XP for creating and sharing rooms are not decided yet.',
    ],
  },
  {
    id: 'token-program',
    title: 'The $ERM token',
    paragraphs: [
      'The studio is also run alongside a token programme around a token named $ERM. The early-access application asks how people would like to be rewarded for playing and what they would do with earned tokens, to shape the programme.',
      'The token’s mechanics and any reward payout are not shown yet: Staking & Rewards on the dashboard and $ERM Rewards in the admin panel are marked coming soon. This whitepaper makes no promise about token amounts, prices or payouts.',
    ],
  },
  {
    id: 'ask-ermie',
    title: 'Asking Ermie in the chat',
    paragraphs: [
      'The floating chat button on every screen opens a conversation with Ermie. Ermie answers questions about the studio from this whitepaper and cites the section it used; when the whitepaper does not cover a question, Ermie says it does not know that yet rather than inventing an answer.',
      'On the play screen Ermie knows which room is being played and what the player can see, and never reveals an answer.',
    ],
  },
];
