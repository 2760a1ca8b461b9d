import { describe, expect, it } from 'vitest';
import { remixCreditLine, RoomSettingsRequestSchema } from './remix';

describe('remixCreditLine', () => {
  it('when the parent is the root then it credits its author alone', () => {
    expect(remixCreditLine({ title: 'The Den', creator_name: 'Bo K.' }, null)).toBe('Remix of The Den by Bo K.');
  });

  it('when the parent is a remix then it credits the original author too', () => {
    expect(remixCreditLine({ title: 'The Den', creator_name: 'Bo K.' }, 'Cy D.')).toBe(
      'Remix of The Den by Bo K., originally by Cy D.',
    );
  });
});

describe('RoomSettingsRequestSchema', () => {
  it('when allow_remix is a boolean then it is valid, else the error names it', () => {
    expect(RoomSettingsRequestSchema.parse({ allow_remix: false })).toEqual({ allow_remix: false });
    const wrong = RoomSettingsRequestSchema.safeParse({ allow_remix: 'no' });
    expect(wrong.success ? '' : wrong.error.issues[0].message).toBe('allow_remix must be true or false');
    expect(RoomSettingsRequestSchema.safeParse({}).success).toBe(false);
    expect(RoomSettingsRequestSchema.safeParse({ allow_remix: true, enabled: true }).success).toBe(false);
  });
});
