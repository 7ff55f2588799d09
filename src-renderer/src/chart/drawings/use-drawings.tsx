// Drawings on a price chart (GP and NAV, generic over the chart's points): the security's drawings,
// read and written through the contract (saved per security, so every chart of it shows them),
// painted by a series primitive (primitive.ts) riding on a shadow series; the keys that place them
// with the keyboard cursor and move or restyle the selected one (keys.ts); a click that places an
// anchor while a tool is on, or selects a drawing; a drag that moves the selected one; and the line
// under the chart that lists them (and says how to place or move the one under way).
import { createEffect, createMemo, createSignal, For, on, onCleanup, Show, untrack, type Accessor, type JSX } from 'solid-js';
import type { MouseEventParams, Time } from 'lightweight-charts';
import {
  ANCHOR_COUNT,
  type Anchor,
  type Drawing,
  type DrawingColor,
  type DrawingStyle,
  type DrawingTool,
} from '../../../../src-main/shared/drawings/types';
import { msg, t } from '../../i18n';
import { useApp } from '../../platform/context';
import { timeToDay } from '../../format/days';
import type { BaseChart, BaseChartOptions } from '../chart-base';
import type { Point } from '../feed';
import type { KeyPress } from '../keys';
import { addShadowSeries } from '../shadow-series';
import { complete, logicalOfDay, moveAnchors, snapStep, snapToBar } from './anchors';
import { draftCommand, drawingCommand, grabCommand, type DrawingCommand } from './keys';
import { nextColor, nextStyle } from './look';
import { DrawingsPrimitive, type Painted } from './primitive';
import './drawings.css';

