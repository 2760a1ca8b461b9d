import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api';
import { UNEXPECTED_ANSWER } from '../http/api-client';
import { aiErrorMessage } from './ai-api';

describe('aiErrorMessage (§8 AI wrapper)', () => {
  it("prefers the server's error", () => {
    expect(aiErrorMessage(new ApiError('prompt is required', 400, {}), 'Failed to process AI request')).toBe(
      'prompt is required',
    );
  });
  it('falls back when the server said nothing useful', () => {
    expect(aiErrorMessage(new ApiError('Request failed (502)', 502, null), 'Failed to generate new scene')).toBe(
      'Failed to generate new scene',
    );
    expect(aiErrorMessage(new ApiError(UNEXPECTED_ANSWER, 200, {}), 'Failed to validate escape room')).toBe(
      'Failed to validate escape room',
    );
  });
  it("uses the error's own message, except a network TypeError", () => {
    expect(aiErrorMessage(new Error('aborted by you'), 'x')).toBe('aborted by you');
    expect(aiErrorMessage(new TypeError('Failed to fetch'), 'Failed to generate response')).toBe(
      'Failed to generate response',
    );
    expect(aiErrorMessage(undefined, 'Failed to get AI suggestions')).toBe('Failed to get AI suggestions');
  });
});
