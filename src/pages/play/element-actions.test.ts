import { describe, expect, it } from 'vitest';
import { initialState } from '@core/engine/engine';
import { step } from '@core/game-step';
import type { PlayElement } from '@core';
import { fixtureRoom } from '../../data/test-support/play-fixture';
import {
  hotspotName,
  needsCombination,
  primaryActionLabel,
  revealedClue,
  runtimeOf,
  stateLabel,
  visibleElements,
} from './element-actions';

const el = (id: string): PlayElement => fixtureRoom.scenes.flatMap((s) => s.elements).find((e) => e.id === id)!;
const start = initialState(fixtureRoom);

describe('primaryActionLabel', () => {
  it('when choosing the dialog action then it fits the element type', () => {
    expect(primaryActionLabel(el('note'), runtimeOf(start, el('note')))).toBe('Inspect');
    expect(primaryActionLabel(el('key'), { state: 'available', visible: true })).toBe('Take');
    expect(primaryActionLabel(el('door'), runtimeOf(start, el('door')))).toBe('Open');
    expect(primaryActionLabel(el('door'), { state: 'solved', visible: true })).toBe('Go through');
    expect(primaryActionLabel(el('hatch'), runtimeOf(start, el('hatch')))).toBe('Go through');
    expect(primaryActionLabel({ ...el('note'), name: 'Old chest' }, runtimeOf(start, el('note')))).toBe('Open');
  });
});

describe('needsCombination', () => {
  it('when a lock is unsolved then it asks for a combination, and not once solved', () => {
    expect(needsCombination(el('safe'), runtimeOf(start, el('safe')))).toBe(true);
    expect(needsCombination(el('safe'), { state: 'solved', visible: true })).toBe(false);
    expect(needsCombination(el('note'), runtimeOf(start, el('note')))).toBe(false);
  });
});

describe('visibleElements and revealedClue', () => {
  it('when the game starts then hidden elements are not shown and clues appear only after inspecting', () => {
    expect(visibleElements(fixtureRoom.scenes[0], start).map((e) => e.id)).toEqual(['note', 'safe', 'door']);
    expect(revealedClue(el('note'), start)).toBe('');
    const after = step(fixtureRoom, start, { type: 'interact', element_id: 'note' }).state;
    expect(revealedClue(el('note'), after)).toBe('It reads 4-2-7.');
  });
});

describe('stateLabel', () => {
  it('says what happened to the element in a player’s words', () => {
    expect(stateLabel(el('door'), { state: 'locked', visible: true })).toBe('Locked');
    expect(stateLabel(el('door'), { state: 'solved', visible: true })).toBe('Open');
    expect(stateLabel(el('safe'), { state: 'available', visible: true })).toBe('Not opened yet');
    expect(stateLabel(el('safe'), { state: 'solved', visible: true })).toBe('Solved');
    expect(stateLabel(el('note'), { state: 'available', visible: true })).toBe('Not examined yet');
    expect(stateLabel(el('note'), { state: 'solved', visible: true })).toBe('Examined');
  });
});

describe('hotspotName', () => {
  it('when an element has a state of its own then its hot-spot says it after its name', () => {
    expect(hotspotName(el('note'), { state: 'available', visible: true })).toBe(el('note').name);
    expect(hotspotName(el('safe'), { state: 'locked', visible: true })).toBe(`${el('safe').name}, locked`);
    expect(hotspotName(el('safe'), { state: 'solved', visible: true })).toBe(`${el('safe').name}, solved`);
  });
});
