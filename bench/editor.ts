/// <reference lib="dom" />
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/support/chromium.ts';
import { createRichQuizSet, noisyPhoto } from './lib/editor-fixtures.ts';
import { installRenderCounter, readRenderCounts, startRenderCount } from './lib/editor-render-count.ts';
import { type RunningServer, signIn, startServer } from './lib/server.ts';
import { printTable, summarize } from './lib/stats.ts';

/**
 * Issue 3 "Performance": the question card editor with 20 cards on /build, each with formatted text,
 * a formula and an image. Needs the production web build (`npm run build -w @quizset/web`): the real
 * server serves it. Measures, in Debian's Chromium:
 * - keystroke-to-paint in the card being edited: keydown `timeStamp` → the frame after it (rAF, then a
 *   task), over KEYSTROKES keys; the Event Timing API (durationThreshold 16) counts the slow ones too;
 * - renders during a reorder (keyboard sorting of the edited card): function components that ran inside
 *   each card's content, counted from React's commits through a DevTools-style hook the bench injects
 *   (bench/lib/editor-render-count.ts; the app itself exposes nothing);
 * - browser compression of a ~3 MB, 2000 px photo: from the file input's change to the start of the
 *   upload request (sniff, decode, webp compression in the app's own prepareQuestionImage).
 */
export interface EditorBenchResult {
  keystrokes: {
    count: number;
    p50: number;
    p95: number;
    p99: number;
    slowEvents: number;
    maxEventMs: number;
  };
  reorder: {
    /** Cards the counter saw in the reorder's commits (a check that it counted anything at all). */
    cardsSeen: number;
    otherCardsRerendered: number;
    otherCardRenders: number;
    editedCardRenders: number;
    /** Control: renders in the edited card for one keystroke (must be > 0, or the counter is blind). */
    keystrokeRenders: number;
  };
  compression: {
    inputBytes: number;
    width: number;
    height: number;
    runsMs: number[];
    medianMs: number;
    outputBytes: number;
  };
}

const CARDS = 20;
const KEYSTROKES = 100;

async function measureKeystrokes(page: Page): Promise<EditorBenchResult['keystrokes']> {
  const field = page.getByRole('textbox', { name: 'Question 1', exact: true });
  await page.getByTestId('quiz-card').first().getByTestId('question-view').click();
  await field.waitFor();
  await field.press('Control+End');
  await page.evaluate(() => {
    const w = window as unknown as { __ks: number[]; __slow: number[] };
    w.__ks = [];
    w.__slow = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name.startsWith('key')) w.__slow.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    document.addEventListener(
      'keydown',
      (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => w.__ks.push(performance.now() - start), 0));
      },
      true,
    );
  });
  for (let i = 0; i < KEYSTROKES; i++) {
    await page.keyboard.type(i % 10 === 9 ? ' ' : 'abcdefghij'[i % 10]!);
    await page.waitForTimeout(20);
  }
  await page.waitForTimeout(500);
  const { ks, slow } = await page.evaluate(() => {
    const w = window as unknown as { __ks: number[]; __slow: number[] };
    return { ks: w.__ks, slow: w.__slow };
  });
  const { count, p50, p95, p99 } = summarize(ks);
  return { count, p50, p95, p99, slowEvents: slow.length, maxEventMs: Math.max(0, ...slow) };
}

/** Keyboard sorting of the edited card one place down (it stays in edit mode: focus stays inside it). */
async function measureReorder(page: Page): Promise<EditorBenchResult['reorder']> {
  const first = page.getByTestId('quiz-card').first();
  const movedId = await first.getAttribute('data-quiz-id');
  await startRenderCount(page);
  await page.keyboard.type('x');
  await page.waitForTimeout(300);
  const keystrokeRenders = (await readRenderCounts(page))[movedId ?? ''] ?? 0;
  await first.getByTestId('drag-handle').focus();
  await startRenderCount(page);
  // dnd-kit's keyboard sensor: pick up, move one place, drop (each step waits for its announcement).
  for (const key of ['Space', 'ArrowDown', 'Space']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(300);
  }
  await page.waitForTimeout(500);
  const counts = await readRenderCounts(page);
  const order = await page
    .getByTestId('quiz-card')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-quiz-id')));
  if (order[1] !== movedId) throw new Error('the reorder did not happen');
  const others = Object.entries(counts).filter(([id]) => id !== movedId);
  return {
    cardsSeen: Object.keys(counts).length,
    keystrokeRenders,
    otherCardsRerendered: others.filter(([, n]) => n > 0).length,
    otherCardRenders: others.reduce((sum, [, n]) => sum + n, 0),
    editedCardRenders: counts[movedId ?? ''] ?? 0,
  };
}

