/**
 * The fields a route's contract cannot do without, read from its zod schemas (issue 33 item 5):
 * a key of a ZodObject is required when the schema rejects it missing (not optional, no
 * default, no catch). Nested objects are walked where the route's example request holds one,
 * so `user.email` of a login is found as well as `user`. The fuzz test leaves each one out of
 * the example request and expects a 4xx that names it, so a new contract is covered the moment
 * it is declared. SPEC_REQUIRED adds the fields the specs require, so a schema that wrongly
 * makes one optional is caught too.
 */
import { z, type ZodTypeAny } from 'zod';
import type { RouteContract } from '@core';
import type { Example } from './route-fixtures';

export interface Omission {
  where: 'body' | 'query';
  /** The key path of the field, e.g. ['user', 'email']. */
  path: string[];
}

/** The object schema under wrappers that keep an object's keys (refine, transform, pipe, default…). */
export function objectUnder(schema: ZodTypeAny): z.AnyZodObject | undefined {
  if (schema instanceof z.ZodObject) return schema;
  if (schema instanceof z.ZodEffects) return objectUnder(schema.innerType());
  if (schema instanceof z.ZodPipeline) return objectUnder(schema._def.in);
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodCatch ||
    schema instanceof z.ZodReadonly
  )
    return objectUnder(schema._def.innerType);
  if (schema instanceof z.ZodBranded) return objectUnder(schema.unwrap());
  if (schema instanceof z.ZodLazy) return objectUnder(schema.schema);
  return undefined;
}

/**
 * Key paths, within `sample`, of every required field of `schema` (nested ones where `sample`
 * holds an object there). A preprocess that unwraps a key (`{ agent: {…} }` or the bare value) is
 * followed into that key when the sample uses it.
 */
export function requiredPaths(schema: ZodTypeAny, sample: unknown, path: string[] = []): string[][] {
  if (schema instanceof z.ZodEffects && schema._def.effect.type === 'preprocess') {
    const inner: unknown = schema._def.effect.transform(sample, { addIssue: () => {}, path });
    const key =
      inner !== sample && sample && typeof sample === 'object'
        ? Object.keys(sample).find((k) => (sample as Record<string, unknown>)[k] === inner)
        : undefined;
    return key === undefined
      ? requiredPaths(schema.innerType(), sample, path)
      : requiredPaths(schema.innerType(), inner, [...path, key]);
  }
  const object = objectUnder(schema);
  if (!object) return [];
  return Object.entries(object.shape as Record<string, ZodTypeAny>).flatMap(([key, field]) => {
    if (field.isOptional()) return [];
    const inner = sample && typeof sample === 'object' ? (sample as Record<string, unknown>)[key] : undefined;
    const nested =
      inner && typeof inner === 'object' && !Array.isArray(inner) ? requiredPaths(field, inner, [...path, key]) : [];
    return [[...path, key], ...nested];
  });
}

/**
 * Body fields the specs require, by route, as paths within the route's example body. The
 * schema is checked against this list (the omission is tried whatever the schema says), so a
 * contract that lets one of them through fails the test rather than dropping out of it.
 * rooms-and-play-spec §5 (validation rules) and §7 (the payloads of the calls); platform-spec
 * §5 (registration, which the accept schema defaults to '' and then rejects blank).
 * Fields the specs call optional or give a default (difficulty, description of an agent,
 * scene_index of edit-storyboard, user_prompt, messages) are left out on purpose.
 */
export const SPEC_REQUIRED: Record<string, string[][]> = {
  'invitations.accept': [
    ['user', 'first_name'],
    ['user', 'last_name'],
    ['user', 'password'],
    ['user', 'password_confirmation'],
  ],
  'agents.create': [
    ['agent', 'name'],
    ['agent', 'personality'],
    ['agent', 'setting'],
    ['agent', 'theme'],
  ],
  'rooms.create': [['title'], ['description'], ['theme'], ['agent_id']],
  'rooms.generateSceneImage': [['scene_description'], ['scene_index']],
  'editor.createElement': [['name']],
  'editor.modifyScene': [['modification_prompt']],
  'ai.chat': [['prompt']],
  'ai.editStoryboard': [['prompt'], ['storyboard'], ['field']],
  'ai.editSceneImage': [['prompt'], ['image_url'], ['scene_data']],
  'ai.generateScene': [['storyboard_context']],
  'ai.suggestElements': [['scene_data'], ['grid_position']],
  'ai.validateRoom': [['storyboard']],
};

/** Every required body and query field of a route, given its example request: the schema's, and the spec's. */
export function omissions(route: RouteContract, example: Example): Omission[] {
  const body = route.method === 'GET' ? [] : requiredPaths(route.body, example.body?.());
  const known = new Set(body.map((path) => path.join('.')));
  const fromSpec = (SPEC_REQUIRED[route.name] ?? []).filter((path) => !known.has(path.join('.')));
  const query = requiredPaths(route.query, example.query ?? {});
  return [
    ...[...body, ...fromSpec].map((path) => ({ where: 'body' as const, path })),
    ...query.map((path) => ({ where: 'query' as const, path })),
  ];
}

/** A copy of `value` without the field at `path`. */
export function without(value: unknown, path: string[]): unknown {
  if (!value || typeof value !== 'object' || path.length === 0) return value;
  const [key, ...rest] = path;
  const { [key]: inner, ...others } = value as Record<string, unknown>;
  return rest.length ? { ...others, [key]: without(inner, rest) } : others;
}
