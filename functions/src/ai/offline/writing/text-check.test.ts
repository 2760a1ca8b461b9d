import { describe, expect, it } from 'vitest';
import { checkRoomTexts, checkText, type TextRule } from './text-check';
import { agree, indefiniteArticle, isPluralName, nameWithLook, pluralVerb, verbsFor } from './grammar';
import type { DesignedElement, RoomDesign } from '../../../model/room-design';

/** The rules a story text breaks (hint: checked as a hint). */
const rulesOf = (text: string, opts: { hint?: boolean; owner?: string } = {}): TextRule[] =>
  checkText({ where: 'test', text, ...opts }).map((p) => p.rule);

describe('grammar', () => {
  it('when a name ends in s, then only a real plural counts as plural', () => {
    for (const plural of ['Great Library Doors', "Steward's Accounts", 'Research Notes', 'Scales of Judgement', 'Keys'])
      expect(isPluralName(plural), plural).toBe(true);
    for (const singular of ['Glass', 'Portcullis', 'Granite Sarcophagus', 'Sewer Access', 'Reading Lens', 'Atlas'])
      expect(isPluralName(singular), singular).toBe(false);
    expect(isPluralName('Box of Keys')).toBe(false);
    expect(isPluralName("Captain's Log")).toBe(false);
  });

  it('when a verb is made plural, then it loses its s the way English does', () => {
    expect(['is', 'has', 'swings', 'lies', 'carries', 'hisses', 'reaches'].map(pluralVerb)).toEqual([
      'are',
      'have',
      'swing',
      'lie',
      'carry',
      'hiss',
      'reach',
    ]);
    expect(agree('Great Library Doors', 'swings')).toBe('swing');
    expect(agree('Portcullis', 'swings')).toBe('swings');
    expect(verbsFor(['Desk'])).toEqual({ is: 'is', stands: 'stands', waits: 'waits' });
    expect(verbsFor(['Desk', 'Lamp'])).toEqual({ is: 'are', stands: 'stand', waits: 'wait' });
  });

  it('when a thing is named with its look, then a look that repeats the name is merged into it', () => {
    expect(nameWithLook('Fire Door', 'a heavy fire door')).toBe('the heavy Fire Door');
    expect(nameWithLook('Blast Door', 'a corporate blast door with a card slot')).toBe(
      'the corporate Blast Door with a card slot',
    );
    expect(nameWithLook('Portcullis', 'an iron portcullis')).toBe('the iron Portcullis');
    expect(nameWithLook('Sliding Lab Door', 'a frosted sliding door')).toBe(
      'the Sliding Lab Door, a frosted sliding door',
    );
    expect(nameWithLook('Doors', 'a pair of doors')).toBe('the Doors, a pair of doors');
    expect(nameWithLook('Door', 'a trapdoor')).toBe('the Door, a trapdoor');
  });

  it('when an article is chosen, then it follows the sound of the word', () => {
    const an = ['hour', 'honest', 'eye', 'unopened', 'umbrella', 'LED', '8-letter', '11-digit', 'heir'];
    const a = ['unicorn', 'one-eyed', 'user', 'European', 'USB', 'hand', '3-digit', 'uniform', 'ewe'];
    for (const word of an) expect(indefiniteArticle(word), word).toBe('an');
    for (const word of a) expect(indefiniteArticle(word), word).toBe('a');
  });
});

