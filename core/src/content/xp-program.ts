/**
 * The /xp page: what XP is and how it is earned (rooms-and-play-spec §2, the dashboard's XP
 * Program button). Written only from the specs and the whitepaper: the specs name the rewards
 * (creating, playing, sharing) but publish no amounts, so neither does this page.
 * Prerendered at build time like the whitepaper (src/whitepaper/static-pages.ts).
 */
import { whitepaperUrl, type WhitepaperSection } from './whitepaper';

export const XP_PAGE_PATH = '/xp';
export const XP_PAGE_TITLE = 'The XP Program';
export const XP_PAGE_INTRO =
  'What XP is in Ermie Escape Studio and how it is earned, as far as the programme has been published.';

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
    id: 'not-published-yet',
    title: 'What is not published yet',
    paragraphs: [
      'How many XP an action earns is not published.',
      'Staking & Rewards on the dashboard are marked coming soon, and so are XP Program and $ERM Rewards in the admin panel. This page makes no promise about amounts, prices or payouts.',
    ],
  },
];

/** Where the whitepaper says the same, linked from the page's footer. */
export const XP_WHITEPAPER_LINK = whitepaperUrl('xp-program');
