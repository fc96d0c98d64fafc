import { getSchema } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { describe, expect, it } from 'vitest';
import { docPositionAtTextOffset } from './click-caret';

// Issue 7 "View mode": a text offset read from the view maps to the editor position before the same
// character, across paragraphs and marks.
const schema = getSchema([StarterKit]);
const text = (value: string, bold = false) => schema.text(value, bold ? [schema.marks.bold!.create()] : []);
const doc = schema.node('doc', null, [
  schema.node('paragraph', null, [text('Ab')]),
  schema.node('paragraph', null, [text('c'), text('de', true), text('f')]),
]);
const charAfter = (pos: number) => doc.textBetween(pos, Math.min(pos + 1, doc.content.size));

describe('docPositionAtTextOffset', () => {
  it('lands before the same character in the document', () => {
    expect(docPositionAtTextOffset(doc, 0)).toBe(1);
    expect(charAfter(docPositionAtTextOffset(doc, 1))).toBe('b');
    // Offset 2 is the end of the first paragraph (before the break), which the view cannot tell apart.
    expect(docPositionAtTextOffset(doc, 2)).toBe(3);
    expect(charAfter(docPositionAtTextOffset(doc, 3))).toBe('d');
    expect(charAfter(docPositionAtTextOffset(doc, 4))).toBe('e');
    expect(charAfter(docPositionAtTextOffset(doc, 5))).toBe('f');
  });

  it('clamps past the end to the end of the last text, and an empty document to its start', () => {
    expect(docPositionAtTextOffset(doc, 99)).toBe(doc.content.size - 1);
    expect(docPositionAtTextOffset(schema.node('doc', null, [schema.node('paragraph')]), 3)).toBe(1);
  });
});
