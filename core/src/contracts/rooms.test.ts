import { describe, expect, it } from 'vitest';
import { OWNER_NAME_FALLBACK, ownerDisplayName, RoomSummarySchema } from './rooms';

const summary = {
  id: 'r1',
  title: 'The Study',
  description: 'A locked study.',
  difficulty: 'easy',
  theme: 'mystery',
  agent_id: null,
  enabled: true,
  published: true,
  owner_name: 'Ada Lovelace',
  created_at: '2025-01-01T00:00:00.000Z',
  scene_count: 2,
  cover_image_url: null,
  allow_remix: true,
  remix_of: null,
};

describe('ownerDisplayName', () => {
  it('when both names are set then joins them', () => {
    expect(ownerDisplayName(' Ada ', 'Lovelace')).toBe('Ada Lovelace');
  });

  it('when only one name is set then uses it alone', () => {
    expect(ownerDisplayName(null, 'Lovelace')).toBe('Lovelace');
    expect(ownerDisplayName('Ada', '  ')).toBe('Ada');
  });

  it('when no name is set then uses the fallback, never anything from an email', () => {
    expect(ownerDisplayName(null, undefined)).toBe(OWNER_NAME_FALLBACK);
    expect(ownerDisplayName('', ' ')).toBe(OWNER_NAME_FALLBACK);
  });
});

describe('RoomSummarySchema', () => {
  it('when a player summary has no owner_email then it is valid', () => {
    expect(RoomSummarySchema.safeParse(summary).success).toBe(true);
  });

  it('when an admin summary carries owner_email then it is kept', () => {
    const parsed = RoomSummarySchema.parse({ ...summary, owner_email: 'ada@example.com' });
    expect(parsed.owner_email).toBe('ada@example.com');
  });

  it('when owner_name is missing then it is invalid', () => {
    const { owner_name: _omitted, ...withoutName } = summary;
    expect(RoomSummarySchema.safeParse(withoutName).success).toBe(false);
  });
});
