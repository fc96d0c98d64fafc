/**
 * Where the web build lists the player's message modules per language, relative to its dist/
 * folder: written by apps/web/build-tools/route-preload.ts (`playerPreload`), read by the server
 * (apps/server/src/plugins/static-files.ts) to preload the likely language's messages in the `Link`
 * header of /play/{hash} (issue 20).
 */
export const PLAYER_LANGUAGES_FILE = '.vite/player-languages.json';

/**
 * What PLAYER_LANGUAGES_FILE holds: each language's message files (relative to dist/, no leading
 * slash) beyond those the player's HTML loads anyway, and the language for a reader whose own is
 * none of them.
 */
export interface PlayerLanguages {
  fallbackLanguage: string;
  languages: Record<string, string[]>;
}
