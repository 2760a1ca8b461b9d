/** Story things of the cyberpunk city (see ../story-things.ts). */
import type { SettingStory } from '../types';

export const cyberpunkCityStory: SettingStory = {
  things: [
    {
      name: 'Cracked Holo-Photo',
      art: 'card',
      look: 'a cracked holo-photo flickering on a shelf',
      text: 'A pair of kids on a rooftop, laughing in the rain, before the towers went up. The loop stutters on the moment a kid turns back to grin.',
    },
    {
      name: 'Noodle Carton',
      art: 'vase',
      look: 'a noodle carton with chopsticks still in it',
      text: 'The fortune slip inside says: "You will escape, but not alone." It still smells of chilli and solder.',
    },
    {
      name: 'Graffiti Cat',
      art: 'painting',
      look: 'a graffiti cat sprayed across a vent',
      text: 'A cartoon cat giving the corporate logo a rude gesture, signed with a kiss. It has been painted over and redrawn many times.',
    },
    {
      name: 'Runner’s Diary Chip',
      art: 'card',
      look: "a runner's diary chip taped under a table",
      text: '"Job went bad. Fixer stopped answering. If the city asks, I was never here, and neither were you."',
    },
    {
      name: 'Neon Shrine',
      art: 'vase',
      look: 'a tiny neon shrine with paper offerings',
      text: 'Little folded wishes are tucked around it: a new liver, a quiet apartment, a day with no rain.',
    },
    {
      name: 'Corporate Motivation Poster',
      art: 'painting',
      look: 'a corporate motivation poster flickering behind glass',
      text: '"Your loyalty is our future!" The glass has been smashed and the slogan scratched to read "Your future is our loyalty."',
    },
    {
      name: 'Street Doctor’s Card',
      art: 'card',
      look: "a street doctor's card in a cracked holder",
      text: '"Cheap chrome, quick stitches, no questions." On the back, handwritten: "Tell her the clinic moved."',
    },
    {
      name: 'Potted Synth-Fern',
      art: 'plant',
      look: 'a potted synth-fern humming softly',
      text: 'It sways to a beat nobody else can hear. A tag says: "Real plants are for executives."',
    },
    {
      name: 'Rain-Soaked Flyer',
      art: 'scroll',
      look: 'a rain-soaked flyer stuck to the wall',
      text: '"Missing: android, answers to Juno, likes jazz and old films. Reward, no questions." The photo has been torn away.',
    },
    {
      name: 'Abandoned Headset',
      art: 'card',
      look: 'an abandoned headset dangling from its cable',
      text: 'It is still playing, faintly: a voice counting down the reasons to stay, and running out before the end.',
    },
    {
      name: 'Vending Machine Receipt',
      art: 'card',
      look: 'a crumpled vending machine receipt',
      text: 'Item purchased: "Coffee, synthetic." Item dispensed: "Apology, automated." Balance: whatever dignity you had left.',
    },
    {
      name: 'Old Paper Book',
      art: 'book',
      look: 'an old paper book with a torn cover',
      text: 'A real paper novel, illegal in this district. Someone has written inside: "Read it slowly. Nobody can hack a page."',
    },
    {
      name: 'Busker’s Guitar Case',
      art: 'vase',
      look: "a busker's guitar case propped open",
      text: 'There are no coins in it, only a handwritten note of thanks and a folded drawing of the city skyline before the towers.',
    },
    {
      name: 'Missing Cat Poster',
      art: 'card',
      look: 'a missing cat poster with a holo-sticker',
      text: '"Lost: Pixel. Tabby, shy, chipped. Do not chase. She always finds her own way home." Somebody has added: "So will we."',
    },
    {
      name: 'Capsule Hotel Card Sleeve',
      art: 'card',
      look: 'a capsule hotel card sleeve with a note inside',
      text: 'The note says: "Checked in under a fake name. Checking out under my own, if I get out at all."',
    },
    {
      name: 'Paper Crane',
      art: 'card',
      look: 'a paper crane folded from a payslip',
      text: 'Folded from a corporate payslip. Written inside the wing, very small: "They pay us in paper. I fold it into something that can fly."',
    },
    {
      name: 'Retro Arcade Token',
      art: 'card',
      look: 'a retro arcade token on a string',
      text: 'Worn smooth by a thumb. Someone kept it as a lucky charm through everything, and then left it here on purpose.',
    },
    {
      name: 'Rooftop Garden Photo',
      art: 'painting',
      look: 'a framed photo of a rooftop garden',
      text: 'Tomatoes, beans and a hammock strung between vents, high above the neon. A caption reads: "Our little rebellion."',
    },
    {
      name: 'Drone Delivery Slip',
      art: 'card',
      look: 'a drone delivery slip stuck to the door',
      text: '"Package refused. Recipient not found. Recipient may never have existed. Thank you for choosing us."',
    },
    {
      name: 'Synth-Leather Jacket',
      art: 'scroll',
      look: 'a synth-leather jacket slung over a chair',
      text: 'Painted on the back: "Nobody owns me." In the pocket, a crumpled ticket for a train out of the city that left yesterday.',
    },
  ],
  framed: [
    {
      name: 'Leaked Memo',
      art: 'card',
      look: 'a leaked memo glowing on a cracked slate',
      frame: 'The header is redacted. The body reads: "{history}"',
    },
    {
      name: 'Encrypted Message Log',
      art: 'scroll',
      look: 'a message log scrolling on a broken screen',
      frame: 'Partly decoded, the last message says: "{twist}"',
    },
    {
      name: 'Fixer’s Burner Note',
      art: 'card',
      look: "a fixer's burner note folded into a tight packet",
      frame: '"For {role}: you were never meant to see this. Get out {stake}."',
    },
    {
      name: 'Newsfeed Printout',
      art: 'scroll',
      look: 'a newsfeed printout tacked to a board',
      frame: 'Most of the story is adverts. Between them: "{history}"',
    },
    {
      name: 'Access Token',
      art: 'card',
      look: 'an expired access token on a lanyard',
      frame: 'It was issued to {role}. The word "revoked" has been burned into it.',
    },
  ],
};
