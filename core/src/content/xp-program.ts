/**
 * The /xp page: what XP is and how it is earned (rooms-and-play-spec §2, the dashboard's XP
 * Program button). The specs name the rewards (creating, playing, sharing); the amounts a player
 * earns are the XP ledger's own constants (contracts/community-rules.ts), written out here so the
 * page and the server can never disagree. Prerendered at build time like the whitepaper
 * (src/whitepaper/static-pages.ts).
 */
import {
  XP_ESCAPE_BY_DIFFICULTY,
  XP_FIRST_ESCAPE_BONUS,
  XP_HINT_PENALTY,
  XP_MIN_SHARE,
  XP_REPEAT_SHARE,
  XP_REVIEW,
} from '../contracts/community-rules';
import { whitepaperUrl, type WhitepaperSection } from './whitepaper';

const percent = (share: number): string => `${Math.round(share * 100)} %`;
const { easy, medium, hard, expert } = XP_ESCAPE_BY_DIFFICULTY;

export const XP_PAGE_PATH = '/xp';
export const XP_PAGE_TITLE = 'The XP Program';
export const XP_PAGE_INTRO = 'What XP is in Ermie Escape Studio, how it is earned today, and what is not decided yet.';

export const XP_PAGE_SECTIONS: readonly WhitepaperSection[] = [
  {
    id: 'what-xp-is',
    title: 'What XP is',
    paragraphs: [
      'XP are experience points. Ermie Escape Studio is run alongside a token and experience-points ecosystem, and XP are the experience-point rewards of that ecosystem.',
      'XP are not the $ERM token. The token’s mechanics and any reward payout are not shown yet.',
    ],
  },
  {
    id: 'how-xp-is-earned',
    title: 'How XP is earned',
    paragraphs: [
      'XP reward three things: creating escape rooms, playing them, and sharing them.',
      'Creating: administrators and invited creators build rooms with Ermie and AI agents, from the storyboard to the scene images to the puzzle elements placed on them, and publish them once the room is proven solvable.',
      'Playing: players play the published rooms on phones, tablets and computers, also offline. The server replays every action with the same game engine, so what a player achieved cannot be faked.',
      'Sharing: the studio is meant to let people share their creations with a community, play others’ rooms and compete on a community leaderboard.',
    ],
  },
  {
    id: 'xp-amounts',
    title: 'How many XP',
    paragraphs: [
      `Escaping a room earns ${easy} XP on easy, ${medium} on medium, ${hard} on hard and ${expert} on expert.`,
      `Each hint used takes ${percent(XP_HINT_PENALTY)} of an escape’s XP away, down to ${percent(XP_MIN_SHARE)} of it at least.`,
      `A player’s first escape of a room adds ${XP_FIRST_ESCAPE_BONUS} XP; escaping the same room again earns ${percent(XP_REPEAT_SHARE)} of the escape’s XP.`,
      `Writing a review of a room earns ${XP_REVIEW} XP, once per room.`,
      'XP come only from what the server witnessed: every action of a run is replayed with the game engine. A run played from a room downloaded for offline play earns its XP once it syncs, but it is unranked: it never enters a room’s leaderboard.',
    ],
  },
  {
    id: 'not-published-yet',
    title: 'What is not decided yet',
    paragraphs: [
      'XP for creating and for sharing rooms are not decided yet.',
      'Staking & Rewards on the dashboard are marked coming soon, and so are XP Program and $ERM Rewards in the admin panel. This page makes no promise about prices or payouts.',
    ],
  },
];

/** Where the whitepaper says the same, linked from the page's footer. */
export const XP_WHITEPAPER_LINK = whitepaperUrl('xp-program');
