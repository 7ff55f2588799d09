// Links that leave the app (a company website, a document) go through main's guard, and the
// screen says what happened: "Opened …" or why the guard refused.
import { createSignal, onMount, Show, type Accessor, type JSX } from 'solid-js';
import type { Client } from '../api/typed-client';
import { openExternal } from '../data/external';
import { t } from '../i18n';
import './panels.css';

interface LinkOutcome {
  text: string;
  ok: boolean;
}

/** A link to a host never approved: the full URL, its host in punycode, waiting for a yes or no. */
interface PendingLink {
  url: string;
  host: string;
  label: string;
}

export interface LinkOpener {
  open(url: string | null | undefined, label: string): Promise<void>;
  outcome: Accessor<LinkOutcome | null>;
  pending: Accessor<PendingLink | null>;
  /** The user's answer to the pending question, remembered for the host (yes and no). */
  answer(approve: boolean): Promise<void>;
}

export function createLinkOpener(client: Client): LinkOpener {
  const [outcome, setOutcome] = createSignal<LinkOutcome | null>(null);
  const [pending, setPending] = createSignal<PendingLink | null>(null);
  const attempt = async (url: string, label: string, approve?: boolean) => {
    try {
      const result = await openExternal(client, url, approve);
      if (result.approval) {
        setPending({ url: result.url, host: result.approval.host, label });
        setOutcome(null);
      } else if (result.declined) {
        setOutcome({
          text: t('Not opened: {label} (you declined {host}; forget it in SET to be asked again)', {
            label,
            host: new URL(result.url).hostname,
          }),
          ok: false,
        });
      } else setOutcome({ text: t('Opened {label}', { label }), ok: true });
    } catch (err) {
      setOutcome({ text: t('Not opened: {reason}', { reason: err instanceof Error ? err.message : String(err) }), ok: false });
    }
  };
  const open = async (url: string | null | undefined, label: string) => {
    setPending(null);
    if (!url || url.trim() === '') {
      setOutcome({ text: t('No link for {label}', { label }), ok: false });
      return;
    }
    await attempt(url, label);
  };
  const answer = async (approve: boolean) => {
    const link = pending();
    setPending(null);
    if (!link) return;
    await attempt(link.url, link.label, approve);
  };
  return { open, outcome, pending, answer };
}

/** The URL as text with its host set apart, so a look-alike domain shows what it really is. */
function UrlWithHost(props: { url: string; host: string }): JSX.Element {
  const parts = () => {
    const at = props.url.indexOf(props.host);
    return at < 0 ? { before: props.url, after: '' } : { before: props.url.slice(0, at), after: props.url.slice(at + props.host.length) };
  };
  return (
    <code class="link-url">
      {parts().before}
      <mark class="link-host">{props.host}</mark>
      {parts().after}
    </code>
  );
}

/** Asks once about a host never answered about: Enter opens and trusts it, Escape declines it (both remembered). */
function LinkQuestion(props: { opener: LinkOpener; link: PendingLink }): JSX.Element {
  let yes: HTMLButtonElement | undefined;
  onMount(() => yes?.focus());
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      void props.opener.answer(false);
    }
  };
  return (
    <div class="link-question" role="alertdialog" aria-label={t('Open a link to {host}?', { host: props.link.host })} onKeyDown={onKeyDown}>
      <span>
        {t('Open a site you have not opened before?')} <UrlWithHost url={props.link.url} host={props.link.host} />
      </span>
      <button type="button" class="action" ref={yes} onClick={() => void props.opener.answer(true)}>
        {t('Open and trust {host}', { host: props.link.host })} <kbd>⏎</kbd>
      </button>
      <button type="button" class="action" onClick={() => void props.opener.answer(false)}>
        {t('Decline {host}', { host: props.link.host })} <kbd>Esc</kbd>
      </button>
    </div>
  );
}

/** The last outcome as a status line (announced to screen readers). */
export function LinkStatus(props: { opener: LinkOpener; hint?: string }): JSX.Element {
  return (
    <Show
      when={props.opener.pending()}
      keyed
      fallback={<LinkOutcomeLine opener={props.opener} {...(props.hint !== undefined ? { hint: props.hint } : {})} />}
    >
      {(link) => <LinkQuestion opener={props.opener} link={link} />}
    </Show>
  );
}

function LinkOutcomeLine(props: { opener: LinkOpener; hint?: string }): JSX.Element {
  return (
    <span
      class="link-status"
      role="status"
      classList={{ up: props.opener.outcome()?.ok === true, down: props.opener.outcome()?.ok === false }}
    >
      <Show when={props.opener.outcome()} fallback={<span class="muted">{props.hint ?? ''}</span>}>
        {(o) => o().text}
      </Show>
    </span>
  );
}

/** A button that reads as a link and opens `url` through the guard. */
export function ExternalLinkButton(props: { url: string; text: string; label: string; opener: LinkOpener }): JSX.Element {
  return (
    <button
      type="button"
      class="link-button"
      title={t('Open {url}', { url: props.url })}
      onClick={() => void props.opener.open(props.url, props.label)}
    >
      {props.text} ↗
    </button>
  );
}
