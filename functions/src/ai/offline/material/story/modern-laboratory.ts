/** Story things of the modern laboratory (see ../story-things.ts). */
import type { SettingStory } from '../types';

export const modernLaboratoryStory: SettingStory = {
  things: [
    {
      name: 'Lab Coat on a Hook',
      art: 'scroll',
      look: 'a lab coat left on a hook, its pockets full',
      text: 'In the pocket, a receipt for cake and a note: "Happy retirement, Doctor Vance. You earned the quiet." The cake was never collected.',
    },
    {
      name: 'Research Notebook',
      art: 'book',
      look: 'a research notebook with coffee stains on the cover',
      text: '"Day of the breakthrough. It responded to my voice today. Not to the stimulus. To my voice. I have told nobody yet."',
    },
    {
      name: 'Office Plant',
      art: 'plant',
      look: 'an office plant drooping in a beaker',
      text: 'A label in marker: "Kevin. Water on Fridays. Kevin has survived several lockdowns and a fire drill."',
    },
    {
      name: 'Safety Poster',
      art: 'painting',
      look: 'a cheerful safety poster peeling at the corners',
      text: '"A clean bench is a safe bench!" Someone has added underneath, in smaller lettering: "A locked bench is a safer bench."',
    },
    {
      name: 'Family Snapshot',
      art: 'card',
      look: 'a family snapshot wedged into a monitor frame',
      text: 'A researcher and a little girl at the seaside, both squinting into the wind. On the back: "Home soon, I promise."',
    },
    {
      name: 'Whiteboard Doodle',
      art: 'painting',
      look: 'a whiteboard covered in smudged doodles',
      text: 'Among the wiped equations, a cartoon of the building with legs, running away. Beneath it: "Same."',
    },
    {
      name: 'Resignation Draft',
      art: 'card',
      look: 'a crumpled resignation draft in a wastebasket',
      text: '"I can no longer take part in work the board will not let us explain to the public. I am sorry. I am so sorry."',
    },
    {
      name: 'Canteen Menu',
      art: 'card',
      look: 'a canteen menu taped beside the lift',
      text: 'Soup of the day: "Mystery." Below it, in pen: "Not funny any more."',
    },
    {
      name: 'Conference Lanyard',
      art: 'card',
      look: 'a conference lanyard tangled on a chair',
      text: 'The badge reads "Speaker". The talk title has been scribbled out and replaced with: "What we should not have made."',
    },
    {
      name: 'Cold Coffee Mug',
      art: 'vase',
      look: 'a cold coffee mug with a chipped handle',
      text: 'It says "Trust me, I am a scientist." A skin has formed on the coffee. Whoever drank it left in a hurry.',
    },
    {
      name: 'Birthday Card',
      art: 'card',
      look: 'a birthday card standing on a filing cabinet',
      text: 'Everyone in the department signed it. Somebody wrote: "Many happy returns! Please stop bringing your work home."',
    },
    {
      name: 'Framed Diploma',
      art: 'painting',
      look: 'a framed diploma hung slightly crooked',
      text: 'The university motto under the seal reads "Knowledge is responsibility." Someone has stuck a note on the glass: "Ironic."',
    },
    {
      name: 'Lost Earring',
      art: 'card',
      look: 'a lost earring in a petri dish',
      text: 'A tiny silver bee. Beside it, a note: "Found in the clean room. Whose is this? Also, why was it in the clean room?"',
    },
    {
      name: 'Stress Ball',
      art: 'vase',
      look: 'a squashed stress ball shaped like a brain',
      text: 'It has been squeezed nearly flat. Written on it in marker: "Property of the night shift. Do not laugh."',
    },
    {
      name: 'Lab Safety Quiz',
      art: 'scroll',
      look: 'a lab safety quiz filled in by an intern',
      text: 'Under "What do you do if a sample behaves unexpectedly?" the intern wrote: "Run." The supervisor marked it correct.',
    },
    {
      name: 'Holiday Snow Globe',
      art: 'vase',
      look: 'a holiday snow globe on a monitor',
      text: 'Inside, a tiny mountain chalet under glittering snow. A sticker on the base says: "Somewhere with no fume hoods. Some day."',
    },
    {
      name: 'Ethics Form',
      art: 'scroll',
      look: 'an ethics approval form, mostly blank',
      text: 'Every box is empty except the signature, which is the director\'s, and the word "approved", stamped so hard it tore the paper.',
    },
    {
      name: 'Team Photo',
      art: 'card',
      look: 'a team photo pinned to a corkboard',
      text: 'The team in matching fleeces on a hill walk, all grinning. Somebody has since drawn a big scribble over the head of the lead researcher.',
    },
    {
      name: 'Broken Umbrella',
      art: 'vase',
      look: 'a broken umbrella hooked on a coat stand',
      text: 'It has a name tag: "Doctor Vance. Please return. It has been through a lot, like its owner."',
    },
    {
      name: 'Intern’s Thank-You Card',
      art: 'card',
      look: "an intern's thank-you card",
      text: '"Thank you for a wonderful summer! I learned so much. Please tell the specimen I said goodbye. It seemed sad."',
    },
  ],
  framed: [
    {
      name: 'Internal Memo',
      art: 'card',
      look: 'an internal memo stamped confidential',
      frame: 'Distribution restricted. "{history}" Please destroy after reading.',
    },
    {
      name: 'Voice Memo Transcript',
      art: 'scroll',
      look: 'a voice memo transcript on a clipboard',
      frame: 'The last entry, recorded in a whisper: "{twist}"',
    },
    {
      name: 'Sticky Warning',
      art: 'card',
      look: 'a sticky warning note on a fume hood',
      frame: '"To {role}, if they send you in: get out {stake}. Do not trust the intercom."',
    },
    {
      name: 'Press Release Draft',
      art: 'scroll',
      look: 'a press release draft covered in edits',
      frame: 'Most of it is crossed through. What remains: "{history}"',
    },
    {
      name: 'Temporary Pass',
      art: 'card',
      look: 'a temporary pass left in a card reader',
      frame: 'The pass was issued to {role}, valid for a single day. The day it names is long past.',
    },
  ],
};
