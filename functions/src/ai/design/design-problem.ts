/** A model's design that does not hold together, with the reason a creator (and the retry prompt) can read. */
export class DesignProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DesignProblem';
  }
}

/** The model's chart holds together, but the library has no pattern left for one of its locks (too many locks, too few clues). */
export class PatternShortage extends DesignProblem {}
