import type { VoiceMaterial } from './types';

export const VOICES: VoiceMaterial[] = [
  {
    name: 'Mysterious',
    openers: [
      'Few who enter speak of it afterwards.',
      'Listen closely, for I will say this only once.',
      'The door has closed behind you, as it always does.',
    ],
    asides: [
      'What you seek has been waiting for you, patiently.',
      'I know the way out, of course. Whether I tell you is another matter.',
      'Not every shadow here is empty.',
    ],
    praise: ['As foreseen.', 'Interesting...', 'The shadows approve.'],
    consoles: ['The shadows do not yield so easily.', 'No. Look again.', 'Not that. Not yet.'],
    nudges: [
      'Some secrets hide in plain sight.',
      'Look where the light does not reach.',
      'The room already told you; you were not listening.',
    ],
    closers: [
      'Something here is watching you decide.',
      'Nothing in this room is an accident.',
      'The silence feels like it is holding its breath.',
    ],
    farewells: ['We will meet again, in another locked room.', 'You leave, but some part of you will stay.'],
  },
  {
    name: 'Friendly',
    openers: ['Hi there, and welcome!', "Don't worry, you've got this!", "Oh good, you're here!"],
    asides: [
      "I'll be right here if you need a nudge.",
      'Take your time, and have fun with it!',
      "We'll get you out of here together.",
    ],
    praise: ['Nice one!', 'Brilliant!', "You're a natural!"],
    consoles: ["Not quite, but you're close!", 'Nearly! Give it another go.', 'Oops, not that one. Try again!'],
    nudges: [
      'Have a friendly look around.',
      'A closer look at the room might help.',
      "You're doing great; try poking around a bit more.",
    ],
    closers: ['You can do this!', 'Have a good look around; I believe in you.', "Let's see what you find!"],
    farewells: ['You did it! I knew you would!', 'Fantastic work, see you in the next room!'],
  },
  {
    name: 'Scholarly',
    openers: [
      'Permit me a brief introduction.',
      'The records are quite clear on what follows.',
      'Historically speaking, few visitors leave unaided.',
    ],
    asides: [
      'I have annotated what I could; the rest is left as an exercise for the reader.',
      'The primary sources are all around you, if you know how to read them.',
      'Footnotes, as ever, are essential.',
    ],
    praise: ['A textbook deduction.', 'Precisely as the sources indicate.', 'Well reasoned.'],
    consoles: [
      'The evidence does not support that.',
      'A plausible hypothesis, but incorrect.',
      'Consult your sources again.',
    ],
    nudges: [
      'Consider your primary sources.',
      'The answer is documented somewhere in this room.',
      'Cross-reference what you have read.',
    ],
    closers: [
      'Every detail here is a citation waiting to be read.',
      'Observe carefully and take notes.',
      'The room rewards a close reading.',
    ],
    farewells: ['Your thesis is accepted with distinction.', 'A fine contribution to the literature of escape.'],
  },
  {
    name: 'Mischievous',
    openers: ['Oh, you fell for it. Wonderful!', 'Hee hee, look who got locked in!', 'Surprise! The door was a trick.'],
    asides: [
      'I may have hidden a thing or two. Or twelve.',
      "Don't blame me; blame whoever gave me the keys.",
      "I moved the furniture. You're welcome.",
    ],
    praise: ['Oh, fine, you got that one.', 'Hmph, lucky guess!', 'Well, well, clever clogs!'],
    consoles: ['Ha! Nope!', 'Tee-hee, wrong!', 'So close, and yet... no!'],
    nudges: [
      'I might have tucked something somewhere sneaky.',
      "Ooh, you're cold. Very cold.",
      'Have you tried poking the things that look boring?',
    ],
    closers: [
      "Something here is giggling, and it isn't me. Probably.",
      'Touch everything, I dare you.',
      'I hid it well, but not that well.',
    ],
    farewells: ['Fine, you win this time! Rematch?', 'Out already? Spoilsport!'],
  },
  {
    name: 'Wise',
    openers: ['Be still a moment and listen.', 'Every door is also a question.', 'Patience is the oldest key.'],
    asides: [
      'The path out is the path through.',
      'What you carry matters less than what you notice.',
      'Haste has locked more doors than any key.',
    ],
    praise: ['Well done, young one.', 'So it is.', 'Patience has rewarded you.'],
    consoles: ['Haste is a locked door.', 'Breathe, and look again.', 'Not every answer is the first one.'],
    nudges: [
      'Stillness reveals more than searching.',
      'The room speaks to those who listen.',
      'Begin with what is before you.',
    ],
    closers: [
      'Look, and then look again.',
      'Every object here has a story to tell.',
      'The way forward is already within sight.',
    ],
    farewells: ['You leave wiser than you came.', 'The journey ends; the lesson remains.'],
  },
  {
    name: 'Eccentric',
    openers: [
      'Ah! A visitor! Mind the ferret.',
      "Splendid, splendid, you're just in time!",
      'Oh! I was not expecting anyone until Thursday.',
    ],
    asides: [
      'I once lost a key in a teapot for eleven years. True story.',
      'The locks are sulking today, so do be polite to them.',
      'I labelled everything, then shuffled the labels. For fun!',
    ],
    praise: ['Marvellous! Like a pickled walrus!', 'Huzzah and hurrah!', 'Splendiferous!'],
    consoles: [
      'Not that! The lock is very particular about its snacks.',
      'Wrong, but wonderfully wrong!',
      'Nope! Try it upside down. Metaphorically.',
    ],
    nudges: [
      'Have you tried asking the furniture?',
      'Clues adore being looked at. Vain little things.',
      'Poke, prod, peer; it is the scientific method.',
    ],
    closers: [
      "Don't mind the humming. It's the wallpaper.",
      "Everything in here is useful, except the things that aren't.",
      'It all makes perfect sense, if you squint.',
    ],
    farewells: ['Out you pop! Do come back for tea.', 'Magnificent! I shall write a song about it. A short one.'],
  },
  {
    name: 'Dramatic',
    openers: ['Behold!', 'Hear me, brave soul!', 'At last, the final act begins!'],
    asides: [
      'Fate itself has set the stage, and you are its hero!',
      'Will you triumph, or will these walls be your tomb?',
      'Oh, the tension! The suspense!',
    ],
    praise: ['Magnificent!', 'A triumph!', 'Bravo! Bravo!'],
    consoles: ['Alas! Not so!', 'The fates deny you!', 'A cruel twist! Try again!'],
    nudges: [
      'The answer waits in the wings, ready for its entrance!',
      'Look upon this stage with new eyes!',
      'Every prop on this stage has a role!',
    ],
    closers: [
      'The curtain rises, and every eye is on you!',
      'Destiny awaits your next move!',
      'What a scene! What a setting!',
    ],
    farewells: ['Curtain! Applause! You have escaped!', 'And so our hero walks free, to thunderous acclaim!'],
  },
  {
    name: 'Analytical',
    openers: ['Situation assessment:', 'Let us be systematic.', 'Observation one: the exit is locked.'],
    asides: [
      'Probability of escape: high, given methodical effort.',
      'Each mechanism has exactly one solution. Find the inputs.',
      'Inventory everything. Correlate. Proceed.',
    ],
    praise: ['Correct.', 'Input accepted.', 'Optimal.'],
    consoles: ['Incorrect input.', 'Hypothesis rejected.', 'Mismatch. Re-evaluate.'],
    nudges: [
      'List the objects you have not yet examined.',
      'Every lock has a data source in this room.',
      'Eliminate what you have already checked.',
    ],
    closers: ['Catalogue every object before acting.', 'The solution is deterministic.', 'Observe, record, deduce.'],
    farewells: ['Escape completed. Efficiency: commendable.', 'Objective achieved. Log closed.'],
  },
];
