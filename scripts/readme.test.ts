import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES } from '../apps/server/src/env.ts';

// The README's configuration table is written for people; this keeps it from drifting from the one
// list the server reads (apps/server/src/env.ts ENV_VARIABLES).
const readme = readFileSync(path.join(import.meta.dirname, '..', 'README.md'), 'utf8');

describe('README configuration table', () => {
  it.each(
    ENV_VARIABLES.map((variable) => [variable.name, variable.defaultValue]),
  )('lists %s with its default', (name, defaultValue) => {
    const row = readme.split('\n').find((line) => line.startsWith(`| \`${name}\` |`));
    expect(row, `README row for ${name}`).toBeDefined();
    expect(row).toContain(`| ${defaultValue} |`);
  });
});
