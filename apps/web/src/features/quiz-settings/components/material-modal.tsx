import { Alert, Button, FileInput, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useBuildStore } from '../../quiz-builder/store/build-store';
import { uploadMaterial } from '../api/upload-material';
import {
  checkMaterialFile,
  MATERIAL_MAX_MB,
  type MaterialRuleError,
  materialUploadRefusal,
} from '../lib/material-rules';
import { saveMaterial } from '../lib/settings-operations';

/**
 * The learning-material upload (spec §2 modal 10, §4, §8): one PDF of at most 20 MB and whether
 * players may reopen it during play (default true). Save uploads it (POST /api/materials), replaces
 * the list with it and turns the option on. Errors: 'required file' without a file; 413 'confirm file
 * size' with the maximum in MB and 415 'confirm file extension' with the allowed list, from the browser's
 * own check or the server's; a password-protected or broken PDF (423/422) says so; any other failure
 * shows nothing (spec §8; materialUploadRefusal).
 */
export function MaterialModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('quiz-settings');
  const isPhone = useMediaQuery('(max-width: 36em)');
  const current = useBuildStore((state) => state.form.materials[0]);
  const [file, setFile] = useState<File | null>(null);
  const [allowReopen, setAllowReopen] = useState(current?.allowReopenDuringPlay ?? true);
  const [error, setError] = useState<MaterialRuleError | null>(null);
  const [isUploading, setUploading] = useState(false);

  const close = () => {
    setFile(null);
    setError(null);
    onClose();
  };
  const pick = (next: File | null) => {
    setFile(next);
    // A wrong file is said at once; a missing one only on save.
    setError(next ? checkMaterialFile(next) : null);
  };
  const save = async () => {
    // Keeping the current file and changing only the switch needs no upload.
    if (!file && current) {
      useBuildStore
        .getState()
        .edit((form) => saveMaterial(form, { ...current, allowReopenDuringPlay: allowReopen }));
      return close();
    }
    const refusal = checkMaterialFile(file);
    if (refusal || !file) return setError(refusal);
    setUploading(true);
    try {
      const material = await uploadMaterial(file, allowReopen);
      useBuildStore.getState().edit((form) => saveMaterial(form, material));
      close();
    } catch (caught) {
      setError(materialUploadRefusal(caught instanceof ApiError ? caught.status : undefined));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('material.modalTitle')}
      fullScreen={isPhone}
      centered
      data-testid="material-modal"
    >
      <Stack gap="md">
        {current && !file && (
          <Text size="sm" data-testid="material-current">
            {t('material.current', { name: current.originalFileName ?? current.url })}
          </Text>
        )}
        <FileInput
          label={t('material.file')}
          description={t('material.fileHint', { maxMb: MATERIAL_MAX_MB })}
          placeholder={t('material.choose')}
          accept="application/pdf,.pdf"
          leftSection={<IconFileTypePdf size={18} aria-hidden />}
          value={file}
          onChange={pick}
          clearable
          data-testid="material-file"
        />
        <Switch
          label={t('material.allowReopen')}
          description={t('material.allowReopenDescription')}
          checked={allowReopen}
          onChange={(event) => setAllowReopen(event.currentTarget.checked)}
          data-testid="material-allow-reopen"
        />
        {error && (
          <Alert color="red" role="alert" data-testid="material-error">
            {t(error.key, { ns: 'validation', ...error.params })}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('material.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={isUploading} data-testid="material-save">
            {t('material.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
