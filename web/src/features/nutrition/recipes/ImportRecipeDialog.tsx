import { MAX_RECIPE_IMPORT_CHARACTERS } from '@life/domain/recipes/constants';
import { Button, FileInput, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../../api/fetch';
import { useImportRecipe } from './mutations';

/**
 * Import a schema.org/Recipe JSON-LD block, pasted or from a file (what recipe sites carry and
 * Mealie exports). The text goes to the server as text; what comes back is shown as plain text
 * (React escapes it): nothing in it is ever run.
 */
export function ImportRecipeDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const importRecipe = useImportRecipe();
  const close = () => {
    setText('');
    setProblem(null);
    onClose();
  };
  const readFile = async (file: File | null) => {
    setProblem(null);
    if (!file) return;
    if (file.size > MAX_RECIPE_IMPORT_CHARACTERS) {
      setProblem('The JSON-LD text is larger than 1 MB');
      return;
    }
    setText(await file.text());
  };
  const submit = () => {
    setProblem(null);
    importRecipe.mutate(
      { text },
      {
        onSuccess: close,
        onError: (error) => {
          if (isApiError(error)) setProblem(Object.values(error.body?.fields ?? {})[0] ?? error.body?.error ?? null);
        },
      },
    );
  };
  return (
    <Modal opened={opened} onClose={close} title="Import a recipe" size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Paste a schema.org/Recipe JSON-LD block (a recipe page's ld+json script, or a Mealie export), or choose a .json file.
        </Text>
        <FileInput
          label="JSON-LD file"
          placeholder="Choose a file"
          accept=".json,.jsonld,application/json,application/ld+json"
          clearable
          onChange={(file) => void readFile(file)}
        />
        <Textarea label="JSON-LD" autosize minRows={6} maxRows={14} value={text} onChange={(event) => setText(event.currentTarget.value)} />
        {problem && (
          <Text c="red" size="sm" role="alert">
            {problem}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button disabled={text.trim() === ''} loading={importRecipe.isPending} onClick={submit}>
            Import
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