describe('checkText', () => {
  it('when a plural name takes a singular verb, then agreement is reported; names like Glass pass', () => {
    expect(rulesOf('The Great Library Doors swings free.')).toEqual(['agreement']);
    expect(rulesOf("Well done. The Steward's Accounts has nothing more to tell you.")).toEqual(['agreement']);
    expect(rulesOf('The Portcullis swing open.')).toEqual(['agreement']);
    expect(rulesOf('Nearby stand the Cipher Wheel.')).toEqual(['agreement']);
    expect(rulesOf('At the far end stands the Great Library Doors, your way out.')).toEqual(['agreement']);
    expect(rulesOf('The coffer opens, and inside lies the Research Notes.')).toEqual(['agreement']);
    for (const good of [
      'The Great Library Doors swing free.',
      'The Stained Glass swings free.',
      'The Portcullis opens, and you step through.',
      'Nearby stand the Cipher Wheel and the Desk.',
      'Close at hand are the Desk, the Lamp and the Clock.',
      'Nearby stands the Cipher Wheel.',
      'The clue is the Research Notes.',
      'The Left Arm and the Right Arm belong together on the Statue.',
    ])
      expect(rulesOf(good), good).toEqual([]);
  });

  it('when a text about a plural thing calls it "It", then agreement is reported', () => {
    expect(rulesOf('The great carved doors. It is locked.', { owner: 'Great Library Doors' })).toEqual(['agreement']);
    expect(rulesOf('The great carved doors. They are locked.', { owner: 'Great Library Doors' })).toEqual([]);
    expect(rulesOf('An iron portcullis. It is locked.', { owner: 'Portcullis' })).toEqual([]);
  });

  it('when "it" in a text about a plural thing can only mean that thing, then agreement is reported', () => {
    const notes = { owner: 'Research Notes' };
    for (const bad of [
      'Drawn across it in faded ink: a ring.',
      'You pocket the Research Notes. It might fit somewhere.',
      'Read the Research Notes closely: the Treasury Chest needs what it shows.',
      'The Research Notes are part of the story; nothing here needs it.',
      'Look at the notes if you are curious: it tells of this place.',
    ])
      expect(rulesOf(bad, notes), bad).toEqual(['agreement']);
    for (const good of [
      'The red candle has three rings worked into it.',
      'There is no mistaking it: the blue stone has three dots.',
      'A scrap of a word, its first half: "NY".',
      'The medium wrote down what the house told her: "The butler did it."',
      'You pocket the Research Notes. They might fit somewhere.',
    ])
      expect(rulesOf(good, notes), good).toEqual([]);
    expect(rulesOf('Drawn across it in faded ink: a ring.', { owner: 'Parchment' })).toEqual([]);
  });

  it('when "a" or "an" does not fit the sound, then article is reported; the letter A is not an article', () => {
    for (const bad of [
      'Carved in a row: a eye.',
      'It takes a 8-letter word.',
      'You wait an hour, then a hour more.',
      '"Welcome aboard, a diver sent to repair the base."',
      '"Attention a new recruit: the last sub has left."',
    ])
      expect(rulesOf(bad), bad).toEqual(['article']);
    for (const good of [
      'It took an hour to find an honest man riding a unicorn.',
      'A user, a European and a one-eyed cat walk into an inn.',
      'Replace each letter with its place in the alphabet (A is one, B is two...).',
      'R sits over A on the inner ring.',
      'A USB stick and an LED.',
    ])
      expect(rulesOf(good), good).toEqual([]);
  });

  it('when a word is said twice, then doubled-word is reported; a giggle or a comma between passes', () => {
    expect(rulesOf('Read the the note.')).toEqual(['doubled-word']);
    expect(rulesOf('Locked inside a dragon-haunted haunted mansion.')).toEqual(['doubled-word']);
    expect(rulesOf('Read the stopped Stopped clock.')).toEqual(['doubled-word']);
    expect(rulesOf('Hee hee, look who got locked in! Well, well, well.')).toEqual([]);
  });

  it('when a template slot is left unfilled, then placeholder is reported', () => {
    for (const bad of ['The {name} opens.', 'Inside lies the undefined.', 'The null door.', 'It takes NaN digits.'])
      expect(rulesOf(bad), bad).toEqual(['placeholder']);
    expect(rulesOf('The void hums, annulled and undefeated.')).toEqual([]);
  });

  it('when spaces or stops are doubled or stray, then spacing is reported; an ellipsis passes', () => {
    for (const bad of ['The door opens .', 'The  door opens.', 'The door opens..', ' The door opens.'])
      expect(rulesOf(bad), bad).toEqual(['spacing']);
    expect(rulesOf('The door opens... slowly.')).toEqual([]);
  });

  it('when a title keeps its capital "The" inside a sentence, then capital is reported', () => {
    expect(rulesOf('The door opens, and you step through into The Armoury.')).toEqual(['capital']);
    expect(rulesOf('The door opens, and you step through into the Armoury.')).toEqual([]);
    expect(rulesOf('A note: The end is near. "A Tale of Two Cities" lies open.')).toEqual([]);
  });

  it('when a Greek letter tags a clue, then greek-tag is reported', () => {
    expect(rulesOf('It also bears the Greek letter alpha.')).toEqual(['greek-tag', 'greek-tag']);
    expect(rulesOf('You study the Sigma Cipher Wheel.')).toEqual(['greek-tag']);
    expect(rulesOf('The Rho Cipher Wheel and the Psi Lockbox.')).toEqual(['greek-tag', 'greek-tag']);
    expect(rulesOf('A slice of pi, a mu of chi.')).toEqual([]);
    expect(rulesOf('In one corner, someone has scratched a small trident.')).toEqual([]);
  });

  it('when a story text names what a thing is for, then meta-target is reported; a hint may say it', () => {
    for (const bad of [
      'You study the Copyist Desk. That looks like something the Iron Reliquary is waiting for.',
      'You pocket the Vault Key. It should fit the Iron-Banded Door.',
      'A trapdoor set into the floor. It is sealed by the Brass Reading Lectern.',
      'The clues it needs bear a mark.',
      'This key is meant for the Sun Gate.',
      'That looks like something the old iron reliquary is waiting for.',
      'A brass key, clearly made for the Study Door.',
    ])
      expect(rulesOf(bad), bad).toEqual(['meta-target']);
    expect(rulesOf('It should fit the Iron-Banded Door.', { hint: true })).toEqual([]);
    for (const good of [
      'You pocket the Vault Key. It looks made for a door, not for a box.',
      'An access terminal waiting for a passcode.',
      'Its empty recess is shaped for something you have not found yet.',
      'You study the Copyist Desk. The same small trident is scratched on the Iron Reliquary.',
    ])
      expect(rulesOf(good), good).toEqual([]);
  });
});

