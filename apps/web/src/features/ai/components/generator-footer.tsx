import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Generation } from '../lib/use-generation';

/**
 * Footer actions by status (spec §2 modal 4): generate; while generating, cancel; after success,
 * regenerate and add (save) — add disabled while nothing is selected (spec §4).
 */
export function GeneratorFooter({
  generation,
  onGenerate,
  onAdd,
}: {
  generation: Generation;
  onGenerate: () => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation('ai');
  const { status, results } = generation;
  if (status === 'success') {
    const count = results.selection.selected.length;
    return (
      <>
        <Button variant="default" onClick={onGenerate} data-testid="ai-regenerate">
          {t('actions.regenerate')}
        </Button>
        <Button disabled={count === 0} onClick={onAdd} data-testid="ai-add">
          {count === 0 ? t('actions.addNone') : t('actions.add', { count })}
        </Button>
      </>
    );
  }
  return (
    <>
      {status === 'generating' && (
        <Button variant="default" onClick={generation.cancel} data-testid="ai-cancel">
          {t('actions.cancel')}
        </Button>
      )}
      <Button loading={status === 'generating'} onClick={onGenerate} data-testid="ai-generate">
        {t('actions.generate')}
      </Button>
    </>
  );
}
