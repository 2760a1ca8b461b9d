/**
 * The second half of fuzz.test.ts's generated bad requests, with the next seed, in a file of its
 * own so that the API stage's two workers share the 4,000 requests (fuzz-requests.ts).
 */
import { describe } from 'vitest';
import { generatedBadRequests, useFuzzContext } from './fuzz-requests';

const context = useFuzzContext();

describe('fuzzing every route, second half', () => {
  generatedBadRequests(context, 1);
});