describe('checkRoomTexts', () => {
  const element = (over: Partial<DesignedElement>): DesignedElement => ({
    id: 's1-doors',
    name: 'Great Library Doors',
    element_type: 'door',
    interaction_type: 'exit',
    art: 'exit_door',
    visible: true,
    initial_state: 'locked',
    description: 'The great carved doors. They are locked.',
    clue_text: '',
    success_message: 'The Great Library Doors swing open.',
    failure_message: 'The Great Library Doors are locked.',
    points_awarded: 100,
    hints: ['Use the Vault Key on the Great Library Doors.'],
    icon: 'exit',
    requires: { items: [], solved: [], clue_sources: [] },
    yields: { collect: false, reveals: [], unlocks: [], escape: true },
    ...over,
  });
  const room = (el: DesignedElement): RoomDesign => ({
    salt: 'x',
    start_scene_id: 'scene-1',
    scenes: [{ scene_index: 0, id: 'scene-1', title: 'The Reading Room', description: 'Dust.', elements: [el] }],
    solutions: {},
  });

  it('when every text reads well, then there are no problems; when one slips, then it is named with where it sits', () => {
    const story = { title: 'Night at the Archive', story_premise: 'You are locked in.', backstory: 'Long ago.' };
    expect(checkRoomTexts(room(element({})), story)).toEqual([]);
    const problems = checkRoomTexts(room(element({ description: 'The great carved doors. It is locked.' })), {
      ...story,
      story_premise: 'You are locked inside a an archive.',
    });
    expect(problems.map((p) => [p.rule, p.where])).toEqual([
      ['article', 'premise'],
      ['agreement', 'scene-1 s1-doors description'],
    ]);
  });
});
