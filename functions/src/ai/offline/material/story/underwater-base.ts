/** Story things of the underwater base (see ../story-things.ts). */
import type { SettingStory } from '../types';

export const underwaterBaseStory: SettingStory = {
  things: [
    {
      name: 'Diver’s Logbook',
      art: 'book',
      look: "a diver's logbook swollen with damp",
      text: '"Dive went fine. Saw the lights in the trench again, closer this time. The others say I imagined them. I did not imagine them."',
    },
    {
      name: 'Porthole Sketch',
      art: 'painting',
      look: 'a pencil sketch taped beside a porthole',
      text: 'Somebody drew the view from this window: dark water, a few drifting specks, and something enormous and patient at the edge of the page.',
    },
    {
      name: 'Postcard of a Beach',
      art: 'card',
      look: 'a postcard of a sunny beach pinned to a pipe',
      text: '"Wish you were here, and not down there. The sea is for looking at, love, not for living in."',
    },
    {
      name: 'Coral Specimen Jar',
      art: 'vase',
      look: 'a jar of pale coral on a shelf',
      text: 'The label reads: "Collected from the trench wall. Grew in the jar overnight. Do not feed."',
    },
    {
      name: 'Galley Rota',
      art: 'card',
      look: 'a galley rota on a magnetic board',
      text: 'Every name has been crossed out except the cook, who has written beside his own: "Still here. Still cooking. Nobody eats."',
    },
    {
      name: 'Kelp Planter',
      art: 'plant',
      look: 'a kelp planter bubbling under a grow lamp',
      text: 'A tag hangs from the tank: "Morale kelp. Talk to it kindly. It listens better than the crew."',
    },
    {
      name: 'Sonar Printout',
      art: 'scroll',
      look: 'a long sonar printout trailing from a tray',
      text: 'Mostly flat lines. Then, near the end, a great slow shape passing beneath the base, circled in pen with the word "again?"',
    },
    {
      name: 'Wetsuit Locker Photo',
      art: 'card',
      look: 'a photo tucked into a wetsuit locker door',
      text: 'A pair of divers hug on a dock in the sunshine. Written on the back: "See you on the surface, partner."',
    },
    {
      name: 'Captain’s Portrait',
      art: 'painting',
      look: "a portrait of the base's stern captain",
      text: 'The painter gave him a kind mouth and worried brows. Someone has tucked a dried sprig of heather into the frame.',
    },
    {
      name: 'Pressure Gauge Poster',
      art: 'painting',
      look: 'a faded poster about pressure safety',
      text: '"The ocean is patient. Be more patient." Someone has scrawled beneath: "The ocean is winning."',
    },
    {
      name: 'Message in a Bottle',
      art: 'vase',
      look: 'a bottle with a rolled message inside',
      text: '"If anyone finds this, we went down to study the deep, and the deep started studying us back. We are fine. Probably."',
    },
    {
      name: 'Shore Leave Ticket',
      art: 'card',
      look: 'a shore leave ticket pinned above a bunk',
      text: 'Unused and long expired. Across it, in a diver\'s careful print: "Next time. There is always a next time."',
    },
    {
      name: 'Specimen Tank Log',
      art: 'scroll',
      look: 'a care log hung beside an empty tank',
      text: 'The tank is clean and still full of water. The last entry: "The specimen left. Glass intact. Lid intact. Please advise."',
    },
    {
      name: 'Diving Helmet Portrait',
      art: 'painting',
      look: 'a portrait of the founder in an old diving helmet',
      text: 'The founder looks out through the glass with enormous calm. The brass plate reads: "She went down before anyone, and stayed longest."',
    },
    {
      name: 'Comfort Blanket',
      art: 'vase',
      look: 'a knitted comfort blanket folded on a crate',
      text: 'A tag sewn into the hem: "For the cold watches. Knitted by Grandma Ruth, who thinks this is a submarine."',
    },
    {
      name: 'Harmonica',
      art: 'card',
      look: 'a harmonica left on a bunk',
      text: 'The cook played it every evening, the crew say, and the whales answered. Lately something else has been answering.',
    },
    {
      name: 'Diving Certificate',
      art: 'painting',
      look: 'a framed diving certificate',
      text: 'Awarded for "composure at great depth". Someone has scrawled across the glass: "Composure overrated."',
    },
    {
      name: 'Jar of Beach Pebbles',
      art: 'vase',
      look: 'a jar of surface beach pebbles',
      text: 'A label reads "Home". Whoever packed them wanted something from the sunlit shore close by, down here in the dark.',
    },
    {
      name: 'Crew Rota Complaint',
      art: 'card',
      look: 'a complaint slip posted in the mess',
      text: '"Whoever keeps tapping on the hull at night, please stop. It is not funny. Also, nobody admits to it, which is worse."',
    },
    {
      name: 'Marine Chart Poster',
      art: 'painting',
      look: 'a poster of the trench and its creatures',
      text: 'Each creature is neatly labelled. At the very bottom, in pencil, a great dark outline with the label "not on the chart".',
    },
  ],
  framed: [
    {
      name: 'Station Log Extract',
      art: 'scroll',
      look: 'a station log extract in a waterproof sleeve',
      frame: 'The duty officer recorded: "{history}"',
    },
    {
      name: 'Waterlogged Diary',
      art: 'book',
      look: 'a waterlogged diary drying on a radiator',
      frame: 'Most pages have run. Only this survives: "{twist}"',
    },
    {
      name: 'Evacuation Notice',
      art: 'card',
      look: 'an evacuation notice taped to the hull',
      frame: 'Addressed to {role}: "Attention: the last sub has left. Get out {stake}."',
    },
    {
      name: 'Research Grant Letter',
      art: 'scroll',
      look: 'a research grant letter with a water stain',
      frame: 'The funding body approved the base with this remark: "{history}"',
    },
    {
      name: 'Crew Welcome Sheet',
      art: 'card',
      look: 'a crew welcome sheet in a plastic sleeve',
      frame:
        'Printed for {role}: "Welcome aboard. Please keep the hatches shut, the lights on and your panic to yourself."',
    },
  ],
};
