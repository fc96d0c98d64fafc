import { ENV_VARIABLES } from '../env';

/**
 * Prints the configuration table (issue 2: "a configuration table (every env variable)") as Markdown:
 * `npm run env:table -w @quizset/server`. The README pastes this output.
 */
const escapeCell = (text: string) => text.replaceAll('|', '\\|');
const lines = [
  '| Variable | Default | Meaning |',
  '|---|---|---|',
  ...ENV_VARIABLES.map(
    (v) => `| \`${v.name}\` | ${escapeCell(v.defaultValue)} | ${escapeCell(v.description)} |`,
  ),
];
console.log(lines.join('\n'));
