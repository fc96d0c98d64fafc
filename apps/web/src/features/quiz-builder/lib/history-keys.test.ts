import { describe, expect, it } from 'vitest';
import { historyCommandOf, isTextEntryTarget } from './history-keys';

const key = (
  key: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }>,
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('historyCommandOf', () => {
  it('maps Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z and Ctrl+Y', () => {
    expect(historyCommandOf(key('z', { ctrlKey: true }))).toBe('undo');
    expect(historyCommandOf(key('z', { metaKey: true }))).toBe('undo');
    expect(historyCommandOf(key('Z', { metaKey: true, shiftKey: true }))).toBe('redo');
    expect(historyCommandOf(key('y', { ctrlKey: true }))).toBe('redo');
    expect(historyCommandOf(key('z', {}))).toBeNull();
    expect(historyCommandOf(key('z', { ctrlKey: true, altKey: true }))).toBeNull();
  });
});

describe('isTextEntryTarget', () => {
  it('is true for text inputs, textareas and contenteditable, false for buttons', () => {
    const input = document.createElement('input');
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const inner = document.createElement('p');
    editable.append(inner);
    document.body.append(editable);
    expect(isTextEntryTarget(input)).toBe(true);
    expect(isTextEntryTarget(document.createElement('textarea'))).toBe(true);
    expect(isTextEntryTarget(inner)).toBe(true);
    expect(isTextEntryTarget(checkbox)).toBe(false);
    expect(isTextEntryTarget(document.createElement('button'))).toBe(false);
    expect(isTextEntryTarget(null)).toBe(false);
    editable.remove();
  });
});
