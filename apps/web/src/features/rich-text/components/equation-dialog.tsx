import { Anchor, Button, Code, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithRetry } from '../../../lib/retry-import';
import { isSubmittableLatex } from '../lib/latex';

/** MathLive's editor is ~220 kB gzip: fetched when the dialog first opens, never before. */
const MathFieldInput = lazyWithRetry(() => import('./math-field-input'));

/** MathLive's reference of the LaTeX commands a mathfield accepts (the "guide link" of issue 3). */
export const FORMULA_GUIDE_URL = 'https://mathlive.io/mathfield/reference/commands/';

export interface EquationDialogProps {
  opened: boolean;
  /** LaTeX of the formula being edited; '' to insert a new one. */
  initialLatex: string;
  mode: 'insert' | 'edit';
  onClose: () => void;
  /** Called with the final LaTeX; only ever submittable LaTeX (non-empty, no placeholder). */
  onSubmit: (latex: string) => void;
}

/**
 * The equation editor dialog (issue 3 "Formulas"): a MathLive math field, an on-screen keyboard
 * toggle, a guide link, and a submit button enabled only when the equation is non-empty and no
 * `\placeholder` remains.
 */
export function EquationDialog({ opened, initialLatex, mode, onClose, onSubmit }: EquationDialogProps) {
  const { t } = useTranslation('rich-text');
  const [latex, setLatex] = useState(initialLatex);
  const [isKeyboardVisible, setKeyboardVisible] = useState(false);

  // Each opening starts from the formula it was opened for.
  useEffect(() => {
    if (opened) {
      setLatex(initialLatex);
      setKeyboardVisible(false);
    }
  }, [opened, initialLatex]);

  const canSubmit = isSubmittableLatex(latex);
  const submit = () => {
    if (canSubmit) onSubmit(latex.trim());
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(mode === 'edit' ? 'equation.titleEdit' : 'equation.titleInsert')}
      size="lg"
      // MathLive's keyboard covers the lower part of the screen: with it up, the dialog moves to the
      // top so its insert button stays above the keyboard (issue 19 item 7).
      centered={!isKeyboardVisible}
      yOffset={isKeyboardVisible ? 8 : undefined}
      styles={
        isKeyboardVisible ? { inner: { paddingBottom: 'var(--journeys-keyboard-height, 0px)' } } : undefined
      }
      // The virtual keyboard lives outside the modal: clicks on it must not count as "outside".
      closeOnClickOutside={false}
      data-testid="equation-dialog"
    >
      <Stack gap="sm">
        {opened && (
          <Suspense
            fallback={
              <Group gap="xs">
                <Loader size="sm" />
                <Text size="sm">{t('equation.loading')}</Text>
              </Group>
            }
          >
            <MathFieldInput
              initialLatex={initialLatex}
              onChange={setLatex}
              onSubmitKey={submit}
              isKeyboardVisible={isKeyboardVisible}
              ariaLabel={t('equation.fieldLabel')}
            />
          </Suspense>
        )}
        <Group justify="space-between" gap="xs">
          <Button
            variant="light"
            size="xs"
            onClick={() => setKeyboardVisible((visible) => !visible)}
            aria-pressed={isKeyboardVisible}
            data-testid="math-keyboard-toggle"
          >
            {t(isKeyboardVisible ? 'equation.keyboardHide' : 'equation.keyboardShow')}
          </Button>
          <Anchor href={FORMULA_GUIDE_URL} target="_blank" rel="noopener noreferrer" size="sm">
            {t('equation.guide')}
          </Anchor>
        </Group>
        <Text size="xs" c="dimmed" aria-live="polite">
          {latex.trim() === '' ? t('equation.emptyHint') : !canSubmit ? t('equation.placeholderHint') : ' '}
        </Text>
        {latex.trim() !== '' && (
          <Text size="xs" c="dimmed">
            {t('equation.preview')}: <Code>{latex}</Code>
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('equation.cancel')}
          </Button>
          <Button onClick={submit} disabled={!canSubmit} data-testid="equation-submit">
            {t(mode === 'edit' ? 'equation.submitEdit' : 'equation.submitInsert')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