async function measureCompression(page: Page): Promise<EditorBenchResult['compression']> {
  const photo = await noisyPhoto();
  const runsMs: number[] = [];
  let outputBytes = 0;
  const card = page.getByTestId('quiz-card').nth(1);
  await card.getByTestId('question-view').click();
  for (let run = 0; run < 3; run++) {
    await card.getByTestId('image-remove').first().click();
    await page.evaluate(() => {
      const w = window as unknown as { __change: number };
      document.addEventListener(
        'change',
        () => {
          w.__change = performance.timeOrigin + performance.now();
        },
        { capture: true, once: true },
      );
    });
    const started = Date.now();
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/quizsets/image') && r.method() === 'POST', {
        timeout: 120_000,
      }),
      card
        .getByTestId('image-dropzone')
        .first()
        .locator('input[type=file]')
        .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo.buffer }),
    ]);
    outputBytes = Number((await request.headerValue('content-length')) ?? 0);
    await request.response();
    // Both in epoch ms: the input's change (page clock) and the upload request's start (Playwright).
    const changedAt = await page.evaluate(() => (window as unknown as { __change: number }).__change);
    const startedAt = request.timing().startTime;
    runsMs.push(startedAt > 0 && changedAt ? Math.round(startedAt - changedAt) : Date.now() - started);
    await card.getByTestId('question-image').first().waitFor({ timeout: 60_000 });
  }
  const sorted = [...runsMs].sort((a, b) => a - b);
  return {
    inputBytes: photo.buffer.length,
    width: photo.width,
    height: photo.height,
    runsMs,
    medianMs: sorted[1]!,
    outputBytes,
  };
}

/** Runs the editor benchmark against a fresh server (started and stopped here unless one is given). */
export async function benchEditor(given?: RunningServer): Promise<EditorBenchResult> {
  const server = given ?? (await startServer());
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const cookie = await signIn(server.origin, 'pro@demo.example');
    const id = await createRichQuizSet(server.origin, cookie);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: server.origin };
      }),
    );
    const page = await context.newPage();
    await installRenderCounter(page);
    await page.goto(`${server.origin}/build?quizSetId=${id}&mode=UPDATE`);
    await page
      .getByTestId('quiz-card')
      .nth(CARDS - 1)
      .waitFor();
    const keystrokes = await measureKeystrokes(page);
    const reorder = await measureReorder(page);
    await page.keyboard.press('Escape');
    const compression = await measureCompression(page);
    const result = { keystrokes, reorder, compression };
    printTable(
      ['editor (20 rich cards)', 'value'],
      [
        [
          'keystroke→paint p50 / p95 / p99 ms',
          `${keystrokes.p50} / ${keystrokes.p95} / ${keystrokes.p99} (n=${keystrokes.count})`,
        ],
        [
          'event timing: key events ≥16 ms',
          `${keystrokes.slowEvents} (max ${Math.round(keystrokes.maxEventMs)} ms)`,
        ],
        [
          'reorder: other cards re-rendered',
          `${reorder.otherCardsRerendered} of ${CARDS - 1} (${reorder.otherCardRenders} renders)`,
        ],
        ['reorder: edited card renders', reorder.editedCardRenders],
        ['control: cards seen / renders per keystroke', `${reorder.cardsSeen} / ${reorder.keystrokeRenders}`],
        [
          'compress 2000×1500 JPEG ms (3 runs)',
          `${compression.runsMs.join(', ')} (median ${compression.medianMs})`,
        ],
        [
          'photo in → webp out bytes',
          `${compression.inputBytes} → ${compression.outputBytes} (multipart body)`,
        ],
      ],
    );
    return result;
  } finally {
    await browser.close();
    if (!given) await server.stop();
  }
}
