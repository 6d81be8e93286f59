import { useState } from 'react';
import type { AnyResource, InputOf, RecordOf } from '../../../../shared/resources/resource';
import { useResourceActions, useResourceList } from '../../backend/use-resource';
import { notifyError, notifySuccess } from './admin-notify';
import { inOrder } from './move-id';

/** What the editor works on: a stored record (its id), or a new one not stored yet (null). */
export interface RecordDraft<Input> {
  id: string | null;
  values: Input;
  /** Changes whenever a draft is opened, so a new record starts from its defaults again. */
  key: string;
}

/** The messages of one manager, in its own words ("Berita disimpan."). */
export interface ManagerMessages {
  created: string;
  updated: string;
  removed: string;
}

/** The usual messages about a noun: "Berita ditambahkan.", "Berita disimpan.", "Berita dihapus.". */
export function messagesAbout(noun: string): ManagerMessages {
  return {
    created: `${noun} ditambahkan.`,
    updated: `${noun} disimpan.`,
    removed: `${noun} dihapus.`,
  };
}

/**
 * The state every manager of a declared collection has: the live list (all records), the record
 * being edited or deleted, and an order being saved (shown until the live list catches up).
 * Modals keep their record after closing, so their text stays put during the closing transition.
 */
export function useResourceManager<R extends AnyResource>(
  resource: R,
  /** The messages, or the noun of the usual ones (messagesAbout). */
  said: ManagerMessages | string,
) {
  const messages = typeof said === 'string' ? messagesAbout(said) : said;
  type Input = InputOf<R>;
  type Stored = RecordOf<R>;
  const { records, error } = useResourceList(resource, 'all');
  const actions = useResourceActions(resource);
  const [editing, setEditing] = useState<(RecordDraft<Input> & { open: boolean }) | null>(null);
  const [deleting, setDeleting] = useState<{ record: Stored; open: boolean } | null>(null);
  const [removing, setRemoving] = useState(false);
  const [pendingOrder, setPendingOrder] = useState<string[] | null>(null);
  const [drafts, setDrafts] = useState(0);

  const shown: Stored[] | undefined = records && inOrder(records, pendingOrder);

  const closeRemove = () => setDeleting((current) => current && { ...current, open: false });
  async function remove() {
    if (!deleting?.open) return;
    setRemoving(true);
    try {
      await actions.remove(deleting.record.id);
      notifySuccess(messages.removed);
      setDeleting((current) => current && { ...current, open: false });
    } catch (e) {
      notifyError(e);
    } finally {
      setRemoving(false);
    }
  }

  return {
    resource,
    records: shown,
    error,
    busy: pendingOrder !== null,
    editing,
    deleting,
    removing,
    /** Opens the editor on a new record; nothing is stored until it is saved. */
    add(values: Input) {
      setDrafts((n) => n + 1);
      setEditing({ id: null, values, key: `baru-${drafts}`, open: true });
    },
    edit(record: Stored) {
      const { id, position: _position, ...values } = record;
      setEditing({ id, values: values as Input, key: id, open: true });
    },
    closeEditor: () => setEditing((current) => current && { ...current, open: false }),
    /** Saves the draft being edited; a refusal is thrown to the form, which shows it on its fields. */
    async save(input: Input) {
      if (!editing) return;
      if (editing.id === null) {
        await actions.create(input);
        notifySuccess(messages.created);
      } else {
        await actions.update(editing.id, input);
        notifySuccess(messages.updated);
      }
      setEditing((current) => current && { ...current, open: false });
    },
    /** Saves one record's changed values at once (publishing from the list). */
    async patch(record: Stored, values: Partial<Input>, done: string) {
      const { id, position: _position, ...stored } = record;
      try {
        await actions.update(id, { ...(stored as Input), ...values });
        notifySuccess(done);
      } catch (e) {
        notifyError(e);
      }
    },
    askRemove: (record: Stored) => setDeleting({ record, open: true }),
    closeRemove,
    remove,
    /**
     * ManagerSection's delete dialog, wired to this manager: its title, and its message about the
     * record being deleted.
     */
    removeDialog: (title: string, message: (record: Stored) => string) => ({
      opened: deleting?.open ?? false,
      title,
      message: deleting ? message(deleting.record) : '',
      loading: removing,
      onConfirm: () => void remove(),
      onClose: closeRemove,
    }),
    async reorder(ids: string[]) {
      setPendingOrder(ids);
      try {
        await actions.reorder(ids);
      } catch (e) {
        notifyError(e);
      } finally {
        setPendingOrder(null);
      }
    },
  };
}

export type ResourceManager<R extends AnyResource> = ReturnType<typeof useResourceManager<R>>;
