// The package ships its declarations under a misspelt file name (index.ts.d), so TypeScript does not
// find them: the part used here, as the package's README documents it.
declare module 'unicode-confusables' {
  /** Each code point replaced by its confusables.txt (UTS #39) prototype; zero-width characters dropped. */
  export function rectifyConfusion(input: string): string;
}
