'use client';

import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type KeyboardCoordinateGetter,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useId } from 'react';
import { frLuStudioEditor as words } from '@/i18n/fr-lu-studio-editor';
import { AddBlockButton } from './add-block-dialog';
import { BlockActions } from './block-actions';
import { type StoryBlock, blockHint, childBlocks, findBlock, moveBlockTo, placeOf } from './block-tree';
import { VOCABULARY, useEditor, useEditorStore } from './editor-context';
import { blokFieldsOf, displayNameOf } from './editor-vocabulary';
import styles from './page-editor.module.css';

/** A sortable item's list: its parent block and field, so a drag stays inside the list it started in. */
const listId = (parentUid: string, field: string) => `${parentUid}:${field}`;
const containerOf = (entry: { data: { current?: unknown } } | undefined) =>
  (entry?.data.current as { sortable?: { containerId?: unknown } } | undefined)?.sortable?.containerId;

/** Only the dragged block's own list is a target: moving to another list is copy and paste. */
const sameListCollisions: CollisionDetection = (args) =>
  closestCenter({
    ...args,
    droppableContainers: args.droppableContainers.filter((entry) => containerOf(entry) === containerOf(args.active)),
  });

const sameListKeyboard: KeyboardCoordinateGetter = (event, args) => {
  const { droppableContainers, active } = args.context;
  const enabled = droppableContainers
    .getEnabled()
    .filter((entry) => containerOf(entry) === containerOf(active ?? undefined));
  return sortableKeyboardCoordinates(event, {
    ...args,
    context: {
      ...args.context,
      // A real Map (its methods check their receiver) with only the enabled entries of the same list.
      droppableContainers: Object.assign(new Map(droppableContainers), {
        getEnabled: () => enabled,
      }) as unknown as typeof droppableContainers,
    },
  });
};

function describeDrag(root: StoryBlock, uid: string, overUid: string | null) {
  const block = findBlock(root, uid);
  const place = placeOf(root, overUid ?? uid);
  const parent = place && findBlock(root, place.parentUid);
  const total = parent ? childBlocks(parent, place.field).length : 0;
  return { name: block ? displayNameOf(VOCABULARY, block.component) : uid, position: (place?.index ?? 0) + 1, total };
}

/** The story's blocks as a tree: select one to edit it; drag (mouse or keyboard) to reorder within its list. */
export function BlockTreePane() {
  const store = useEditorStore();
  const root = useEditor((state) => state.history.present);
  const readOnly = useEditor((state) => state.readOnly);
  // The same ids on the server and in the browser (dnd-kit numbers its descriptions otherwise).
  const dndId = useId();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    // The list scrolls at once under a keyboard drag: a smooth scroll moved the block on after its move was said.
    useSensor(KeyboardSensor, { coordinateGetter: sameListKeyboard, scrollBehavior: 'instant' }),
  );

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const drag = describeDrag(store.getState().history.present, String(active.id), null);
      return words.dnd.start(drag.name, drag.position, drag.total);
    },
    onDragOver: ({ active, over }) => {
      const drag = describeDrag(store.getState().history.present, String(active.id), over ? String(over.id) : null);
      // Over its own place (just picked up, or back where it was): still where it stands.
      if (over?.id === active.id) return words.dnd.start(drag.name, drag.position, drag.total);
      return words.dnd.over(drag.name, drag.position, drag.total);
    },
    // Said once the move is applied: the block's own place is where it now stands.
    onDragEnd: ({ active }) => {
      const drag = describeDrag(store.getState().history.present, String(active.id), null);
      return words.dnd.end(drag.name, drag.position, drag.total);
    },
    onDragCancel: ({ active }) =>
      words.dnd.cancel(describeDrag(store.getState().history.present, String(active.id), null).name),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const state = store.getState();
    const target = placeOf(state.history.present, String(over.id));
    if (!target) return;
    state.apply(moveBlockTo(VOCABULARY, state.history.present, String(active.id), target));
  };

  return (
    <section className={styles.treePane} aria-labelledby="editor-tree-heading">
      <h2 id="editor-tree-heading" className={styles.paneHeading}>
        {words.tree.heading}
      </h2>
      {!readOnly && <BlockActions />}
      <DndContext
        id={dndId}
        sensors={sensors}
        collisionDetection={sameListCollisions}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: words.dnd.instructions } }}
      >
        <ul className={styles.tree}>
          <BlockNode block={root} parentList={null} readOnly={readOnly} />
        </ul>
      </DndContext>
    </section>
  );
}

function BlockNode({
  block,
  parentList,
  readOnly,
}: {
  block: StoryBlock;
  parentList: string | null;
  readOnly: boolean;
}) {
  const selected = useEditor((state) => state.selected === block._uid);
  const select = useEditor((state) => state.select);
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: block._uid,
    disabled: parentList === null || readOnly,
    data: { list: parentList },
  });
  const name = displayNameOf(VOCABULARY, block.component);
  const label = parentList === null ? words.tree.root(name) : words.tree.select(name, blockHint(block));
  return (
    <li
      ref={setNodeRef}
      className={styles.treeItem}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-dragging={isDragging || undefined}
    >
      <div className={styles.treeRow} data-selected={selected || undefined}>
        {parentList !== null && !readOnly && (
          <button
            type="button"
            className={styles.dragHandle}
            aria-label={words.tree.drag(label)}
            {...attributes}
            {...listeners}
          >
            <span aria-hidden="true">⠿</span>
          </button>
        )}
        <button
          type="button"
          className={styles.treeSelect}
          aria-current={selected ? 'true' : undefined}
          onClick={() => select(block._uid)}
          data-block-uid={block._uid}
        >
          {label}
        </button>
      </div>
      {blokFieldsOf(VOCABULARY, block.component)
        // An empty list shows under the selected block only: the tree stays a list of blocks.
        .filter((field) => selected || childBlocks(block, field.name).length > 0)
        .map((field) => (
          <BlockList key={field.name} parent={block} field={field.name} label={field.displayName} readOnly={readOnly} />
        ))}
    </li>
  );
}

function BlockList({
  parent,
  field,
  label,
  readOnly,
}: {
  parent: StoryBlock;
  field: string;
  label: string;
  readOnly: boolean;
}) {
  const children = childBlocks(parent, field);
  const id = listId(parent._uid, field);
  return (
    <div className={styles.treeField}>
      <p className={styles.treeFieldName}>{words.tree.field(label)}</p>
      <SortableContext id={id} items={children.map((child) => child._uid)} strategy={verticalListSortingStrategy}>
        {children.length > 0 && (
          <ul className={styles.tree} aria-label={label}>
            {children.map((child) => (
              <BlockNode key={child._uid} block={child} parentList={id} readOnly={readOnly} />
            ))}
          </ul>
        )}
      </SortableContext>
      {!readOnly && <AddBlockButton parentUid={parent._uid} field={field} compact />}
    </div>
  );
}
