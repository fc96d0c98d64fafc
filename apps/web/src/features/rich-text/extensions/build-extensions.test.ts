import { describe, expect, it } from 'vitest';
import { editorsForTests } from './test-editors';

const createEditor = editorsForTests();

/** Links (spec §3; the link control calls setLink with what was typed). */
describe('links in the editor', () => {
  it('links an address typed without a scheme to the https one a teacher meant', () => {
    const editor = createEditor('<p>공지 보기</p>');
    editor.commands.selectAll();
    expect(editor.commands.setLink({ href: 'school.kr/notice' })).toBe(true);
    expect(editor.getHTML()).toContain('href="https://school.kr/notice"');
  });

  it('links an e-mail address typed without mailto:', () => {
    const editor = createEditor('<p>write to me</p>');
    editor.commands.selectAll();
    editor.commands.setLink({ href: 'teacher@school.kr' });
    expect(editor.getHTML()).toContain('href="mailto:teacher@school.kr"');
  });

  it('still refuses a scheme outside the allow-list, and text that is no address', () => {
    const editor = createEditor('<p>click</p>');
    editor.commands.selectAll();
    expect(editor.commands.setLink({ href: 'javascript:alert(1)' })).toBe(false);
    expect(editor.commands.setLink({ href: 'just words' })).toBe(false);
    expect(editor.commands.toggleLink({ href: 'data:text/html,x' })).toBe(false);
    expect(editor.getHTML()).not.toContain('<a');
  });

  it('keeps an address that has its scheme as it was typed', () => {
    const editor = createEditor('<p>site</p>');
    editor.commands.selectAll();
    editor.commands.toggleLink({ href: 'http://example.com/a' });
    expect(editor.getHTML()).toContain('href="http://example.com/a"');
  });
});
