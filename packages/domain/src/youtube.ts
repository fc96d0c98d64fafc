/**
 * YouTube hint links (spec §3 "Hint"): youtube.com/watch?v=, youtu.be/, youtube.com/shorts/,
 * youtube.com/embed/ (and youtube-nocookie embeds, /live/), with or without scheme and `www.`/`m.`.
 * The 11-character video id is captured so the builder can show the embedded preview.
 */
export const YOUTUBE_URL_PATTERN =
  /^(?:https?:\/\/)?(?:(?:www\.|m\.|music\.)?youtube\.com\/(?:watch\?(?:[^#\s]*&)?v=|shorts\/|embed\/|live\/)|(?:www\.)?youtube-nocookie\.com\/embed\/|youtu\.be\/)([A-Za-z0-9_-]{11})(?=$|[?&#/])[^\s]*$/i;

/** True when `url` (trimmed) is a YouTube video link (spec §3 "Hint", YOUTUBE). */
export function isYoutubeUrl(url: string): boolean {
  return YOUTUBE_URL_PATTERN.test(url.trim());
}

/** The video id of a YouTube link, or null when `url` is not one (spec §3 Hint: the embed preview). */
export function youtubeVideoId(url: string): string | null {
  return YOUTUBE_URL_PATTERN.exec(url.trim())?.[1] ?? null;
}
