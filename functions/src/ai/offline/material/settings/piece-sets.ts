/**
 * More piece sets per setting: two pieces that belong together on a target (a statue, a console).
 * A hard room builds up to four such targets and an expert room more; with three sets a setting, two
 * of them were called alike ("Glass Eye" twice). No colour, number, letter or sign in a name or a
 * look: those are puzzle words. The texts do not say what the target opens.
 */
import type { PieceSetSpec } from '../types';

export const MORE_PIECE_SETS: Record<string, PieceSetSpec[]> = {
  'Ancient Library': [
    {
      pieces: [
        { name: 'Armillary Hoop', art: 'gear', look: 'a brass hoop from an armillary sphere' },
        { name: 'Armillary Meridian', art: 'gear', look: 'the brass meridian the hoop turns inside' },
      ],
      target: {
        name: 'Bare Armillary Stand',
        art: 'statue',
        look: 'an armillary stand with empty brackets',
        open: 'The hoops settle into the brackets and the sphere swings round with a soft whirr',
      },
    },
    {
      pieces: [
        { name: 'Upper Scroll Rod', art: 'scroll', look: 'a carved rod from the head of a scroll' },
        { name: 'Lower Scroll Rod', art: 'scroll', look: 'the carved rod from the foot of that scroll' },
      ],
      target: {
        name: 'Unwound Vellum Roll',
        art: 'scroll',
        look: 'a long sheet of vellum curled on a lectern, its rods gone',
        open: 'The rods slot into the vellum and the roll winds itself back to a hidden page',
      },
    },
    {
      pieces: [
        { name: 'Press Screw', art: 'gear', look: 'an iron screw from a book press' },
        { name: 'Press Platen', art: 'gear', look: 'the flat iron platen the screw drives' },
      ],
      target: {
        name: 'Idle Book Press',
        art: 'lever',
        look: 'a book press with neither its screw nor its platen',
        open: 'The screw turns down, the platen presses, and a drawer springs from the base',
      },
    },
  ],
  'Cyberpunk City': [
    {
      pieces: [
        { name: 'Augment Forearm', art: 'gear', look: 'a chrome forearm with its cabling bare' },
        { name: 'Augment Wrist Joint', art: 'gear', look: 'the wrist joint that fits that forearm' },
      ],
      target: {
        name: 'Slumped Cyborg Guard',
        art: 'statue',
        look: 'a cyborg guard slumped against the wall, its arm torn off at the elbow',
        open: 'The arm locks on, the guard jerks upright and steps out of the way',
      },
    },
    {
      pieces: [
        { name: 'Projector Lens', art: 'gem', look: 'a scratched holo-projector lens' },
        { name: 'Emitter Coil', art: 'gear', look: 'the emitter coil that lights that lens' },
      ],
      target: {
        name: 'Dark Holo-Billboard',
        art: 'console',
        look: 'a holo-billboard with nothing to show',
        open: 'The billboard flares into a spinning advert and a service panel pops open',
      },
    },
    {
      pieces: [
        { name: 'Thruster Nozzle', art: 'gear', look: 'a scorched thruster nozzle' },
        { name: 'Thruster Coil', art: 'gear', look: 'the coil that drives that nozzle' },
      ],
      target: {
        name: 'Grounded Hoverbike',
        art: 'statue',
        look: 'a hoverbike resting on its belly, its thruster stripped',
        open: 'The thruster coughs, the hoverbike lifts off the floor and its seat flips up',
      },
    },
  ],
  'Desert Temple': [
    {
      pieces: [
        { name: 'Alabaster Jar', art: 'vase', look: 'an alabaster canopic jar, open and empty' },
        { name: 'Jackal-Headed Lid', art: 'vase', look: 'a jackal-headed lid carved to close that jar' },
      ],
      target: {
        name: 'Canopic Shrine',
        art: 'statue',
        look: 'a carved shrine with a jar-shaped hollow',
        open: 'The lidded jar fits its hollow and the shrine doors part with a dry sigh',
      },
    },
    {
      pieces: [
        { name: 'Royal Crook', art: 'lever', look: 'a royal crook of banded wood' },
        { name: 'Royal Flail', art: 'lever', look: 'the royal flail that goes with the crook' },
      ],
      target: {
        name: 'Osiris Throne',
        art: 'statue',
        look: 'a seated Osiris whose folded arms hold nothing',
        open: 'The crook and flail settle in his grip and the throne slides back',
      },
    },
    {
      pieces: [
        { name: 'Chariot Wheel', art: 'gear', look: 'a spoked chariot wheel' },
        { name: 'Chariot Axle', art: 'lever', look: 'the axle that wheel turns on' },
      ],
      target: {
        name: 'Wheelless Chariot',
        art: 'statue',
        look: 'a ceremonial chariot propped up on blocks',
        open: 'The wheel rolls onto its axle and the chariot lurches forward, dragging a floor slab aside',
      },
    },
  ],
  'Haunted Mansion': [
    {
      pieces: [
        { name: 'Gramophone Horn', art: 'vase', look: 'a dented brass gramophone horn' },
        { name: 'Gramophone Tone Arm', art: 'gear', look: 'the tone arm that feeds that horn' },
      ],
      target: {
        name: 'Silent Gramophone',
        art: 'desk',
        look: 'a gramophone cabinet with neither horn nor tone arm',
        open: 'The record turns, a waltz fills the room, and a drawer slides out of the cabinet',
      },
    },
    {
      pieces: [
        { name: 'Duelling Pistol', art: 'key', look: 'a duelling pistol with a worn walnut grip' },
        { name: 'Companion Pistol', art: 'key', look: 'the duelling pistol’s companion, cold and heavy' },
      ],
      target: {
        name: 'Velvet Pistol Case',
        art: 'chest',
        look: 'a velvet-lined pistol case with empty hollows',
        open: 'The pistols settle into the velvet and a false floor lifts',
      },
    },
    {
      pieces: [
        { name: 'Teapot Lid', art: 'vase', look: 'a porcelain teapot lid with a chipped knob' },
        { name: 'Teapot Spout', art: 'vase', look: 'a curved porcelain spout snapped off at the root' },
      ],
      target: {
        name: 'Broken Teapot',
        art: 'vase',
        look: 'a teapot on the sideboard, lidless and missing its spout',
        open: 'The teapot is whole again and tips to pour out something that rattles',
      },
    },
  ],
  'Medieval Castle': [
    {
      pieces: [
        { name: 'Helm Visor', art: 'gear', look: 'a hinged steel visor with narrow slits' },
        { name: 'Helm Crest', art: 'gear', look: 'the plumed crest that tops that helm' },
      ],
      target: {
        name: 'Bare Armour Stand',
        art: 'statue',
        look: 'an armour stand whose helm has lost its visor and crest',
        open: 'The visor and crest slot on and the armour stand swivels away from the wall',
      },
    },
    {
      pieces: [
        { name: 'Quintain Arm', art: 'lever', look: 'the swinging arm of a jousting quintain' },
        { name: 'Quintain Shield', art: 'gear', look: 'the battered shield that hangs from that arm' },
      ],
      target: {
        name: 'Quintain Post',
        art: 'statue',
        look: 'a quintain post with a bare pivot on top',
        open: 'The arm swings on its pivot and knocks loose a panel in the post',
      },
    },
    {
      pieces: [
        { name: 'Chalice Bowl', art: 'vase', look: 'the bowl of a chapel chalice' },
        { name: 'Chalice Foot', art: 'vase', look: 'the foot and stem of that chalice' },
      ],
      target: {
        name: 'Empty Altar Niche',
        art: 'statue',
        look: 'an altar niche with a chalice-shaped hollow',
        open: 'The chalice stands whole in its niche and the altar slides back',
      },
    },
  ],
  'Modern Laboratory': [
    {
      pieces: [
        { name: 'Objective Lens', art: 'gem', look: 'a microscope objective lens' },
        { name: 'Objective Turret', art: 'gear', look: 'the turret that holds the objective lens' },
      ],
      target: {
        name: 'Stripped Microscope',
        art: 'console',
        look: 'a microscope stripped of its optics',
        open: 'The image sharpens and the stage drawer slides out',
      },
    },
    {
      pieces: [
        { name: 'Centrifuge Rotor', art: 'gear', look: 'a heavy centrifuge rotor' },
        { name: 'Centrifuge Lid', art: 'gear', look: 'the lid that locks over that rotor' },
      ],
      target: {
        name: 'Lidless Centrifuge',
        art: 'console',
        look: 'a benchtop centrifuge with no rotor and no lid',
        open: 'The lid locks, the rotor spins up, and a hidden tray slides out',
      },
    },
    {
      pieces: [
        { name: 'Hard Drive', art: 'card', look: 'a hard drive in an anti-static bag' },
        { name: 'Drive Caddy', art: 'gear', look: 'the caddy that drive slides into' },
      ],
      target: {
        name: 'Dormant File Server',
        art: 'terminal',
        look: 'a file server with an empty drive bay',
        open: 'The drive clicks home, the fans roar, and the server’s screen wakes',
      },
    },
  ],
  'Space Station': [
    {
      pieces: [
        { name: 'Gyroscope Rotor', art: 'gear', look: 'a gyroscope rotor in a padded sleeve' },
        { name: 'Gyroscope Housing', art: 'gear', look: 'the housing that rotor spins inside' },
      ],
      target: {
        name: 'Stalled Attitude Controller',
        art: 'console',
        look: 'an attitude controller with an empty gyroscope cradle',
        open: 'The rotor spins up inside its housing and the station steadies',
      },
    },
    {
      pieces: [
        { name: 'Antenna Mast', art: 'lever', look: 'a folding antenna mast' },
        { name: 'Antenna Dish', art: 'gear', look: 'the dish that tops that mast' },
      ],
      target: {
        name: 'Bare Comms Mount',
        art: 'console',
        look: 'a comms mount with nothing bolted to it',
        open: 'The dish locks onto the mast and static gives way to a voice',
      },
    },
    {
      pieces: [
        { name: 'Drive Wheel', art: 'gear', look: 'a rubber-tyred drive wheel' },
        { name: 'Wheel Motor', art: 'gear', look: 'the hub motor that turns that wheel' },
      ],
      target: {
        name: 'Idle Maintenance Bot',
        art: 'statue',
        look: 'a maintenance bot tilted on its side, its drive gone',
        open: 'The wheel turns, the bot rights itself and rolls aside',
      },
    },
  ],
  'Underwater Base': [
    {
      pieces: [
        { name: 'Periscope Mirror', art: 'mirror', look: 'a small angled periscope mirror' },
        { name: 'Periscope Lens', art: 'gem', look: 'the lens that sits below that mirror' },
      ],
      target: {
        name: 'Blind Periscope',
        art: 'console',
        look: 'a periscope whose optics are missing',
        open: 'The optics drop into place and the periscope rises with a hiss',
      },
    },
    {
      pieces: [
        { name: 'Propeller Blade', art: 'gear', look: 'a curved propeller blade' },
        { name: 'Propeller Hub', art: 'gear', look: 'the hub that blade bolts onto' },
      ],
      target: {
        name: 'Stranded Dive Scooter',
        art: 'statue',
        look: 'a dive scooter with a bare drive shaft',
        open: 'The propeller spins and the scooter’s cargo hatch pops open',
      },
    },
    {
      pieces: [
        { name: 'Regulator Hose', art: 'gear', look: 'a coiled regulator hose' },
        { name: 'Demand Valve', art: 'gear', look: 'the demand valve that screws onto that hose' },
      ],
      target: {
        name: 'Unrigged Air Tank',
        art: 'vase',
        look: 'an air tank with no regulator fitted',
        open: 'The regulator threads on, air hisses, and the tank’s cradle unlatches',
      },
    },
  ],
};
