/** The six capabilities on the landing page (platform-spec §1). */
import { bulbOutline, constructOutline, globeOutline, peopleOutline, starOutline, trophyOutline } from 'ionicons/icons';

export const FEATURES = [
  {
    icon: bulbOutline,
    title: 'Generate creative content',
    text: 'Puzzles, storylines, riddles and settings, drafted by Ermie in seconds.',
  },
  {
    icon: constructOutline,
    title: 'Build without code',
    text: 'Turn ideas into playable escape-room games with a guided, visual workflow.',
  },
  {
    icon: globeOutline,
    title: 'Share with the world',
    text: 'Publish your creations to a global community of puzzle lovers.',
  },
  { icon: trophyOutline, title: 'Play and compete', text: "Play others' rooms and climb the community leaderboard." },
  { icon: starOutline, title: 'Earn XP rewards', text: 'Collect experience points for creating, playing and sharing.' },
  {
    icon: peopleOutline,
    title: 'Co-create together',
    text: 'Collaborate with friends and fellow builders on your next room.',
  },
] as const;
