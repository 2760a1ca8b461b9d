/**
 * Strings that are safe to store and show: no NUL characters (PostgreSQL text cannot hold
 * them), well-formed Unicode (a lone surrogate cannot be encoded as UTF-8) and a length cap.
 * Every string a route accepts goes through one of these.
 */
import { z } from 'zod';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string may not be stored, or null when it is fine. */
export function unsafeTextReason(value: string): string | null {
  if (value.includes('\u0000')) return 'must not contain NUL characters';
  if (LONE_SURROGATE.test(value)) return 'must be valid Unicode text';
  return null;
}

/** The first string inside `value` (at any depth) that is unsafe, with its path, or null. */
export function findUnsafeText(
  value: unknown,
  path: string[] = [],
  depth = 0,
): { path: string; reason: string } | null {
  if (depth > 32) return { path: path.join('.') || 'body', reason: 'is nested too deeply' };
  if (typeof value === 'string') {
    const reason = unsafeTextReason(value);
    return reason ? { path: path.join('.') || 'value', reason } : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findUnsafeText(value[i], [...path, String(i)], depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const keyReason = unsafeTextReason(key);
      if (keyReason) return { path: [...path, '(key)'].join('.'), reason: keyReason };
      const found = findUnsafeText(inner, [...path, key], depth + 1);
      if (found) return found;
    }
  }
  return null;
}

/** A zod string with the safety rules; `label` names the field in every message. */
export function safeText(label: string, max: number) {
  return z
    .string({ required_error: `${label} is required`, invalid_type_error: `${label} must be text` })
    .max(max, `${label} is too long (at most ${max} characters)`)
    .superRefine((value, ctx) => {
      const reason = unsafeTextReason(value);
      if (reason) ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${label} ${reason}` });
    });
}
