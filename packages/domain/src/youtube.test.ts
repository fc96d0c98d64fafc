import { describe, expect, it } from 'vitest';
import { isYoutubeUrl, youtubeVideoId } from './youtube';

describe('YouTube hint links (spec §3 Hint)', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=10',
    'http://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?t=42',
    'youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    '  https://youtu.be/dQw4w9WgXcQ  ',
  ])('accepts %s', (url) => {
    expect(isYoutubeUrl(url)).toBe(true);
    expect(youtubeVideoId(url)).toBe('dQw4w9WgXcQ');
  });

  it.each([
    '',
    'https://vimeo.com/123456',
    'https://www.youtube.com/',
    'https://www.youtube.com/watch?v=short',
    'https://evil.com/youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.com/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ extra',
  ])('rejects %j', (url) => {
    expect(isYoutubeUrl(url)).toBe(false);
    expect(youtubeVideoId(url)).toBeNull();
  });
});
