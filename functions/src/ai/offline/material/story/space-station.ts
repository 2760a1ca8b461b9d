/** Story things of the space station (see ../story-things.ts). */
import type { SettingStory } from '../types';

export const spaceStationStory: SettingStory = {
  things: [
    {
      name: 'Crew Snapshot',
      art: 'card',
      look: 'a crew snapshot stuck to a bulkhead with tape',
      text: 'The crew grin in mismatched jumpsuits, holding a banana-shaped cake. Someone has written "Best posting ever" across the bottom.',
    },
    {
      name: 'Personal Log Tablet',
      art: 'card',
      look: 'a personal log tablet with a cracked screen',
      text: '"Personal log. The planet sang again tonight. The commander says it is static. The commander does not sleep any more."',
    },
    {
      name: 'Hydroponic Pet Plant',
      art: 'plant',
      look: 'a sad hydroponic plant in a pouch of gel',
      text: 'A label on the pouch reads: "Gerald. Do not eat Gerald. Gerald is morale."',
    },
    {
      name: 'Mission Patch Poster',
      art: 'painting',
      look: 'a framed poster of the mission patch',
      text: 'The motto beneath the patch reads: "Further, together." Somebody has scratched out "together".',
    },
    {
      name: 'Postcard from Home',
      art: 'card',
      look: 'a postcard from home clipped to a vent',
      text: '"The garden misses you, and so do I. Come back with stories and without that beard."',
    },
    {
      name: 'Floating Sock Stash',
      art: 'vase',
      look: 'a mesh bag of socks floating on a tether',
      text: 'A tag says: "Lost property. If the socks are gone in the morning, it was not the socks that moved."',
    },
    {
      name: 'Flight Manual',
      art: 'book',
      look: 'a dog-eared flight manual',
      text: 'A margin note beside the emergency chapter: "None of this helps if the station decides it does not want you to leave."',
    },
    {
      name: 'Commander’s Mug',
      art: 'vase',
      look: "a commander's mug with a magnetic base",
      text: 'It says "World\'s Okayest Commander". The coffee inside froze solid some time ago.',
    },
    {
      name: 'Window Sketchbook',
      art: 'book',
      look: 'a sketchbook left by the observation window',
      text: 'Page after page of the planet below, drawn more carefully each time, until the last pages show only the dark between the clouds.',
    },
    {
      name: 'Sticky Note Reminder',
      art: 'card',
      look: 'a sticky note on a locker door',
      text: '"Remember to call your mother. Remember to log the readings. Remember that it is only a signal."',
    },
    {
      name: 'Party Garland Scrap',
      art: 'card',
      look: 'a scrap of a handmade party garland',
      text: 'Paper letters cut out with scissors spell "Happy" and then stop, as if the party ended before anyone finished making it.',
    },
    {
      name: 'Exercise Bike Log',
      art: 'card',
      look: 'an exercise log clipped to the treadmill',
      text: 'Entries in many scrawls, each boasting a little more than the last, and then a final note: "Nobody feels like running any more."',
    },
    {
      name: 'Chess Board',
      art: 'vase',
      look: 'a magnetic chess board mid-game',
      text: 'A game left unfinished. A note on the board says: "Your move, Lin. Take your time. I am not going anywhere."',
    },
    {
      name: 'Earthrise Print',
      art: 'painting',
      look: 'a glossy earthrise print above a bunk',
      text: 'Somebody has stuck a tiny paper arrow onto the coast of a continent with the word "home" written on it.',
    },
    {
      name: 'Psych Evaluation Form',
      art: 'scroll',
      look: 'a psych evaluation form left on a clipboard',
      text: 'Under "How are you sleeping?" someone has written: "I am not. The planet keeps talking, and it knows my name now."',
    },
    {
      name: 'Greenhouse Journal',
      art: 'book',
      look: 'a greenhouse journal clipped to a grow rack',
      text: '"Tomatoes doing well. Lettuce sulking. Lin says the plants turn towards the planet at night. The plants are not the only things that do."',
    },
    {
      name: 'Deck Shoes',
      art: 'vase',
      look: 'a pair of deck shoes velcroed to the floor',
      text: 'Inside the left shoe is a note: "Borrowed your shoes. Will return them when we get home. We are getting home, right?"',
    },
    {
      name: 'Drawing of a Dog',
      art: 'card',
      look: "a child's drawing of a dog taped to a bunk",
      text: '"Daddy, this is Biscuit. He misses you. Bring him a space rock." Somebody has taped a small grey pebble beside it.',
    },
    {
      name: 'Comms Officer’s Playlist',
      art: 'card',
      look: "a comms officer's playlist on a scrap of foil",
      text: 'Songs about going home, scribbled in order, and at the bottom: "Playing these to the planet. It has started humming along."',
    },
    {
      name: 'Launch Day Poster',
      art: 'painting',
      look: 'a launch day poster signed by the crew',
      text: 'Every signature is cheerful. Somebody has drawn a little rocket heading the other way, back down, with a smiley face.',
    },
  ],
  framed: [
    {
      name: 'Incident Report',
      art: 'card',
      look: 'a printed incident report in a plastic sleeve',
      frame: 'Summary of the incident: "{history}" The signature line is blank.',
    },
    {
      name: 'Audio Diary Transcript',
      art: 'scroll',
      look: 'an audio diary transcript curling from a printer',
      frame: 'The last recorded line: "{twist}" Then a long stretch of static.',
    },
    {
      name: 'Handover Note',
      art: 'card',
      look: 'a handover note taped to a console housing',
      frame: '"To {role}, whoever gets this shift: get out {stake}. Do not wait for orders."',
    },
    {
      name: 'Station Newsletter',
      art: 'scroll',
      look: 'a station newsletter pinned to the mess board',
      frame: 'The lead story reads: "{history}" The crossword below it is untouched.',
    },
    {
      name: 'Visitor Badge',
      art: 'card',
      look: 'a visitor badge on a lanyard',
      frame: 'The badge was printed for {role}. Across the photo someone has written "Welcome aboard. Sorry."',
    },
  ],
};
