import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderElement } from '../../../test/render';
import { addLazyAiLocales } from '../lib/lazy-locales';
import { fileProgressPercent, GeneratingPanel } from './output-panels';

/**
 * Issue 16 item 15: a queued file job hears its place at once ("2 files ahead of yours"), in Korean
 * and English, with an empty (not a running) bar until a thread takes it.
 */
describe('the generating panel of a queued file job', () => {
  it.each([
    ['en', 2, '2 files ahead of yours: waiting for a free reader'],
    ['en', 1, '1 file ahead of yours: waiting for a free reader'],
    ['ko', 2, '앞에 파일 2개가 있어요. 차례를 기다리는 중이에요'],
    ['ko', 1, '앞에 파일 1개가 있어요. 차례를 기다리는 중이에요'],
  ] as const)('says the place in %s (%i ahead)', async (lng, ahead, text) => {
    const { i18n } = renderElement(
      <GeneratingPanel subject="lecture.pdf" progress={{ phase: 'queued', ahead }} />,
      { lng },
    );
    await act(async () => {
      addLazyAiLocales(i18n);
      await i18n.changeLanguage(lng);
    });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByTestId('ai-progress')).toHaveAttribute('data-percent', '0');
  });

  it('counts the wait as no progress yet', () => {
    expect(fileProgressPercent({ phase: 'queued', ahead: 3 })).toBe(0);
  });
});
