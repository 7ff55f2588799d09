// Links that leave the app (a company website, a document) go through main's guard, and the
// screen says what happened: "Opened …" or why the guard refused.
import { createSignal, Show, type Accessor, type JSX } from 'solid-js';
import type { Client } from '../api/client';
import { openExternal } from '../data/external';
import './panels.css';

export interface LinkOutcome {
  text: string;
  ok: boolean;
}

export interface LinkOpener {
  open(url: string | null | undefined, label: string): Promise<void>;
  outcome: Accessor<LinkOutcome | null>;
}

export function createLinkOpener(client: Client): LinkOpener {
  const [outcome, setOutcome] = createSignal<LinkOutcome | null>(null);
  const open = async (url: string | null | undefined, label: string) => {
    if (!url || url.trim() === '') {
      setOutcome({ text: `No link for ${label}`, ok: false });
      return;
    }
    try {
      await openExternal(client, url);
      setOutcome({ text: `Opened ${label}`, ok: true });
    } catch (err) {
      setOutcome({ text: `Not opened: ${err instanceof Error ? err.message : String(err)}`, ok: false });
    }
  };
  return { open, outcome };
}

/** The last outcome as a status line (announced to screen readers). */
export function LinkStatus(props: { opener: LinkOpener; hint?: string }): JSX.Element {
  return (
    <span class="link-status" role="status" classList={{ up: props.opener.outcome()?.ok === true, down: props.opener.outcome()?.ok === false }}>
      <Show when={props.opener.outcome()} fallback={<span class="muted">{props.hint ?? ''}</span>}>
        {(o) => o().text}
      </Show>
    </span>
  );
}

/** A button that reads as a link and opens `url` through the guard. */
export function ExternalLinkButton(props: { url: string; text: string; label: string; opener: LinkOpener }): JSX.Element {
  return (
    <button type="button" class="link-button" title={`Open ${props.url}`} onClick={() => void props.opener.open(props.url, props.label)}>
      {props.text} ↗
    </button>
  );
}
