import type { ThemeMaterial } from './types';

export const THEMES: ThemeMaterial[] = [
  {
    name: 'Mystery',
    adjectives: ['Silent', 'Shuttered', 'Forgotten', 'Sealed', 'Hushed', 'Shadowed'],
    moods: [
      'Every object looks as if it has been moved a moment before you arrived.',
      'Fingerprints in the dust lead in, but none lead out.',
      'A cold cup of tea sits beside an unfinished letter.',
    ],
    stakes: [
      'before the one who locked you in comes back',
      'and expose whoever set this trap',
      'before the evidence is gone for good',
    ],
    twists: [
      'The last person to solve these puzzles left a warning: trust the clues, not the people.',
      'Someone has been tidying the scene of the crime, but not quite well enough.',
      'Whoever built this place wanted to be found out, eventually.',
    ],
    words: ['ALIBI', 'RAVEN', 'MOTIVE', 'CIPHER', 'SHADOW', 'WITNESS', 'LANTERN', 'VEIL'],
    wordChance: 0.35,
    escapes: [
      'The door swings open and the night air tastes of a mystery solved.',
      'You step out, and the last piece of the puzzle falls into place behind you.',
    ],
  },
  {
    name: 'Horror',
    adjectives: ['Bleeding', 'Whispering', 'Rotting', 'Hollow', 'Crawling', 'Cursed'],
    moods: [
      'Something breathes just beyond the light.',
      'The walls are warm to the touch, like skin.',
      "A child's laugh echoes from a room that should be empty.",
      'Scratches on the inside of the door are far too deep.',
    ],
    stakes: [
      'before the thing in the walls finds you',
      'before the candles burn out',
      'before midnight strikes and the doors open from the other side',
    ],
    twists: [
      'The whispers seem to know your name.',
      'Every clue you find was left by someone who did not make it out.',
      'The house is hungry, and you are the only guest left.',
    ],
    words: ['BONES', 'GRAVE', 'WRAITH', 'HUSH', 'CRYPT', 'OMEN', 'DREAD', 'ASHES'],
    wordChance: 0.3,
    escapes: [
      'You burst into cold, clean air as something howls behind you and falls silent.',
      'The door slams behind you; whatever was inside stays inside, for now.',
    ],
  },
  {
    name: 'Sci-Fi',
    adjectives: ['Flickering', 'Derelict', 'Quantum', 'Orbital', 'Silent', 'Humming'],
    moods: [
      'Status lights blink amber, then red.',
      'A synthetic voice counts down in a language nobody taught it.',
      'Gravity stutters for a heartbeat and loose bolts drift upward.',
    ],
    stakes: [
      'before life support fails',
      'before the reactor reaches critical',
      'before the rogue AI completes its purge cycle',
    ],
    twists: [
      'The logs suggest the crew never left; they were uploaded.',
      'The signal the crew was studying has started answering back.',
      'Your own voice is on a recording dated next week.',
    ],
    words: ['NOVA', 'ORBIT', 'VECTOR', 'QUASAR', 'PULSAR', 'NEBULA', 'ZENITH', 'ION'],
    wordChance: 0.15,
    escapes: [
      'Hatch sealed, thrusters hot: you are away, and the stars are wide open.',
      'The airlock cycles and you float free, with the station shrinking behind you.',
    ],
  },
  {
    name: 'Fantasy',
    adjectives: ['Enchanted', 'Moonlit', 'Runed', 'Elven', 'Gilded', 'Dragon-Haunted'],
    moods: [
      'Motes of golden light drift like slow fireflies.',
      'Runes flare softly when you come near.',
      'Somewhere a harp plays by itself.',
    ],
    stakes: [
      'before the enchantment seals you in forever',
      'before the dragon wakes',
      'before the moon sets and the spell resets',
    ],
    twists: [
      'The wizard who built this place speaks only in riddles, even in death.',
      'A fairy bargain binds the locks: give a true answer and they must obey.',
      'The crown everyone seeks is not gold at all, but a memory.',
    ],
    words: ['EMBER', 'RUNE', 'WYVERN', 'ELDER', 'MITHRIL', 'SPELL', 'GRIFFIN', 'ORACLE'],
    wordChance: 0.5,
    escapes: [
      'The spell breaks like glass, and you step into a dawn full of birdsong.',
      'Light pours through the opening, and the enchantment lets you go with a sigh.',
    ],
  },
  {
    name: 'Adventure',
    adjectives: ['Lost', 'Perilous', 'Hidden', 'Uncharted', 'Crumbling', 'Legendary'],
    moods: [
      'Your torch throws wild shadows across the walls.',
      'A trap has been sprung here before; the bones say so.',
      'The air smells of dust and old treasure.',
    ],
    stakes: [
      'before the passage collapses',
      'before your rival beats you to the treasure',
      'before the tide floods the lower halls',
    ],
    twists: [
      'The map you followed was drawn to trap treasure hunters.',
      'Your missing guide left marks for you to follow.',
      'The greatest treasure here is the way out.',
    ],
    words: ['COMPASS', 'ATLAS', 'SUMMIT', 'JUNGLE', 'IDOL', 'TORCH', 'VOYAGE', 'RELIC'],
    wordChance: 0.3,
    escapes: [
      'You scramble out into daylight, treasure-dusty and grinning.',
      'The last gate gives way and the world opens up in front of you.',
    ],
  },
  {
    name: 'Steampunk',
    adjectives: ['Brass', 'Clockwork', 'Steam-Choked', 'Copper', 'Riveted', 'Whirring'],
    moods: [
      'Pipes hiss and pressure gauges shiver.',
      "Gears tick behind the walls like a giant's pocket watch.",
      'The smell of hot oil and coal smoke hangs in the air.',
    ],
    stakes: [
      'before the boiler bursts',
      'before the great engine winds down for good',
      'before the airship leaves without you',
    ],
    twists: [
      'The inventor built a mechanical mind and gave it the keys.',
      'Every lock here was patented, and every patent hides a secret.',
      'The clockwork stops at noon, and so, they say, does everything inside.',
    ],
    words: ['COGS', 'PISTON', 'AETHER', 'VALVE', 'GEAR', 'BOILER', 'BRASS', 'TESLA'],
    wordChance: 0.2,
    escapes: [
      'With a triumphant blast of steam, the way out clanks open.',
      'You step out as every gear in the building spins to a halt, as if applauding.',
    ],
  },
  {
    name: 'Egyptian',
    adjectives: ['Golden', 'Sun-Scorched', 'Sacred', 'Hieroglyphic', 'Forbidden', 'Eternal'],
    moods: [
      'Painted gods watch from the walls with patient eyes.',
      'Sand trickles through the cracks like an hourglass.',
      'The smell of myrrh still lingers after thousands of years.',
    ],
    stakes: [
      'before the curse of the pharaoh settles on you',
      'before the sand fills the chambers',
      'before the sun sets and the tomb seals itself',
    ],
    twists: [
      "The pharaoh's priests spoke only in riddles, and so do the locks.",
      'The mummy in the final chamber is not the pharaoh.',
      "The sun-god's eye still watches over the way out.",
    ],
    words: ['ANKH', 'OSIRIS', 'NILE', 'SCARAB', 'ANUBIS', 'SPHINX', 'HORUS', 'PHARAOH'],
    wordChance: 0.55,
    escapes: [
      'Sunlight and desert wind meet you as the stone grinds open.',
      'You climb out under the sun, and the gods let you go.',
    ],
  },
  {
    name: 'Victorian',
    adjectives: ['Gaslit', 'Velvet', 'Fog-Bound', 'Respectable', 'Gloomy', 'Stately'],
    moods: [
      'Gaslight hisses and throws a yellow glow over the wallpaper.',
      'A carriage clock ticks loudly on the mantel.',
      'Fog presses against the windows like a curious neighbour.',
    ],
    stakes: [
      'before the constables arrive and blame you',
      'before the last train to London leaves',
      'before the family returns from the opera',
    ],
    twists: [
      'The lady of the house kept a secret diary that she never expected to be read.',
      'The butler did it, though not in the way you think.',
      'A respectable family hides a most unrespectable fortune.',
    ],
    words: ['BAKER', 'PARASOL', 'HANSOM', 'TEAPOT', 'LOCKET', 'MONOCLE', 'PARLOUR', 'LONDON'],
    wordChance: 0.45,
    escapes: [
      'You step into the fog-wrapped street as a church bell strikes the hour.',
      'The door opens onto cobbles and gaslight, and you are free.',
    ],
  },
];