/** A bar's prices an anchor snaps to. */
interface BarPrices {
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface DrawingsOptions<P extends Point, O extends BaseChartOptions> {
  kind: 'share' | 'fund';
  code: Accessor<string | undefined>;
  base: Accessor<BaseChart<P, O> | undefined>;
  points: Accessor<readonly P[]>;
  /** The price a tool starts at on a point, and what the shadow series carries. */
  value: (point: P) => number | null;
  /** The prices an anchor snaps to on a point. */
  prices: (point: P) => BarPrices | null;
  /** The point the legend describes (keyboard cursor or mouse; null: none). */
  shown: Accessor<number | null>;
  setCursor: (index: number | null) => void;
  format: (price: number) => string;
  /** A level turned into an alert: the alert prompt at its price. */
  alert: (price: number) => void;
  focusChart: () => void;
}

export interface Drawings {
  /** A key for the drawings (`onChart`: the chart has the focus, Tab is its); true when it was used. */
  onKey(event: KeyPress, onChart: boolean): boolean;
  /** The list under the chart, the text prompt of a note, the help of the drawing under way. */
  Key: () => JSX.Element;
}

interface Draft {
  tool: DrawingTool;
  placed: Anchor[];
  /** The anchor being placed: a bar and a price. */
  index: number;
  price: number;
}

/** Marked for translation: shown through `t` in the list and the status line. */
const TOOL_NAMES: Record<DrawingTool, string> = {
  level: msg('Level'),
  trend: msg('Trend'),
  ray: msg('Ray'),
  rect: msg('Rectangle'),
  vline: msg('Vertical'),
  text: msg('Note'),
  fib: msg('Fib'),
};

/** A drawing's colour and style as the list names them. */
const LOOK_NAMES: Record<DrawingColor | DrawingStyle, string> = {
  blue: msg('blue'),
  magenta: msg('magenta'),
  teal: msg('teal'),
  orange: msg('orange'),
  lime: msg('lime'),
  solid: msg('solid'),
  dashed: msg('dashed'),
  dotted: msg('dotted'),
};

/** A note's text prompt: for a new note at its anchors, or for note `id`'s text. */
interface Naming {
  anchors: Anchor[];
  id?: number;
  text?: string;
}

/** A drawing being moved (by the grab key's arrows or a drag): where it is shown until kept. */
interface Moving {
  id: number;
  anchors: Anchor[];
}

/** What is saved of a drawing (the contract refuses its id and time among them). */
type DrawingFields = Omit<Drawing, 'id' | 'updatedAt'>;
const fieldsOf = ({ id: _id, updatedAt: _at, ...fields }: Drawing): DrawingFields => fields;

/** Pixels an arrow moves an anchor's price (Shift: ten times as far). */
const STEP_PX = 4;
/** Pixels a pointer may move between press and release and still click. */
const CLICK_SLOP = 4;

export function useDrawings<P extends Point, O extends BaseChartOptions>(opts: DrawingsOptions<P, O>): Drawings {
  const { client } = useApp();
  const [drawings, setDrawings] = createSignal<Drawing[]>([]);
  const [selected, setSelected] = createSignal<number | null>(null);
  const [draft, setDraft] = createSignal<Draft | null>(null);
  const [naming, setNaming] = createSignal<Naming | null>(null);
  const [moving, setMoving] = createSignal<Moving | null>(null);
  /** The selected drawing is grabbed: the arrows move it (`moving`). */
  const [grabbed, setGrabbed] = createSignal(false);
  const [problem, setProblem] = createSignal<string | null>(null);
  const failed = (err: Error): void => void setProblem(t('Drawings: {error}', { error: err.message }));

  // A memo: the pane's screen object is replaced (a layout change, the security's name read) with
  // the same code, and that must not drop the drawing under way and read the list again.
  const securityCode = createMemo(() => opts.code());
  /** The code whose drawings are listed (a plain value: answers compare against it). */
  let listedCode: string | undefined;
  createEffect(
    on(securityCode, (code) => {
      listedCode = code;
      setDrawings([]);
      setSelected(null);
      setDraft(null);
      setMoving(null);
      setGrabbed(false);
      if (!code) return;
      let live = true;
      onCleanup(() => (live = false));
      client.call('drawings.list', { kind: opts.kind, code }).then((list) => live && setDrawings(list), failed);
    }),
  );

  const points = () => opts.points();
  // Anchors are stored as days: a point's time becomes one only where an anchor is read or made.
  const dayOf = (index: number) => {
    const point = points()[index];
    return point && timeToDay(point.time);
  };
  /** `anchors` moved `bars` bars along the chart's points, each price through `price`. */
  const shifted = (anchors: readonly Anchor[], bars: number, price: (value: number) => number) =>
    moveAnchors(anchors, bars, price, points().length, (i) => dayOf(i) ?? '');
  const anchorOf = (d: Draft): Anchor | null => {
    const day = dayOf(d.index);
    return day === undefined ? null : { day, price: d.price };
  };

  // Set while a chart is attached: the price one arrow press moves at `price`, and the click handler.
  let priceStep: (price: number) => number = (price) => Math.abs(price) * 0.002;

  // On the chart alone: adding a series makes the chart report its view, and the screen's handlers
  // read signals; tracked here, they re-made the layer on every view change, and once while the
  // screen was being disposed (Solid threw, and the pane stayed on the screen it was leaving).
  createEffect(
    on(opts.base, (base) => {
      if (!base) return;
      const shadow = addShadowSeries(base, opts.value, opts.format);
      // The chart paints the primitive also while the screen is being disposed: the screen's
      // points and formats are read only while it holds the chart (see BaseChart.formatter).
      const primitive = new DrawingsPrimitive(
        base.whileHeld(
          (day: string) => logicalOfDay(points().length, (i) => dayOf(i) ?? '', day),
          () => null,
        ),
        base.formatter((price) => opts.format(price)),
      );
      shadow.series.attachPrimitive(primitive);
      priceStep = (price) => {
        const y = shadow.series.priceToCoordinate(price);
        const above = y === null ? null : shadow.series.coordinateToPrice(y - STEP_PX);
        return above === null ? Math.abs(price) * 0.002 : Math.abs(above - price);
      };
      // A click selects the drawing under it (the library's click, with its hit test)...
      const onClick = (param: MouseEventParams<Time>) => {
        if (!param.point || (param.paneIndex ?? 0) !== 0 || untrack(draft)) return;
        setSelected(primitive.drawingAt(param.point.x, param.point.y));
      };
      // ...but places an anchor from the DOM's own clicks: the library drops a second click within
      // its double-click time, and two anchors are often clicked that fast. A drag (a pan) is no click.
      const element = base.chart.chartElement();
      const timeScale = base.chart.timeScale();
      /** Where a pointer is in the price pane (null: off it), and its logical bar there. */
      const onPane = (e: MouseEvent) => {
        const box = element.getBoundingClientRect();
        const x = e.clientX - box.left - base.chart.priceScale('left').width();
        const y = e.clientY - box.top;
        const pane = base.chart.panes()[0];
        if (!pane || x < 0 || x > timeScale.width() || y > pane.getHeight()) return null;
        const logical = timeScale.coordinateToLogical(x);
        return logical === null ? null : { x, y, logical };
      };
      let down = { x: 0, y: 0 };
      const onPlace = (e: MouseEvent) => {
        const d = untrack(draft);
        if (!d || Math.hypot(e.clientX - down.x, e.clientY - down.y) > CLICK_SLOP) return;
        const at = onPane(e);
        const price = at && shadow.series.coordinateToPrice(at.y);
        const index = at ? Math.round(at.logical) : -1;
        if (price === null || price === undefined || index < 0 || index >= points().length) return;
        setDraft({ ...d, index, price });
        place();
      };
      // A press on the selected drawing drags it: its anchors shift by the bars and the pixels the
      // pointer moved (each price by those pixels, so a log scale keeps its shape), and the chart
      // does not pan meanwhile. Pointer events come before the library's mouse events, so the pan
      // is off before the library asks whether to pan.
      let drag: {
        from: { logical: number; y: number };
        anchors: readonly Anchor[];
        /** The chart's pan and zoom options as they were (copies: the chart merges into its own). */
        handling: Pick<ReturnType<typeof base.chart.options>, 'handleScroll' | 'handleScale'>;
      } | null = null;
      const onDrag = (e: PointerEvent) => {
        const at = onPane(e);
        const m = untrack(moving);
        if (!drag || !at || !m) return;
        const dy = at.y - drag.from.y;
        const price = (value: number) => {
          const y = shadow.series.priceToCoordinate(value);
          return (y === null ? null : shadow.series.coordinateToPrice(y + dy)) ?? value;
        };
        setMoving({ ...m, anchors: shifted(drag.anchors, Math.round(at.logical - drag.from.logical), price) });
      };
      const onDrop = () => {
        window.removeEventListener('pointermove', onDrag);
        window.removeEventListener('pointerup', onDrop);
        if (drag) base.chart.applyOptions(drag.handling);
        drag = null;
        keep();
      };
      const onDown = (e: PointerEvent) => {
        down = { x: e.clientX, y: e.clientY };
        const at = onPane(e);
        const id = untrack(selected);
        const current = untrack(drawings).find((d) => d.id === id);
        if (e.button !== 0 || !at || !current || untrack(draft) || untrack(moving)) return;
        if (primitive.drawingAt(at.x, at.y) !== current.id) return;
        const { handleScroll, handleScale } = base.chart.options();
        drag = { from: at, anchors: current.anchors, handling: structuredClone({ handleScroll, handleScale }) };
        base.chart.applyOptions({ handleScroll: false, handleScale: false });
        setMoving({ id: current.id, anchors: current.anchors });
        window.addEventListener('pointermove', onDrag);
        window.addEventListener('pointerup', onDrop);
      };
      base.chart.subscribeClick(onClick);
      element.addEventListener('pointerdown', onDown);
      element.addEventListener('click', onPlace);
      const detach = base.attach({
        restyle: (theme) => primitive.restyle(theme),
        dispose() {
          base.chart.unsubscribeClick(onClick);
          element.removeEventListener('pointerdown', onDown);
          element.removeEventListener('click', onPlace);
          window.removeEventListener('pointermove', onDrag);
          window.removeEventListener('pointerup', onDrop);
          shadow.remove(); // and the primitive with its series
        },
      });
      // After the screen's own cleanup, as the alert lines (see alerts/chart-alerts.tsx).
      onCleanup(() => queueMicrotask(detach));
      createEffect(() => {
        const d = draft();
        const anchor = d && anchorOf(d);
        const painted: Painted | null = d && anchor ? { id: null, tool: d.tool, anchors: [...d.placed, anchor] } : null;
        const m = moving();
        const shown = drawings().map((x) => (x.id === m?.id ? { ...x, anchors: m.anchors } : x));
        primitive.set({ drawings: shown, selected: selected(), draft: painted });
      });
    }),
  );

  /** The newest save sent per drawing: an older answer landing after it must not undo it. */
  const latest = new Map<number, number>();
  let saves = 0;
  /** Reads the list again: after a failed edit, what main holds is the truth. */
  const reload = () => {
    const code = listedCode;
    if (code) client.call('drawings.list', { kind: opts.kind, code }).then((list) => code === listedCode && setDrawings(list), failed);
  };
  /**
   * A new drawing once main has stored it; an edit shown at once (keys pressed quickly each step
   * from the one before, not from what main has answered so far), then confirmed by main's answer.
   */
  const save = (drawing: DrawingFields, id?: number): Promise<void> => {
    if (id === undefined) {
      return client.call('drawings.save', { drawing }).then((saved) => {
        setDrawings((list) => [...list, saved]);
        setSelected(saved.id);
      }, failed);
    }
    const seq = ++saves;
    latest.set(id, seq);
    setDrawings((list) => list.map((d) => (d.id === id ? { ...d, ...drawing } : d)));
    setSelected(id);
    return client.call('drawings.save', { id, drawing }).then(
      (saved) => {
        if (latest.get(id) === seq) setDrawings((list) => list.map((d) => (d.id === id ? saved : d)));
      },
      (err: Error) => {
        failed(err);
        reload();
      },
    );
  };

  /** The drawing moved kept where it is now (shown there at once; a failed save reads the list back). */
  function keep() {
    const m = moving();
    const current = drawings().find((d) => d.id === m?.id);
    if (!m || !current || JSON.stringify(m.anchors) === JSON.stringify(current.anchors)) return setMoving(null);
    void save({ ...fieldsOf(current), anchors: m.anchors }, current.id);
    setMoving(null);
  }

  const finish = (tool: DrawingTool, anchors: Anchor[], text?: string) => {
    const code = securityCode();
    if (!code) return;
    void save({ kind: opts.kind, code, tool, anchors, ...(text ? { text } : {}), ...(tool === 'trend' ? { extend: false } : {}) });
  };

  function place() {
    const d = draft();
    const anchor = d && anchorOf(d);
    if (!d || !anchor) return;
    const anchors = [...d.placed, anchor];
    if (!complete(d.tool, anchors.length)) return setDraft({ ...d, placed: anchors });
    setDraft(null);
    if (d.tool === 'text') return setNaming({ anchors });
    finish(d.tool, anchors);
  }

  const move = (d: Draft, command: Extract<DrawingCommand, { type: 'move' }>) => {
    const index = Math.min(points().length - 1, Math.max(0, d.index + command.bars));
    const point = points()[index];
    const bar = point === undefined ? null : opts.prices(point);
    let price = d.price + command.steps * priceStep(d.price);
    if (command.snap && bar && point) {
      const day = timeToDay(point.time);
      price =
        command.steps === 0
          ? snapToBar({ day, price: d.price }, { ...bar, time: day }).price
          : snapStep(d.price, { ...bar, time: day }, command.steps > 0 ? 1 : -1);
    }
    setDraft({ ...d, index, price });
    opts.setCursor(index);
  };

  const start = (tool: DrawingTool) => {
    const list = points();
    const index = opts.shown() ?? list.length - 1;
    const point = list[index];
    const price = point === undefined ? null : opts.value(point);
    if (price === null || !securityCode()) return;
    setSelected(null);
    setProblem(null);
    setDraft({ tool, placed: [], index, price });
    opts.setCursor(index);
  };

  /** Tab's next drawing; false past the last (or first): Tab goes on to the next control. */
  const select = (step: -1 | 1): boolean => {
    const ids = drawings().map((d) => d.id);
    const at = selected() === null ? (step > 0 ? -1 : ids.length) : ids.indexOf(selected() as number);
    const next = ids[at + step];
    setSelected(next ?? null);
    return next !== undefined;
  };

  const run = (command: DrawingCommand): boolean => {
    const current = drawings().find((d) => d.id === selected());
    switch (command.type) {
      case 'start':
        start(command.tool);
        return true;
      case 'select':
        return select(command.step);
      case 'remove':
        if (!current) return false;
        client.call('drawings.remove', { id: current.id }).then(() => {
          setDrawings((list) => list.filter((d) => d.id !== current.id));
          setSelected(null);
        }, failed);
        return true;
      case 'extend':
        if (current?.tool !== 'trend') return false;
        void save({ ...fieldsOf(current), extend: !current.extend }, current.id);
        return true;
      case 'alert':
        if (current?.tool !== 'level') return false;
        opts.alert((current.anchors[0] as Anchor).price);
        return true;
      case 'grab':
        if (!current) return false;
        setMoving({ id: current.id, anchors: current.anchors });
        setGrabbed(true);
        return true;
      case 'color':
      case 'style':
        if (!current) return false;
        void save(
          command.type === 'color'
            ? { ...fieldsOf(current), color: nextColor(current.color) }
            : { ...fieldsOf(current), style: nextStyle(current.style) },
          current.id,
        );
        return true;
      case 'edit':
        if (current?.tool !== 'text') return false;
        setNaming({ anchors: current.anchors, id: current.id, text: current.text });
        return true;
      case 'cancel':
        setSelected(null);
        return true;
      default:
        return false;
    }
  };

  /** A key while the selected drawing is grabbed: the arrows move it, Enter keeps it, Esc puts it back. */
  const runGrab = (m: Moving, command: DrawingCommand): boolean => {
    if (command.type === 'move') {
      const price = (value: number) => value + command.steps * priceStep(value);
      setMoving({ ...m, anchors: shifted(m.anchors, command.bars, price) });
      return true;
    }
    setGrabbed(false);
    if (command.type === 'place') keep();
    else setMoving(null);
    return true;
  };

  const runDraft = (d: Draft, command: DrawingCommand): boolean => {
    if (command.type === 'move') move(d, command);
    else if (command.type === 'place') place();
    else if (command.type === 'cancel') setDraft(null);
    return true;
  };

  const describe = (d: Drawing) => {
    const [a, b] = d.anchors;
    const at = (x: Anchor | undefined) => (x ? `${x.day} ${opts.format(x.price)}` : '');
    const look = [d.color, d.style === 'solid' ? undefined : d.style].flatMap((word) => (word ? [t(LOOK_NAMES[word])] : [])).join(', ');
    const more = [d.extend ? t('extended') : '', look].filter(Boolean).join('; ');
    const tail = more ? ` (${more})` : '';
    const tool = t(TOOL_NAMES[d.tool]);
    if (d.tool === 'level' && a) return `${tool} ${opts.format(a.price)}${tail}`;
    if (d.tool === 'text') return `${tool} ${t('“{text}”', { text: d.text ?? '' })} ${at(a)}${tail}`;
    return `${tool} ${at(a)}${b ? ` → ${at(b)}` : ''}${tail}`;
  };
  const drafted = () => {
    const d = draft();
    return d && t('{tool}: anchor {n} of {count}', { tool: t(TOOL_NAMES[d.tool]), n: d.placed.length + 1, count: ANCHOR_COUNT[d.tool] });
  };
  const listed = () =>
    JSON.stringify(drawings().map((d) => ({ id: d.id, tool: d.tool, anchors: d.anchors, color: d.color, style: d.style })));

  const Key = () => (
    <Show when={drawings().length > 0 || draft() || naming() || problem()}>
      <div class="drawing-list" aria-label={t('Drawings')} data-drawings={listed()}>
        <Show when={drafted()}>
          {(text) => (
            <span role="status" class="drawing-draft">
              {text()} · {t('←→↑↓ move (Shift ×10, Ctrl: O/H/L/C) · Enter places · Esc cancels · or click')}
            </span>
          )}
        </Show>
        <Show when={grabbed()}>
          <span role="status" class="drawing-draft">
            {t('Moving: ←→ a bar, ↑↓ a price step (Shift ×10) · Enter keeps it there · Esc puts it back · or drag it')}
          </span>
        </Show>
        <Show when={naming()}>
          {(note) => (
            <form
              class="drawing-note"
              onSubmit={(event) => {
                event.preventDefault();
                const input = event.currentTarget.elements.namedItem('note') as HTMLInputElement; // the form's one field
                const text = input.value.trim();
                const { id, anchors } = note();
                const current = drawings().find((d) => d.id === id);
                if (text && current) void save({ ...fieldsOf(current), text }, current.id);
                else if (text && id === undefined) finish('text', anchors, text);
                setNaming(null);
                opts.focusChart();
              }}
              onKeyDown={(event) => {
                event.stopPropagation(); // typing here is not the chart's keys
                if (event.key !== 'Escape') return;
                event.preventDefault(); // handled: the workspace's Esc would put the focus on the pane, not the chart
                setNaming(null);
                opts.focusChart();
              }}
            >
              <input
                name="note"
                aria-label={t('Note text')}
                maxLength={500}
                value={note().text ?? ''}
                ref={(el) =>
                  queueMicrotask(() => {
                    el.focus();
                    el.select(); // an edit starts from the note's text, typed over at once
                  })
                }
              />
              <span class="muted">{t('Enter saves · Esc drops')}</span>
            </form>
          )}
        </Show>
        <Show when={problem()}>
          <span role="alert">{problem()}</span>
        </Show>
        <For each={drawings()}>
          {(d) => (
            <span
              class="drawing-item"
              classList={{ selected: d.id === selected() }}
              aria-current={d.id === selected() ? 'true' : undefined}
            >
              {describe(d)}
            </span>
          )}
        </For>
      </div>
    </Show>
  );

  return {
    onKey(event, onChart) {
      if (naming() || (event.key === 'Tab' && !onChart)) return false;
      const d = draft();
      const m = grabbed() ? moving() : null;
      if (m) {
        const command = grabCommand(event);
        return command !== null && runGrab(m, command);
      }
      const command = d ? draftCommand(event) : drawingCommand(event, selected() !== null);
      if (!command) return false;
      return d ? runDraft(d, command) : run(command);
    },
    Key,
  };
}
